/**
 * The route table answered with the real content: which works, sections and
 * products exist, and every path the build prerenders. Used by the Worker and the
 * build; the client's first-load bundle never imports it (see shapeCatalog).
 */
import { portfolioSections, works } from './content/portfolio'
import { products } from './content/products'
import { familySections } from './content/services'
import { journalFilters } from './content/journal-kinds'
import {
  isPortfolioSection,
  paths,
  resolvePath,
  shapeCatalog,
  type Catalog,
  type RouteKey,
} from './routes'

const sectionHasWorks = (s: string): boolean =>
  isPortfolioSection(s) && works.some((w) => w.category === s)

/** What the content really holds: the Worker and the build decide with this. */
export const contentCatalog: Catalog = {
  sectionHasWorks,
  hasWork: (id) => works.some((w) => String(w.id) === id),
  hasProduct: (hash) => products.some((p) => p.hash === hash),
  // The journal's entries are files the Worker does not bundle: a well-formed address is
  // an entry if its page was built (worker/site.ts sends the others to the list).
  hasJournalEntry: shapeCatalog.hasJournalEntry,
  hasJournalPage: shapeCatalog.hasJournalPage,
  hasJournalKind: (slug) => journalFilters.some((filter) => filter.slug === slug),
}

/** Every known route expanded over its known parameters: what the build prerenders. */
export function prerenderPaths(): string[] {
  return [
    paths.home,
    paths.about,
    paths.studio,
    paths.services,
    paths.families(),
    ...familySections.map((s) => paths.families(s)),
    paths.brands,
    ...portfolioSections.filter(sectionHasWorks).map(paths.portfolio),
    ...works.map((w) => paths.work(w.id)),
    paths.faqs,
    paths.contact,
    paths.shop,
    ...products.flatMap((p) => [paths.product(p.hash), paths.productContact(p.hash)]),
  ]
}

/** The screen that renders a path: its route, or the route whose page shows "not found". */
export function routeKeyOf(path: string): RouteKey {
  const r = resolvePath(path, contentCatalog)
  if (r.kind === 'page') return r.route
  if (r.kind === 'notFound') return r.page === 'service' ? 'serviceDetail' : 'product'
  return 'home'
}
