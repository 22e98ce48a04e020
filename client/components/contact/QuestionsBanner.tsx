import { styled } from 'goober'
import { palette } from '../../../shared/site/design'
import { owner } from '../../../shared/content/owner'
import { sidePadding } from '../layout'
import { lightSerif, SectionTitle, thinUnderline } from '../typography'

// The e-mail is a text link: it reads as an address and never fills a phone's width.
const Banner = styled('section')`
  ${sidePadding}
  padding-top: clamp(64px, 8vw, 112px);
  padding-bottom: clamp(64px, 8vw, 112px);
  background: ${palette.purple};
  color: ${palette.white};
  text-align: center;
  /* A light line parts it from the dark footer under it. */
  border-bottom: 1px solid ${palette.orchid};
  p {
    max-width: 52ch;
    margin: 24px auto 40px;
    font-size: 1.125rem;
  }
  a {
    ${lightSerif('clamp(1.25rem, 2.4vw, 1.75rem)')}
    overflow-wrap: anywhere;
    ${thinUnderline('0.25em')}
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    outline-color: ${palette.white};
  }
`

/** 'Tenés más preguntas?': a personalised enquiry by e-mail, white on the dusty purple. */
export function QuestionsBanner() {
  return (
    <Banner aria-labelledby="mas-preguntas">
      <SectionTitle id="mas-preguntas">Tenés más preguntas?</SectionTitle>
      <p>
        Escribime por e-mail contándome qué necesitás y te respondo con una propuesta pensada para
        vos.
      </p>
      <a href={`mailto:${owner.email}`}>{owner.email}</a>
    </Banner>
  )
}
