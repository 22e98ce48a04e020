import { styled } from 'goober'
import { journalKindLabels, type JournalEntry } from '../../../shared/content/journal'
import { longSpanishDate } from '../../../shared/format/dates'
import { breakpoints, layout, over, palette, under } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { contentSizes, gridColumns } from '../layout'
import { Picture } from '../media/Picture'
import { photoCard } from '../../styles/photoCard'
import {
  bleedItem,
  phoneList,
  phoneRhythm,
  phoneSizes,
  type PhoneShape,
} from '../../styles/photoRhythm'

/** A card's place in the list: the lead (a wide 3:2 photo with its words beside it) or a half (4:5). */
type Shape = 'lead' | 'half'

/**
 * The list's shapes, so no row is left half empty: two entries are two halves; any
 * other count opens with the newest as the lead, then halves, and a last lone card
 * is wide like the lead.
 */
export function cardShapes(count: number): Shape[] {
  if (count === 2) return ['half', 'half']
  const shapes: Shape[] = Array.from({ length: count }, (_, i) => (i === 0 ? 'lead' : 'half'))
  if (count > 1 && (count - 1) % 2 === 1) shapes[count - 1] = 'lead'
  return shapes
}

/** On a phone the newest is across the screen, the rest in the list's rhythm after it. */
export function phoneShapes(count: number): PhoneShape[] {
  return count ? ['bleed', ...phoneRhythm(count - 1)] : []
}

/** Side by side from 900px: the lead's photo on eight columns, its words on four. */
const side = over(breakpoints.headerMedium - 0.02)

const Grid = styled('ul')`
  ${gridColumns}
  list-style: none;
  margin: 0;
  padding: 0;
  row-gap: clamp(56px, 7vw, 96px);
  > li {
    grid-column: span 6;
  }
  > li[data-shape='lead'] {
    grid-column: 1 / -1;
  }
  ${under(breakpoints.headerMedium)} {
    > li {
      grid-column: 1 / -1;
    }
  }
  /* A phone: the lead across the screen, then the rhythm of photoRhythm.ts. */
  ${phoneList} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    row-gap: 48px;
    > li[data-phone='pair'] {
      grid-column: auto;
    }
    > li[data-phone='bleed'] {
      ${bleedItem('.words')}
    }
  }
`

const Card = styled('a')`
  ${photoCard('4 / 5')}
  .words {
    display: block;
  }
  .summary {
    display: block;
    margin-top: 12px;
    max-width: 34em;
  }
  time {
    display: block;
    margin-top: 12px;
    font-size: 0.9375rem;
    color: ${palette.roseDeep};
  }
  &[data-shape='lead'] .frame {
    aspect-ratio: 3 / 2;
  }
  &[data-shape='lead'] .title {
    font-size: clamp(1.75rem, 3vw, 3rem);
    line-height: 1.1;
  }
  ${side} {
    &[data-shape='lead'] {
      ${gridColumns}
      align-items: end;
    }
    &[data-shape='lead'] .frame {
      grid-column: 1 / span 8;
    }
    &[data-shape='lead'] .words {
      grid-column: 9 / span 4;
    }
    &[data-shape='lead'] .label {
      margin-top: 0;
    }
  }
  /*
   * A phone: every photo upright, the lead's across the screen, so it is the largest; a
   * pair's words are its kind, title and date (the summary waits on the story's page).
   */
  ${phoneList} {
    &[data-phone] .frame {
      aspect-ratio: 4 / 5;
    }
    &[data-phone='bleed'] .title {
      font-size: clamp(1.75rem, 3vw, 3rem);
      line-height: 1.1;
    }
    &[data-phone='pair'] .title {
      font-size: 1.25rem;
    }
    &[data-phone='pair'] .summary {
      display: none;
    }
  }
`

const { wide } = layout.sidePadding
const content = `min(${layout.maxWidth}px, calc(100vw - ${2 * wide}px))`
const sizes: Record<Shape, string> = {
  lead: contentSizes(breakpoints.headerMedium, `calc(${content} * 0.64)`),
  half: contentSizes(breakpoints.headerMedium, `calc(${content} * 0.49)`),
}

/** The journal's entries as a photographer's blog shows them: a lead story, then two a row. */
export function JournalList({
  entries,
  priority,
}: {
  entries: readonly JournalEntry[]
  priority?: boolean
}) {
  const shapes = cardShapes(entries.length)
  const phone = phoneShapes(entries.length)
  return (
    <Grid aria-label="Historias">
      {entries.map((entry, i) => (
        <li key={entry.slug} data-shape={shapes[i]} data-phone={phone[i]}>
          <Card href={paths.journalEntry(entry.slug)} data-shape={shapes[i]} data-phone={phone[i]}>
            <span className="frame">
              <Picture
                image={entry.coverKey}
                sizes={`${phoneSizes[phone[i]!]}, ${sizes[shapes[i]!]}`}
                priority={priority && i === 0}
              />
            </span>
            <span className="words">
              <span className="label">{journalKindLabels[entry.kind]}</span>
              <span className="title">{entry.title}</span>
              <span className="summary">{entry.summary}</span>
              <time dateTime={entry.date}>{longSpanishDate(entry.date)}</time>
            </span>
          </Card>
        </li>
      ))}
    </Grid>
  )
}
