import { styled } from 'goober'
import { Link } from 'wouter'
import {
  familySectionLabels,
  familySections,
  type FamilySection,
} from '../../../shared/content/services'
import { breakpoints, easeOut, fonts, palette, under } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'

// Under the page's opening, on its content column.
const Nav = styled('nav')`
  margin-top: 32px;
`

/**
 * One segmented row on a hairline; on a phone, two by two, so every section shows
 * whole and none hides past the edge.
 */
const Row = styled('ul')`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${palette.orchid};
  overflow-x: auto;
  scrollbar-width: none;
  li {
    flex: 1 0 auto;
  }
  a {
    display: block;
    padding: 18px 20px 16px;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    font-family: ${fonts.sans};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-align: center;
    text-transform: uppercase;
    text-decoration: none;
    white-space: nowrap;
    color: ${palette.roseDeep};
    transition:
      color 200ms ${easeOut},
      border-color 200ms ${easeOut};
  }
  a:hover {
    color: ${palette.grafito};
  }
  a[aria-current='page'] {
    color: ${palette.grafito};
    border-bottom-color: ${palette.grafito};
  }
  a:focus-visible {
    outline-offset: -2px;
  }
  ${under(breakpoints.headerNarrow)} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    overflow: visible;
    border-bottom: 0;
    li {
      display: flex;
      border-bottom: 1px solid ${palette.orchid};
    }
    a {
      flex: 1;
      display: flex;
      align-items: center;
      justify-content: center;
      white-space: normal;
      padding-inline: 8px;
    }
  }
`

/**
 * The families sections as links: each has its own address and prerendered page,
 * so the row works before any script and the browser's back button steps through it.
 * The current one is marked for screen readers too (aria-current).
 */
export function SectionSwitcher({ current }: { current: FamilySection }) {
  return (
    <Nav aria-label="Sesiones de familia">
      <Row>
        {familySections.map((s) => (
          <li key={s}>
            <Link href={paths.families(s)} aria-current={s === current ? 'page' : undefined}>
              {familySectionLabels[s]}
            </Link>
          </li>
        ))}
      </Row>
    </Nav>
  )
}
