import { styled } from 'goober'
import { useParams } from 'wouter'
import { journalPageCount, journalPageSize } from '../../shared/content/journal'
import { journalEntries } from '../../shared/content/journal-entries'
import { palette } from '../../shared/design'
import { journalTitle } from '../../shared/head'
import { paths } from '../../shared/routes'
import { EntryCards } from '../components/journal/EntryCards'
import { Inner, Section } from '../components/layout'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { TextLink } from '../components/typography'

/**
 * The photo the journal opens with: a key of content/images.json, so she changes it by
 * uploading another photo (and its -mobile crop) under that name.
 */
const journalOpeningImage = 'opening-diario'

const Pages = styled('nav')`
  display: flex;
  justify-content: space-between;
  gap: 24px;
  margin-top: 72px;
  padding-top: 32px;
  border-top: 1px solid ${palette.orchid};
`

/** The journal: its entries, newest first, twelve a page. */
export default function Journal() {
  const { page: pageParam } = useParams<{ page?: string }>()
  const page = Number(pageParam ?? 1)
  const pages = journalPageCount(journalEntries)
  const shown = journalEntries.slice((page - 1) * journalPageSize, page * journalPageSize)
  return (
    <>
      <PageOpening
        titleId="diario-titulo"
        image={journalOpeningImage}
        kicker="Historias"
        title={journalTitle}
      >
        <Lead>
          Cómo fueron algunas sesiones, contadas con sus fotos: por si te estás imaginando la tuya.
        </Lead>
      </PageOpening>
      <Section style={{ paddingTop: 0 }}>
        <Inner>
          {shown.length ? (
            <EntryCards entries={shown} rowGap={64} />
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
    </>
  )
}
