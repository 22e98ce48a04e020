import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { breakpoints, over, timings, upTo } from '../../../shared/site/design'
import { Carousel, Slide } from '../carousel/Carousel'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const gap = 24

const Wrap = styled('div')`
  /* Pre-mount widths match what Splide will set, so mounting moves nothing. */
  .splide .splide__slide {
    width: 100%;
  }
  ${over(breakpoints.gallery)} {
    .splide .splide__slide {
      width: calc((100% - ${2 * gap}px) / 3);
      margin-right: ${gap}px;
    }
  }
`

const Photo = styled('div')`
  aspect-ratio: 4 / 5;
  ${photoFrame}
  img {
    ${photoFill}
  }
  ${upTo(breakpoints.gallery)} {
    max-height: 75vh;
  }
`

/**
 * The home gallery of 9: one photo per slide at ≤992px, three per slide wider
 * (3 slides of 3). Advances every timings.galleryAutoplayMs, pauses on hover/focus. On
 * phones a '3 / 9' count stands in for the nine dots.
 */
export function Gallery() {
  return (
    <Section $tone="lush">
      <Inner>
        <Wrap>
          <Carousel
            label="Galería de fotos"
            controls="row"
            counter={breakpoints.galleryCounter}
            options={{
              type: 'loop',
              autoplay: true,
              interval: timings.galleryAutoplayMs,
              perPage: 3,
              perMove: 3,
              gap: `${gap}px`,
              mediaQuery: 'max',
              breakpoints: { [breakpoints.gallery]: { perPage: 1, perMove: 1 } },
            }}
          >
            {homeContent.gallery.map((image) => (
              <Slide key={image}>
                <Photo>
                  <Picture image={image} sizes="(max-width: 992px) 90vw, 30vw" />
                </Photo>
              </Slide>
            ))}
          </Carousel>
        </Wrap>
      </Inner>
    </Section>
  )
}
