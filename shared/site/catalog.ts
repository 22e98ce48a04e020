/**
 * The route table answered with the real content: which works, sections and
 * products exist, and every path the build prerenders. Used by the Worker and the
 * build; the client's first-load bundle never imports it (see shapeCatalog).
 */
import { portfolioSections, works } from '../content/portfolio'
import { products } from '../content/products'
import { familySections } from '../content/services'
import { journalFilters } from '../content/journal-kinds'
import {
  isPortfolioSection,
  paths,
  resolvePath,
  routes,
  shapeCatalog,
  type Catalog,
  type RouteKey,
  type RoutePattern,
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

/** The routes whose pattern has parameters: each names its paths below. */
type RouteWithParams = {
  [K in RouteKey]: RoutePattern<K> extends `${string}:${string}` ? K : never
}[RouteKey]

/**
 * The paths of each route with parameters, expanded over the content. The journal's
 * (its list too) come with its entries, which only the build reads (shared/content/journal-feed.ts).
 */
const pathsOf: Record<RouteWithParams | 'journal', () => readonly string[]> = {
  serviceDetail: () => [
    paths.families(),
    ...familySections.map((s) => paths.families(s)),
    paths.brands,
  ],
  portfolio: () => portfolioSections.filter(sectionHasWorks).map(paths.portfolio),
  work: () => works.map((w) => paths.work(w.id)),
  product: () => products.map((p) => paths.product(p.hash)),
  productContact: () => products.map((p) => paths.productContact(p.hash)),
  journal: () => [],
  journalPage: () => [],
  journalKind: () => [],
  journalEntry: () => [],
}

/** Every route of the table expanded over its known parameters: what the build prerenders. */
export const prerenderPaths = (): string[] =>
  (Object.keys(routes) as RouteKey[]).flatMap((key) =>
    Object.hasOwn(pathsOf, key) ? pathsOf[key as keyof typeof pathsOf]() : [routes[key].pattern],
  )

/** The screen that renders a path: its route, or the route whose page shows "not found". */
export function routeKeyOf(path: string): RouteKey {
  const r = resolvePath(path, contentCatalog)
  if (r.kind === 'page') return r.route
  if (r.kind === 'notFound') return r.page === 'service' ? 'serviceDetail' : 'product'
  return 'home'
}
