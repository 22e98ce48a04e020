import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { breakpoints, layout, over, palette, upTo } from '../../../shared/site/design'
import { Inner, Section, splitColumns } from '../layout'
import { titledItemsOf } from '../Prose'
import { lightSerif, SectionTitle } from '../typography'
import { ruledList } from '../../styles/ruledList'

// Beside the list (wide screens), the heading and a client's words under it stay in view
// while the points scroll past. Only there: stacked above the list, a stuck heading would
// sit on the points under it.
const Layout = styled('div')`
  ${splitColumns('narrow', 'second', upTo(breakpoints.gallery))}
  ${over(breakpoints.gallery)} {
    > :first-child {
      position: sticky;
      top: ${layout.headerHeight + 24}px;
      align-self: start;
    }
  }
`

// A pull quote: her client's words in the serif's italic, a size under the heading.
const Quote = styled('figure')`
  margin-top: clamp(32px, 4vw, 56px);
  padding-left: 24px;
  border-left: 1px solid ${palette.rose};
  blockquote {
    margin: 0;
    ${lightSerif('clamp(1.25rem, 1.8vw, 1.5rem)', 1.35)}
    font-style: italic;
    text-wrap: pretty;
  }
  figcaption {
    margin-top: 16px;
    font-size: 0.875rem;
  }
`

const Points = styled('ol')`
  ${ruledList('1.75rem 0')}
  counter-reset: punto;
  li {
    counter-increment: punto;
    display: grid;
    grid-template-columns: 4rem minmax(0, 1fr);
    gap: 0 1.5rem;
  }
  li::before {
    content: counter(punto, decimal-leading-zero);
    grid-row: span 2;
    ${lightSerif('2rem', 1)}
    color: ${palette.rose};
  }
  h3 {
    margin-bottom: 0.5rem;
  }
`

/** Why we make a good team: five numbered points, and a client's words beside them. */
export function GoodTeam() {
  const team = aboutContent.team
  return (
    <Section aria-labelledby="buen-equipo">
      <Inner>
        <Layout>
          <div>
            <SectionTitle id="buen-equipo">{team.title}</SectionTitle>
            <Quote>
              <blockquote>
                <p>“{team.quote.text}”</p>
              </blockquote>
              <figcaption>{team.quote.author}</figcaption>
            </Quote>
          </div>
          <Points>{titledItemsOf(team.points)}</Points>
        </Layout>
      </Inner>
    </Section>
  )
}
