import { styled } from 'goober'
import { useParams } from 'wouter'
import {
  filteredEntries,
  journalFilterBySlug,
  journalPageCount,
  journalPageSize,
} from '../../shared/content/journal'
import { journalEntries } from '../../shared/content/journal-entries'
import { journalAuthor, journalOpeningImage } from '../../shared/content/journal-page'
import { palette } from '../../shared/site/design'
import {
  breadcrumbs,
  homeCrumb,
  journalDescription,
  journalTitle,
  type Crumb,
  type PageHead,
} from '../../shared/site/head'
import { paths } from '../../shared/site/routes'
import { SubscribeBlock } from '../components/about/SubscribeBlock'
import { WorkTogether } from '../components/home/WorkTogether'
import { JournalFilters } from '../components/journal/JournalFilters'
import { JournalList } from '../components/journal/JournalList'
import { Inner, Section } from '../components/layout'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { TextLink } from '../components/typography'

const Pages = styled('nav')`
  display: flex;
  justify-content: space-between;
  gap: 24px;
  margin-top: 72px;
  padding-top: 32px;
  border-top: 1px solid ${palette.orchid};
`

/**
 * The journal: its entries newest first, twelve a page, or one kind of session's
 * (/diario/tipo/<kind>); then her portrait with the newsletter, and a way to book.
 */
export default function Journal() {
  const { page: pageParam, kind } = useParams<{ page?: string; kind?: string }>()
  const filter = kind ? journalFilterBySlug(kind) : undefined
  const page = Number(pageParam ?? 1)
  const entries = filter ? filteredEntries(journalEntries, filter) : journalEntries
  // A kind's page lists all its entries; the whole journal goes by pages.
  const pages = filter ? 1 : journalPageCount(entries)
  const shown = filter
    ? entries
    : entries.slice((page - 1) * journalPageSize, page * journalPageSize)
  return (
    <>
      <PageOpening
        titleId="diario-titulo"
        image={journalOpeningImage}
        kicker={filter ? `Historias · ${filter.label}` : 'Historias'}
        title={journalTitle}
      >
        <Lead>
          Cómo fueron algunas sesiones, contadas con sus fotos: por si te estás imaginando la tuya.
        </Lead>
      </PageOpening>
      <Section style={{ paddingTop: 0 }}>
        <Inner>
          <JournalFilters current={filter} />
          {shown.length ? (
            <JournalList entries={shown} />
          ) : (
            <p>
              {filter
                ? `Todavía no hay historias de ${filter.label.toLowerCase()}: muy pronto.`
                : 'Muy pronto, las primeras historias.'}
            </p>
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
      {/* The list's readers come for the stories: the form's script waits until one reaches for it. */}
      <SubscribeBlock signature={journalAuthor} when="interaction" />
      <WorkTogether />
    </>
  )
}

export const head: PageHead<'journal' | 'journalPage' | 'journalKind'> = (at) => {
  const list: Crumb = [journalTitle, paths.journal()]
  if (at.route === 'journalKind') {
    const label = journalFilterBySlug(at.params.kind)?.label ?? 'Historias'
    return {
      title: `${journalTitle}: ${label.toLowerCase()}`,
      description: `Historias de sesiones de ${label.toLowerCase()} en Canning: cómo fueron, contadas en fotos.`,
      feed: true,
      jsonLd: [breadcrumbs(at.origin, [homeCrumb, list, [label, at.path]])],
    }
  }
  const page = at.route === 'journal' ? 1 : Number(at.params.page)
  return {
    title: `${journalTitle}${page > 1 ? `, página ${page}` : ''}`,
    description: journalDescription,
    feed: true,
    jsonLd: [
      breadcrumbs(
        at.origin,
        page > 1 ? [homeCrumb, list, [`Página ${page}`, at.path]] : [homeCrumb, list],
      ),
    ],
  }
}
