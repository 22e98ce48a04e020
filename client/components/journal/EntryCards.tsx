import { styled } from 'goober'
import { longSpanishDate } from '../../../shared/dates'
import { journalKindLabels, type JournalEntry } from '../../../shared/content/journal'
import { breakpoints, palette, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { contentSizes } from '../layout'
import { Picture } from '../media/Picture'
import { photoCard } from '../../styles/photoCard'

const Card = styled('a')`
  ${photoCard('4 / 3')}
  .summary {
    display: block;
    margin-top: 8px;
  }
  time {
    display: block;
    margin-top: 8px;
    font-size: 0.9375rem;
    color: ${palette.roseDeep};
  }
`

const Grid = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  column-gap: 40px;
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${upTo(breakpoints.headerNarrow)} {
    grid-template-columns: 1fr;
  }
`

const cardSizes = contentSizes(breakpoints.headerNarrow, '30vw')

/** Journal entries as cards, three a row on a wide screen, two, then one on a phone. */
export function EntryCards({ entries, rowGap }: { entries: JournalEntry[]; rowGap: number }) {
  return (
    <Grid style={{ rowGap }}>
      {entries.map((entry) => (
        <li key={entry.slug}>
          <EntryCard entry={entry} sizes={cardSizes} />
        </li>
      ))}
    </Grid>
  )
}

/** A journal entry in a list: cover, kind in small caps, title, summary and date. */
function EntryCard({ entry, sizes }: { entry: JournalEntry; sizes: string }) {
  return (
    <Card href={paths.journalEntry(entry.slug)}>
      <span className="frame">
        <Picture image={entry.coverKey} sizes={sizes} />
      </span>
      <span className="label">{journalKindLabels[entry.kind]}</span>
      <span className="title">{entry.title}</span>
      <span className="summary">{entry.summary}</span>
      <time dateTime={entry.date}>{longSpanishDate(entry.date)}</time>
    </Card>
  )
}
