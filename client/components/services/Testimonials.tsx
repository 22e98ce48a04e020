import { styled } from 'goober'
import { useRef } from 'react'
import { useSplide } from '../carousel/useSplide'
import { SlideTrack } from './Slides'
import { serviceTestimonials } from '../../../shared/content/service-testimonials'
import { breakpoints, fonts, palette, under } from '../../../shared/design'
import { arrowsHiddenBelow, splideCore, splideSpanish } from './splide'

const Frame = styled('div')`
  ${splideCore}
  .splide {
    padding: 0 88px;
  }
  ${under(breakpoints.testimonialArrows)} {
    .splide {
      padding: 0;
    }
    .splide__arrows {
      display: none;
    }
  }
  .splide__slide {
    text-align: center;
    cursor: grab;
  }
  .splide__slide:focus-visible {
    outline: 2px solid ${palette.grafito};
    outline-offset: -2px;
  }
`

const Quote = styled('figure')`
  margin: 0 auto;
  max-width: 46rem;
  blockquote {
    margin: 0;
  }
  p {
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.5rem, 2.6vw, 2.25rem);
    line-height: 1.25;
    text-wrap: balance;
  }
  p + p {
    margin-top: 0.75em;
    font-family: ${fonts.sans};
    font-size: 1.125rem;
    line-height: 1.6;
  }
  figcaption {
    margin-top: 32px;
    font-size: 0.875rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  figcaption span {
    display: block;
    margin-top: 4px;
    font-weight: 400;
    letter-spacing: 0.06em;
    text-transform: none;
    color: ${palette.roseDeep};
  }
`

/**
 * The services page's testimonials: loops, can be dragged, answers the arrow keys
 * once focused, and shows its arrows from 640px up. Splide sets itself up (and
 * adds the arrows) when the carousel nears the screen; until then the first
 * testimonial shows, laid out by CSS alone.
 */
export function Testimonials() {
  const root = useRef<HTMLDivElement>(null)
  useSplide(root, {
    type: 'loop',
    drag: true,
    keyboard: 'focused',
    arrows: true,
    pagination: false,
    perPage: 1,
    speed: 400,
    i18n: splideSpanish('Testimonio'),
    breakpoints: { [arrowsHiddenBelow]: { arrows: false } },
  })
  return (
    <Frame>
      <div ref={root} className="splide" role="region" aria-label="Testimonios">
        <SlideTrack
          slides={serviceTestimonials.map((t) => ({
            key: t.author,
            node: (
              <Quote>
                <blockquote>
                  <p>{t.quote}</p>
                  <p>{t.quote2}</p>
                </blockquote>
                <figcaption>
                  {t.author}
                  <span>{t.session}</span>
                </figcaption>
              </Quote>
            ),
          }))}
        />
      </div>
    </Frame>
  )
}
