import { styled } from 'goober'
import { useParams } from 'wouter'
import { journalPageCount, journalPageSize } from '../../shared/content/journal'
import { journalEntries } from '../../shared/content/journal-entries'
import { breakpoints, palette, upTo } from '../../shared/design'
import { journalTitle } from '../../shared/head'
import { paths } from '../../shared/routes'
import { EntryCard } from '../components/journal/EntryCard'
import { contentSizes, Inner, Section } from '../components/layout'
import { Kicker, PageTitle, TextLink } from '../components/typography'

const Head = styled('header')`
  max-width: 720px;
  margin-bottom: 64px;
  .lead {
    margin-top: 24px;
    font-size: 1.125rem;
  }
`

const Grid = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 64px 40px;
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${upTo(breakpoints.headerNarrow)} {
    grid-template-columns: 1fr;
  }
`

const Pages = styled('nav')`
  display: flex;
  justify-content: space-between;
  gap: 24px;
  margin-top: 72px;
  padding-top: 32px;
  border-top: 1px solid ${palette.orchid};
`

const cardSizes = contentSizes(breakpoints.headerNarrow, '30vw')

/** The journal: its entries, newest first, twelve a page. */
export default function Journal() {
  const { page: pageParam } = useParams<{ page?: string }>()
  const page = Number(pageParam ?? 1)
  const pages = journalPageCount(journalEntries)
  const shown = journalEntries.slice((page - 1) * journalPageSize, page * journalPageSize)
  return (
    <Section>
      <Inner>
        <Head>
          <Kicker>Historias</Kicker>
          <PageTitle>{journalTitle}</PageTitle>
          <p className="lead">
            Cómo fueron algunas sesiones, contadas con sus fotos: por si te estás imaginando la
            tuya.
          </p>
        </Head>
        {shown.length ? (
          <Grid>
            {shown.map((entry) => (
              <li key={entry.slug}>
                <EntryCard entry={entry} sizes={cardSizes} />
              </li>
            ))}
          </Grid>
        ) : (
          <p>Muy pronto, las primeras historias.</p>
        )}
        {pages > 1 ? (
          <Pages aria-label="Páginas del diario">
            {page > 1 ? (
              <TextLink href={paths.journal(page - 1)} rel="prev">
                ← MÁS NUEVAS
              </TextLink>
            ) : (
              <span />
            )}
            <span>
              Página {page} de {pages}
            </span>
            {page < pages ? (
              <TextLink href={paths.journal(page + 1)} rel="next">
                MÁS ANTERIORES →
              </TextLink>
            ) : (
              <span />
            )}
          </Pages>
        ) : null}
      </Inner>
    </Section>
  )
}
