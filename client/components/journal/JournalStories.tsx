import { styled } from 'goober'
import type { JournalKind } from '../../../shared/content/journal'
import { journalEntries } from '../../../shared/content/journal-entries'
import { breakpoints, over, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { contentSizes, Inner, Section } from '../layout'
import { SectionTitle, TextLink } from '../typography'
import { EntryCard } from './EntryCard'

const Cards = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 48px 40px;
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${upTo(breakpoints.headerNarrow)} {
    grid-template-columns: 1fr;
  }
`

const Actions = styled('div')`
  margin-top: 40px;
  ${over(breakpoints.serviceMobileHero)} {
    text-align: right;
  }
`

const cardSizes = contentSizes(breakpoints.headerNarrow, '30vw')

/** Up to three journal stories of one kind of session, newest first; nothing if none. */
export function JournalStories({ kind }: { kind: JournalKind }) {
  const stories = journalEntries.filter((entry) => entry.kind === kind).slice(0, 3)
  if (!stories.length) return null
  return (
    <Section aria-labelledby="diario">
      <Inner>
        <SectionTitle id="diario" style={{ marginBottom: 48 }}>
          Historias del diario
        </SectionTitle>
        <Cards>
          {stories.map((entry) => (
            <li key={entry.slug}>
              <EntryCard entry={entry} sizes={cardSizes} />
            </li>
          ))}
        </Cards>
        <Actions>
          <TextLink href={paths.journal()}>VER EL DIARIO</TextLink>
        </Actions>
      </Inner>
    </Section>
  )
}
