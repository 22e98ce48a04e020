import { styled } from 'goober'
import { useParams } from 'wouter'
import { journalKindLabels, neighbours, relatedEntries } from '../../shared/content/journal'
import { journalEntries } from '../../shared/content/journal-entries'
import { longSpanishDate } from '../../shared/format/dates'
import { fonts, layout, palette } from '../../shared/site/design'
import { paths, type RoutePattern } from '../../shared/site/routes'
import { AuthorCard } from '../components/journal/AuthorCard'
import { BookSession, EntryNeighbours, RelatedStories } from '../components/journal/EntryClose'
import { EntryStory } from '../components/journal/EntryStory'
import { Inner, Section } from '../components/layout'
import { PageOpening } from '../components/media/PageOpening'
import { TextLink } from '../components/typography'
import { SessionFacts } from '../components/work/SessionFacts'
import { ReactIsland } from '../islands/Island'
import {
  breadcrumbs,
  homeCrumb,
  journalDescription,
  journalTitle,
  type PageHead,
} from '../../shared/site/head'
import { journalPosting } from '../../shared/content/journal-feed'

const measure = `${layout.storyMeasureEm}em`
/**
 * Her cover fills a frame of another shape (across the screen, 3:4 on a phone): keep its
 * upper part, where faces usually are, when an upright photo is cut to a wide frame.
 */
const coverPosition = '50% 30%'

const Article = styled('article')`
  font-size: 1.125rem;
  time {
    display: block;
    margin-top: 24px;
    font-size: 1rem;
    color: ${palette.roseDeep};
  }
  .summary {
    margin-top: 16px;
    max-width: 36rem;
    font-size: 1.25rem;
    /* Laid out once, in the face it first gets: on a phone the story starts under it. */
    font-family: ${fonts.sansSteady};
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
  const { slug } = useParams<RoutePattern<'journalEntry'>>()
  const entry = journalEntries.find((e) => e.slug === slug)
  // Only published entries are prerendered; the Worker sends any other address to the list.
  if (!entry) return null
  const { newer, older } = neighbours(journalEntries, entry)
  return (
    <>
      <Article aria-labelledby="entrada-titulo">
        {/* Her cover, at every width (the one photo she chose to open the story), and her
            title of any length over its foot: the build preloads the fonts for it. */}
        <PageOpening
          titleId="entrada-titulo"
          image={entry.coverKey}
          phoneImage={entry.coverKey}
          position={coverPosition}
          kicker={journalKindLabels[entry.kind].toUpperCase()}
          title={entry.title}
          fontsFirst
        >
          <time dateTime={entry.date}>{longSpanishDate(entry.date)}</time>
          <p className="summary">{entry.summary}</p>
        </PageOpening>
        <Section style={{ paddingTop: 0 }}>
          <Inner>
            {/* The lightbox opens on the cover too: the first of its photos. */}
            <ReactIsland
              name="workGallery"
              when="interaction"
              props={{ title: entry.title, photos: entry.photos }}
            >
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
            <EntryNeighbours newer={newer} older={older} />
          </Inner>
        </Section>
      </Article>
      <RelatedStories entry={entry} related={relatedEntries(journalEntries, entry)} />
      <BookSession entry={entry} />
    </>
  )
}

/** An entry's head; `shareImage`, the photo the build shares it with, is its cover. */
export const head: PageHead<'journalEntry'> = ({ params, path, origin, shareImage }) => {
  const entry = journalEntries.find((e) => e.slug === params.slug)
  // An address of no entry (npm run dev renders any well-formed one) is named by itself.
  if (!entry) return { title: `Diario: ${params.slug}`, description: journalDescription }
  return {
    title: entry.title,
    description: entry.summary,
    ogType: 'article',
    feed: true,
    jsonLd: [
      journalPosting(entry, `${origin}${path}`, origin, shareImage),
      breadcrumbs(origin, [homeCrumb, [journalTitle, paths.journal()], [entry.title, path]]),
    ],
  }
}
