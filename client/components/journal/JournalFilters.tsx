import { styled } from 'goober'
import { journalFilters, type JournalFilter } from '../../../shared/content/journal-kinds'
import { fonts, layout, palette } from '../../../shared/site/design'
import { phoneList } from '../../styles/photoRhythm'
import { paths } from '../../../shared/site/routes'

const { narrow } = layout.sidePadding

const Row = styled('nav')`
  margin: 0 0 clamp(40px, 5vw, 64px);
  border-bottom: 1px solid ${palette.orchid};
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: clamp(20px, 3vw, 40px);
    margin: 0;
    padding: 0;
    list-style: none;
    white-space: nowrap;
  }
  a {
    display: block;
    padding: 14px 0 12px;
    border-bottom: 2px solid transparent;
    font-family: ${fonts.sans};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    text-decoration: none;
    color: ${palette.roseDeep};
  }
  a:hover,
  a[aria-current='page'] {
    color: ${palette.grafito};
    border-bottom-color: ${palette.grafito};
  }
  /*
   * A phone keeps the kinds on one line that scrolls sideways, out to the screen's edges so
   * the last one cut by the edge says there is more; no scrollbar takes room under it. Tab
   * reaches every link and the browser scrolls it into view; the focus ring is drawn inside,
   * where the scroller does not clip it.
   */
  ${phoneList} {
    margin-left: -${narrow}px;
    margin-right: -${narrow}px;
    ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      padding: 0 ${narrow}px;
      scroll-padding-inline: ${narrow}px;
      scrollbar-width: none;
    }
    ul::-webkit-scrollbar {
      display: none;
    }
    a:focus-visible {
      outline-offset: -2px;
    }
    /* A kind's own page opens the row on its link, where the browser can. */
    a[aria-current='page'] {
      scroll-initial-target: nearest;
    }
  }
`

/** The journal's kinds of session as plain links, the current one marked: pages of their own. */
export function JournalFilters({ current }: { current?: JournalFilter }) {
  const links = [
    { href: paths.journal(), label: 'Todas', here: !current },
    ...journalFilters.map((filter) => ({
      href: paths.journalKind(filter.slug),
      label: filter.label,
      here: filter === current,
    })),
  ]
  return (
    <Row aria-label="Historias por tipo de sesión">
      <ul>
        {links.map(({ href, label, here }) => (
          <li key={href}>
            <a href={href} aria-current={here ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </Row>
  )
}
