import { styled } from 'goober'
import { useParams } from 'wouter'
import { journalFamilySection, journalKindLabels } from '../../shared/content/journal'
import { journalEntries } from '../../shared/content/journal-entries'
import { longSpanishDate } from '../../shared/dates'
import { breakpoints, fonts, layout, palette, upTo } from '../../shared/design'
import { whatsappHref } from '../../shared/insight'
import { paths, type routePatterns } from '../../shared/routes'
import { whatsappGreeting } from '../../shared/whatsapp'
import { contentSizes, Inner, Section } from '../components/layout'
import { ButtonLink, ExternalButton, Kicker, PageTitle, TextLink } from '../components/typography'
import { OpenButton } from '../components/work/Gallery'
import { ReactIsland } from '../islands/Island'
import type { JournalKind } from '../../shared/content/journal'

const Article = styled('article')`
  max-width: ${layout.readingColumn}px;
  margin: 0 auto;
  header {
    margin-bottom: 40px;
  }
  time {
    display: block;
    margin-top: 16px;
    color: ${palette.roseDeep};
  }
  .summary {
    margin-top: 24px;
    font-size: 1.25rem;
  }
  .cover {
    margin: 0 0 48px;
  }
  .cover > button,
  .story > button {
    width: 100%;
  }
  .cover img,
  .story img {
    height: auto;
  }
  .story p,
  .story ul,
  .story ol,
  .story blockquote {
    margin: 0 0 24px;
  }
  .story h2 {
    margin: 48px 0 16px;
  }
  .story h3 {
    margin: 32px 0 12px;
  }
  .story blockquote {
    padding-left: 24px;
    border-left: 2px solid ${palette.orchid};
    font-family: ${fonts.serif};
    font-size: 1.375rem;
  }
  .story a {
    text-underline-offset: 0.15em;
  }
  .story > button {
    margin: 16px 0 40px;
  }
`

const Close = styled('aside')`
  max-width: ${layout.readingColumn}px;
  margin: 72px auto 0;
  padding-top: 40px;
  border-top: 1px solid ${palette.orchid};
  p {
    margin: 12px 0 24px;
  }
  p a {
    text-underline-offset: 0.15em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
  .back {
    margin-top: 32px;
  }
  ${upTo(breakpoints.headerNarrow)} {
    .actions > a {
      flex: 1 1 100%;
    }
  }
`

/** The service page that tells more about a kind of session, as the close names it. */
function servicePage(kind: JournalKind): { href: string; text: string } {
  const section = journalFamilySection[kind]
  if (section)
    return {
      href: paths.families(section),
      text: `la sesión de ${journalKindLabels[kind].toLowerCase()}`,
    }
  if (kind === 'brands') return { href: paths.brands, text: 'la fotografía para marcas' }
  if (kind === 'studio') return { href: paths.studio, text: 'el estudio' }
  return { href: paths.families(), text: 'la fotografía de familia' }
}

const photoSizes = contentSizes(layout.readingColumn, `${layout.readingColumn}px`)

/** A journal entry: its story with its photos (a lightbox like a work's), then what next. */
export default function JournalEntry() {
  const { slug } = useParams<typeof routePatterns.journalEntry>()
  const entry = journalEntries.find((e) => e.slug === slug)
  // Only published entries are prerendered; the Worker sends any other address to the list.
  if (!entry) return null
  const service = servicePage(entry.kind)
  const path = paths.journalEntry(entry.slug)
  return (
    <Section>
      <Inner>
        <Article aria-labelledby="entrada-titulo">
          <header>
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
              <OpenButton image={entry.coverKey} index={0} sizes={photoSizes} priority />
            </div>
            <div className="story">
              {entry.blocks.map((block, i) =>
                'photo' in block ? (
                  <OpenButton
                    key={i}
                    image={block.photo}
                    index={entry.photos.indexOf(block.photo)}
                    sizes={photoSizes}
                  />
                ) : (
                  // Rendered from her Markdown at build time, raw HTML off (shared/content/journal.ts).
                  // oxlint-disable-next-line react/no-danger
                  <div
                    key={i}
                    style={{ display: 'contents' }}
                    dangerouslySetInnerHTML={{ __html: block.html }}
                  />
                ),
              )}
            </div>
          </ReactIsland>
        </Article>
        <Close aria-label="Tu sesión">
          <Kicker>TU SESIÓN</Kicker>
          <p>
            ¿Te imaginás una sesión así? Mirá cómo es <a href={service.href}>{service.text}</a>, o
            escribime y lo charlamos.
          </p>
          <div className="actions">
            <ButtonLink $solid href={paths.contact}>
              QUIERO MI SESIÓN
            </ButtonLink>
            <ExternalButton
              href={whatsappHref(path, whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              ESCRIBIME POR WHATSAPP
            </ExternalButton>
          </div>
          <p className="back">
            <TextLink href={paths.journal()}>VOLVER AL DIARIO</TextLink>
          </p>
        </Close>
      </Inner>
    </Section>
  )
}
