import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { homeTestimonials } from '../../../shared/content/testimonials'
import { fonts, palette } from '../../../shared/design'
import { Carousel, Slide } from '../carousel/Carousel'
import { Inner, Section } from '../layout'
import { Kicker, SectionTitle } from '../typography'

const Title = styled(SectionTitle)`
  text-align: center;
  font-style: italic;
  margin-bottom: clamp(32px, 5vw, 64px);
`

const Wrap = styled('div')`
  max-width: 960px;
  margin: 0 auto;
  .splide .splide__slide {
    width: 100%;
  }
  .splide:focus-visible {
    outline: 2px solid ${palette.grafito};
    outline-offset: 6px;
  }
`

const Quote = styled('figure')`
  padding: 0 clamp(0px, 6vw, 72px);
  text-align: center;
  blockquote {
    margin: 1rem 0 1.5rem;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.25rem, 2.2vw, 1.875rem);
    line-height: 1.4;
  }
  figcaption {
    font-size: 1rem;
    letter-spacing: 0.08em;
  }
`

const Session = styled(Kicker)`
  color: ${palette.roseDeep};
  margin: 0;
`

/** 'Kind Words': the 7 home testimonials; loops, arrows and dots, arrow keys when focused. */
export function Testimonials() {
  return (
    <Section aria-labelledby="testimonios">
      <Inner>
        <Title id="testimonios">{homeContent.testimonialsTitle}</Title>
        <Wrap>
          <Carousel
            label="Testimonios"
            controls="row"
            focusable
            options={{ type: 'loop', keyboard: 'focused', autoplay: false }}
          >
            {homeTestimonials.map((t) => (
              <Slide key={t.author}>
                <Quote>
                  <Session>{t.session}</Session>
                  <blockquote>
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <figcaption>— {t.author}</figcaption>
                </Quote>
              </Slide>
            ))}
          </Carousel>
        </Wrap>
      </Inner>
    </Section>
  )
}
