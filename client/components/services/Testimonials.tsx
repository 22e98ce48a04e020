import { styled } from 'goober'
import { serviceTestimonials } from '../../../shared/content/service-testimonials'
import { fonts, palette } from '../../../shared/design'
import { Carousel, Slide } from '../carousel/Carousel'

const Frame = styled('div')`
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
 * once focused; dots always, and its arrows beside them from 640px up. Splide sets
 * itself up when the carousel nears the screen; until then the first testimonial
 * shows, laid out by CSS alone.
 */
export function Testimonials() {
  return (
    <Frame>
      <Carousel
        label="Testimonios"
        noun="Testimonio"
        controls="row"
        options={{ type: 'loop', drag: true, keyboard: 'focused', perPage: 1, speed: 400 }}
      >
        {serviceTestimonials.map((t) => (
          <Slide key={t.author}>
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
          </Slide>
        ))}
      </Carousel>
    </Frame>
  )
}
