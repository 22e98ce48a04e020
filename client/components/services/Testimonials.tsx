import { styled } from 'goober'
import { serviceTestimonials } from '../../../shared/content/service-testimonials'
import { palette } from '../../../shared/site/design'
import { Carousel, Slide } from '../carousel/Carousel'
import { Testimonial } from '../testimonials/Testimonial'

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

/**
 * The services page's testimonials: loops, can be dragged, answers the arrow keys
 * once focused; a '1 / 5' count between two thin arrows under it. Splide sets
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
        pagination={false}
        counter
        options={{ type: 'loop', drag: true, keyboard: 'focused', perPage: 1, speed: 400 }}
      >
        {serviceTestimonials.map((t) => (
          <Slide key={t.author}>
            <Testimonial quote={t.quote} more={t.quote2} author={t.author} session={t.session} />
          </Slide>
        ))}
      </Carousel>
    </Frame>
  )
}
