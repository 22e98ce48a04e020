import { styled } from 'goober'
import { Link } from 'wouter'
import { breakpoints, layout, palette, upTo } from '../../../shared/site/design'
import { owner } from '../../../shared/content/owner'
import { paths } from '../../../shared/site/routes'
import { nearScreen } from '../../styles/nearScreen'
import { sidePadding } from '../layout'
import { lightSerif } from '../typography'

/**
 * Below the first screen on every page: rendered as it nears it. Room under its last
 * line for the floating chat button at the end of the page.
 */
const Wrap = styled('footer')`
  ${nearScreen(480)}
  ${sidePadding}
  padding-top: 64px;
  padding-bottom: ${layout.fab.size + 2 * layout.fab.offset}px;
  ${upTo(breakpoints.headerNarrow)} {
    padding-bottom: ${layout.fab.phone.size + 2 * layout.fab.phone.offset}px;
  }
  background: ${palette.grafito};
  color: ${palette.white};
  font-size: 0.9375rem;
`

const Row = styled('div')`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 32px;
  ${upTo(breakpoints.footerStack)} {
    flex-direction: column;
    align-items: flex-start;
    gap: 24px;
  }
`

const Brand = styled('p')`
  ${lightSerif('1.75rem')}
`

const Links = styled('ul')`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  ${upTo(breakpoints.footerStack)} {
    flex-direction: column;
  }
  a {
    display: inline-block;
    padding: 6px 0;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    font-size: 0.8125rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  a:focus-visible {
    outline-color: ${palette.white};
  }
`

const Legal = styled('p')`
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid ${palette.roseDeep};
  font-size: 0.875rem;
`

/**
 * Footer: brand and e-mail, links (contact, terms, FAQs, Instagram) and the
 * copyright line, stacked at 850px or less.
 */
export function Footer() {
  const year = new Date().getFullYear()
  return (
    <Wrap>
      <Row>
        <div>
          <Brand>{owner.brand}</Brand>
          <p>
            <a href={`mailto:${owner.email}`}>{owner.email}</a>
          </p>
        </div>
        <nav aria-label="Pie de página">
          <Links>
            <li>
              <Link href={paths.contact}>CONTACT</Link>
            </li>
            <li>
              <Link href={paths.faqs}>Terminos y políticas de privacidad</Link>
            </li>
            <li>
              <Link href={paths.faqs}>Preguntas frecuentes</Link>
            </li>
            <li>
              <Link href={paths.journal()}>Diario</Link>
            </li>
            <li>
              <a href={owner.socialUrl} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          </Links>
        </nav>
      </Row>
      <Legal>
        © {owner.since}–{year} {owner.brand} · todos los derechos reservados
      </Legal>
    </Wrap>
  )
}
