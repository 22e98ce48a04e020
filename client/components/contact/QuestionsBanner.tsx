import { styled } from 'goober'
import { fonts, palette } from '../../../shared/design'
import { owner } from '../../../shared/owner'
import { sidePadding } from '../layout'

const Banner = styled('section')`
  ${sidePadding}
  padding-top: clamp(64px, 8vw, 112px);
  padding-bottom: clamp(64px, 8vw, 112px);
  background: ${palette.purple};
  color: ${palette.white};
  text-align: center;
  h2 {
    font-size: clamp(2rem, 4vw, 3.5rem);
  }
  p {
    max-width: 52ch;
    margin: 24px auto 40px;
    font-size: 1.125rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0.75rem 2rem;
    border: 1px solid ${palette.white};
    font-family: ${fonts.sans};
    font-size: 0.875rem;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-decoration: none;
  }
  a:hover {
    background: ${palette.white};
    color: ${palette.purple};
  }
  a:focus-visible {
    outline-color: ${palette.white};
  }
`

/** 'Tenés más preguntas?': a personalised enquiry by e-mail, white on the dusty purple. */
export function QuestionsBanner() {
  return (
    <Banner aria-labelledby="mas-preguntas">
      <h2 id="mas-preguntas">Tenés más preguntas?</h2>
      <p>
        Escribime por e-mail contándome qué necesitás y te respondo con una propuesta pensada para
        vos.
      </p>
      <a href={`mailto:${owner.email}`}>{owner.email}</a>
    </Banner>
  )
}
