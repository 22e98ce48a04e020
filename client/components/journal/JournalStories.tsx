import { styled } from 'goober'
import type { JournalKind } from '../../../shared/content/journal'
import { journalEntries } from '../../../shared/content/journal-entries'
import { breakpoints, over } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { Inner, Section } from '../layout'
import { SectionTitle, TextLink } from '../typography'
import { JournalList } from './JournalList'

const Actions = styled('div')`
  margin-top: 40px;
  ${over(breakpoints.serviceMobileHero)} {
    text-align: right;
  }
`

/** Up to three journal stories of one kind of session, newest first, laid out as the journal lays them; nothing if none. */
export function JournalStories({ kind }: { kind: JournalKind }) {
  const stories = journalEntries.filter((entry) => entry.kind === kind).slice(0, 3)
  if (!stories.length) return null
  return (
    <Section aria-labelledby="diario">
      <Inner>
        <SectionTitle id="diario" style={{ marginBottom: 48 }}>
          Historias del diario
        </SectionTitle>
        <JournalList entries={stories} />
        <Actions>
          <TextLink href={paths.journal()}>VER EL DIARIO</TextLink>
        </Actions>
      </Inner>
    </Section>
  )
}
