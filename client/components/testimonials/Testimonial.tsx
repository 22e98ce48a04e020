import { styled } from 'goober'
import { palette } from '../../../shared/site/design'
import { lightSerif } from '../typography'

const Figure = styled('figure')`
  margin: 0 auto;
  max-width: 46rem;
  text-align: center;
  blockquote {
    margin: 0;
  }
  p {
    ${lightSerif('clamp(1.5rem, 2.6vw, 2.25rem)', 1.25)}
    text-wrap: balance;
  }
  /* One voice inside one pair of marks: the second paragraph in the same serif and size. */
  p + p {
    margin-top: 0.6em;
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

export interface TestimonialProps {
  quote: string
  /** A second paragraph of the same quote. */
  more?: string
  author: string
  session: string
}

/** One testimonial, the same on every page: the quote in the serif, who said it and her session. */
export function Testimonial({ quote, more, author, session }: TestimonialProps) {
  return (
    <Figure>
      <blockquote>
        {more ? (
          <>
            <p>“{quote}</p>
            <p>{more}”</p>
          </>
        ) : (
          <p>“{quote}”</p>
        )}
      </blockquote>
      <figcaption>
        {author}
        <span>{session}</span>
      </figcaption>
    </Figure>
  )
}
