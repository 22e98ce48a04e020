import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import {
  breakpoints,
  fonts,
  headings,
  layout,
  palette,
  timings,
  under,
} from '../../../shared/site/design'
import { Carousel, Slide } from '../carousel/Carousel'
import { sidePadding } from '../layout'
import { Picture } from '../media/Picture'
import { photoFill } from '../../styles/photoFrame'
import { lightSerif } from '../typography'

const Wrap = styled('section')`
  position: relative;
  color: ${palette.white};
  background: ${palette.grafito};
  .splide .splide__slide {
    width: 100%;
  }
  /* Bottom left, on the caption's edge: the WhatsApp button owns the bottom right. */
  .splide .splide__toggle {
    position: absolute;
    /* Aligned with the page's content column, however wide the screen. */
    left: calc(
      ${layout.sidePadding.wide}px +
        max(0px, (100% - ${2 * layout.sidePadding.wide + layout.maxWidth}px) / 2)
    );
    bottom: 24px;
    ${under(breakpoints.headerMedium)} {
      left: ${layout.sidePadding.medium}px;
    }
    ${under(breakpoints.headerNarrow)} {
      left: ${layout.sidePadding.narrow}px;
    }
    z-index: 3;
    color: ${palette.white};
  }
  .splide .splide__pagination {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 28px;
    z-index: 3;
    margin: 0;
  }
`

const Slot = styled('div')`
  position: relative;
  height: 100vh;
  height: 100svh;
  min-height: 560px;
  overflow: hidden;
`

/** The photo fills the slide. */
const Photo = styled('div')`
  position: absolute;
  inset: 0;
  img {
    ${photoFill}
  }
`

// A flat, soft scrim (no UI gradient) so white text reads on any part of the photo;
// darker on phones, where the headline sits over the photo's brightest middle.
const Scrim = styled('div')`
  position: absolute;
  inset: 0;
  background: rgba(44, 44, 44, ${layout.scrim.wide});
  ${under(breakpoints.headerNarrow)} {
    background: rgba(44, 44, 44, ${layout.scrim.phone});
  }
`

const Caption = styled('div')`
  ${sidePadding}
  position: absolute;
  left: 0;
  right: 0;
  bottom: clamp(96px, 16vh, 180px);
  > div {
    max-width: ${layout.maxWidth}px;
    margin: 0 auto;
  }
`

const HeroKicker = styled('p')`
  font-family: ${fonts.sans};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  margin: 0 0 1.25rem;
`

// The page's title on screen: a page title's size (the h1 itself is visually hidden).
const Headline = styled('p')`
  ${lightSerif(headings.h1.size, headings.h1.lineHeight)}
  text-wrap: balance;
  max-width: 16ch;
  margin: 0;
`

/**
 * The home hero: two full-bleed slides that fade every timings.heroAutoplayMs and
 * loop. The page's h1 is slide 1's headline, kept outside the slides: Splide hides
 * the slide not shown from screen readers (aria-hidden), and the page must never
 * lose its h1. On screen the slides' own headlines show; slide 1's repeats the h1,
 * so screen readers skip it. The first screen is whole without Splide (the photo; dots that
 * choose the slide with CSS alone), so it mounts once the page has loaded and is idle, or at
 * a first touch: on a slow phone its mount is a long task that would otherwise fall in the
 * middle of the page's own first layouts.
 */
export function Hero() {
  const [first, second] = homeContent.hero
  return (
    <Wrap aria-label="Presentación">
      <h1 className="visually-hidden">{first.headline}</h1>
      <Carousel
        label="Fotografía emocional y para marcas"
        tone="light"
        arrows={false}
        toggle
        when="idle"
        options={{
          type: 'fade',
          rewind: true,
          autoplay: true,
          interval: timings.heroAutoplayMs,
          speed: 800,
          drag: false,
        }}
      >
        <Slide>
          <Slot>
            <Photo>
              {/* One <picture>: phones fetch (and preload) only the narrow crop. */}
              <Picture
                image={first.image}
                sizes="100vw"
                priority
                narrow={{ image: first.narrowImage, maxWidth: breakpoints.heroImage }}
              />
            </Photo>
            <Scrim />
            <Caption>
              <div>
                <HeroKicker>{first.kicker}</HeroKicker>
                <Headline aria-hidden="true">{first.headline}</Headline>
              </div>
            </Caption>
          </Slot>
        </Slide>
        <Slide>
          <Slot>
            <Photo>
              <Picture image={second.image} sizes="100vw" />
            </Photo>
            <Scrim />
            <Caption>
              <div>
                <HeroKicker>{second.kicker}</HeroKicker>
                <Headline>{second.headline}</Headline>
              </div>
            </Caption>
          </Slot>
        </Slide>
      </Carousel>
    </Wrap>
  )
}
