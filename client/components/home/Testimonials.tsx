import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { homeTestimonials } from '../../../shared/content/testimonials'
import { palette } from '../../../shared/site/design'
import { Carousel, Slide } from '../carousel/Carousel'
import { Inner, Section } from '../layout'
import { Testimonial } from '../testimonials/Testimonial'
import { SectionTitle } from '../typography'

const Title = styled(SectionTitle)`
  text-align: center;
  margin-bottom: clamp(32px, 5vw, 64px);
`

const Wrap = styled('div')`
  margin: 0 auto;
  .splide .splide__slide {
    width: 100%;
  }
  .splide:focus-visible {
    outline: 2px solid ${palette.grafito};
    outline-offset: 6px;
  }
`

/** 'Kind Words': the 7 home testimonials; loops, '1 / 7' between two arrows, arrow keys when focused. */
export function Testimonials() {
  return (
    <Section aria-labelledby="testimonios">
      <Inner>
        <Title id="testimonios">{homeContent.testimonialsTitle}</Title>
        <Wrap>
          <Carousel
            label="Testimonios"
            controls="row"
            pagination={false}
            counter
            focusable
            options={{ type: 'loop', keyboard: 'focused', autoplay: false }}
          >
            {homeTestimonials.map((t) => (
              <Slide key={t.author}>
                <Testimonial quote={t.quote} author={t.author} session={t.session} />
              </Slide>
            ))}
          </Carousel>
        </Wrap>
      </Inner>
    </Section>
  )
}
