import { styled } from 'goober'
import { useParams } from 'wouter'
import { journalKindLabels, neighbours, relatedEntries } from '../../shared/content/journal'
import { journalEntries } from '../../shared/content/journal-entries'
import { longSpanishDate } from '../../shared/dates'
import { fonts, layout, palette } from '../../shared/design'
import { paths, type routePatterns } from '../../shared/routes'
import { AuthorCard } from '../components/journal/AuthorCard'
import { BookSession, EntryNeighbours, RelatedStories } from '../components/journal/EntryClose'
import { EntryStory, leadSizes } from '../components/journal/EntryStory'
import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle, TextLink } from '../components/typography'
import { OpenButton } from '../components/work/Gallery'
import { SessionFacts } from '../components/work/SessionFacts'
import { ReactIsland } from '../islands/Island'

const measure = `${layout.storyMeasureEm}em`

const Article = styled('article')`
  font-size: 1.125rem;
  header {
    max-width: 44rem;
    margin: 0 auto 48px;
    text-align: center;
    font-size: 1rem;
  }
  time {
    display: block;
    margin-top: 16px;
    color: ${palette.roseDeep};
  }
  .summary {
    margin: 24px auto 0;
    max-width: 36rem;
    font-size: 1.25rem;
    /* Above the cover: laid out once, in the face it first gets. */
    font-family: ${fonts.sansSteady};
  }
  .cover {
    max-width: ${layout.storyWide}px;
    margin: 0 auto 48px;
  }
  .cover > button {
    width: 100%;
  }
  .cover img {
    height: auto;
  }
  .facts,
  .after {
    max-width: ${measure};
    margin: 0 auto 48px;
  }
  .facts {
    font-size: 1rem;
  }
  .after {
    margin-top: 56px;
    margin-bottom: 0;
  }
  .back {
    margin-top: 32px;
  }
`

/**
 * A journal entry: its story with its photos (a lightbox like a work's), who wrote it,
 * the stories around it and of its kind, and how to book a session like it.
 */
export default function JournalEntry() {
  const { slug } = useParams<typeof routePatterns.journalEntry>()
  const entry = journalEntries.find((e) => e.slug === slug)
  // Only published entries are prerendered; the Worker sends any other address to the list.
  if (!entry) return null
  const { newer, older } = neighbours(journalEntries, entry)
  return (
    <>
      <Section>
        <Inner>
          <Article aria-labelledby="entrada-titulo">
            {/* Her title, of any length, opens the page above its photo: the build preloads
                the fonts here, and its summary takes the steady sans (no swap, no rewrap). */}
            <header data-fonts-first="">
              <Kicker>{journalKindLabels[entry.kind].toUpperCase()}</Kicker>
              <PageTitle id="entrada-titulo">{entry.title}</PageTitle>
              <time dateTime={entry.date}>{longSpanishDate(entry.date)}</time>
              <p className="summary">{entry.summary}</p>
            </header>
            <ReactIsland
              name="workGallery"
              when="interaction"
              props={{ title: entry.title, photos: entry.photos }}
            >
              <div className="cover">
                <OpenButton image={entry.coverKey} index={0} sizes={leadSizes} priority />
              </div>
              <SessionFacts
                className="facts"
                service={journalKindLabels[entry.kind]}
                place={entry.place}
              />
              <EntryStory entry={entry} />
            </ReactIsland>
            <div className="after">
              <AuthorCard />
              <p className="back">
                <TextLink href={paths.journal()}>VOLVER AL DIARIO</TextLink>
              </p>
            </div>
          </Article>
          <EntryNeighbours newer={newer} older={older} />
        </Inner>
      </Section>
      <RelatedStories entry={entry} related={relatedEntries(journalEntries, entry)} />
      <BookSession entry={entry} />
    </>
  )
}
