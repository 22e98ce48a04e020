import { styled } from 'goober'
import { longSpanishDate } from '../../../shared/dates'
import { journalKindLabels, type JournalEntry } from '../../../shared/content/journal'
import { easeOut, fonts, palette } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Picture } from '../media/Picture'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Card = styled('a')`
  display: block;
  text-decoration: none;
  .frame {
    display: block;
    aspect-ratio: 4 / 3;
    ${photoFrame}
  }
  img {
    ${photoFill}
    transition: transform 600ms ${easeOut};
  }
  &:hover img {
    transform: scale(1.02);
  }
  .kind {
    display: block;
    margin-top: 16px;
    font-family: ${fonts.sans};
    font-size: 1rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    font-variant-caps: all-small-caps;
    color: ${palette.roseDeep};
  }
  .title {
    display: block;
    margin-top: 4px;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.5rem, 2.2vw, 2rem);
    line-height: 1.15;
  }
  &:hover .title,
  &:focus-visible .title {
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
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

/** A journal entry in a list: cover, kind in small caps, title, summary and date. */
export function EntryCard({ entry, sizes }: { entry: JournalEntry; sizes: string }) {
  return (
    <Card href={paths.journalEntry(entry.slug)}>
      <span className="frame">
        <Picture image={entry.coverKey} sizes={sizes} />
      </span>
      <span className="kind">{journalKindLabels[entry.kind]}</span>
      <span className="title">{entry.title}</span>
      <span className="summary">{entry.summary}</span>
      <time dateTime={entry.date}>{longSpanishDate(entry.date)}</time>
    </Card>
  )
}
