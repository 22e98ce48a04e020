/**
 * The journal's filters by kind of session, apart from the entries and their Markdown
 * so the route table's catalog (and the Worker) can name them without bundling either.
 */
import type { JournalKind } from './schema/journal'

/**
 * The journal's filters, one page each (/diario/tipo/<slug>): the kinds of session a
 * visitor looks for. Babies and first years are family sessions; the studio's own
 * entries show on the whole list only.
 */
export const journalFilters = [
  { slug: 'recien-nacido', label: 'Recién nacido', kinds: ['recienNacido'] },
  { slug: 'embarazo', label: 'Embarazo', kinds: ['embarazo'] },
  { slug: 'familias', label: 'Familias', kinds: ['family', 'bebes', 'year'] },
  { slug: 'marcas', label: 'Marcas', kinds: ['brands'] },
] as const satisfies readonly { slug: string; label: string; kinds: readonly JournalKind[] }[]
export type JournalFilter = (typeof journalFilters)[number]

export const journalFilterBySlug = (slug: string): JournalFilter | undefined =>
  journalFilters.find((filter) => filter.slug === slug)

/** The entries a filter shows, in their order. */
export const filteredEntries = <E extends { kind: JournalKind }>(
  entries: readonly E[],
  filter: JournalFilter,
): E[] => entries.filter((entry) => (filter.kinds as readonly JournalKind[]).includes(entry.kind))

