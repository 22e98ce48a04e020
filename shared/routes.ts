/**
 * The route table and the rules for paths outside it: an unknown service or
 * product gets a "not found" page, an unknown section of a service redirects to
 * the service, any other unknown path redirects home, and a trailing slash is
 * dropped. The client router, the prerender step and the Worker all read this
 * file; nothing else declares a path.
 */
import {
  ALL_SECTION,
  familySections,
  portfolioSections,
  type FamilySection,
  type PortfolioSection,
} from './content/sections'

/** wouter patterns, one per screen of the site. */
export const routePatterns = {
  home: '/',
  about: '/about',
  studio: '/studio',
  services: '/services',
  serviceDetail: '/services/:serviceId/:serviceSection',
  portfolio: '/portfolio/:section',
  work: '/work/:id',
  faqs: '/faqs',
  contact: '/contact',
  shop: '/shop',
  product: '/shop/:productId',
  productContact: '/shop/:productId/contact',
  journal: '/diario',
  journalPage: '/diario/pagina/:page',
  journalKind: '/diario/tipo/:kind',
  journalEntry: '/diario/:slug',
} as const

export type RouteKey = keyof typeof routePatterns

/** The contact page's two forms, each opened by its fragment (client/components/contact/FormChoice.tsx). */
export const contactFormFragments = {
  families: 'formulario-familias',
  brands: 'formulario-marcas',
} as const

/** Path builders, so no component spells a path by hand. */
export const paths = {
  home: '/',
  about: '/about',
  studio: '/studio',
  services: '/services',
  faqs: '/faqs',
  contact: '/contact',
  /** The contact page opened on one of its forms. */
  contactForm: (form: keyof typeof contactFormFragments) =>
    `/contact#${contactFormFragments[form]}`,
  shop: '/shop',
  families: (section: FamilySection | typeof ALL_SECTION = ALL_SECTION) =>
    `/services/families/${section}`,
  brands: '/services/brands/all',
  /** The home card 'Recién Nacidos' links here; it is an alias of the newborn section. */
  newbornsAlias: '/services/newborns/all',
  portfolio: (section: PortfolioSection) => `/portfolio/${section}`,
  work: (id: number) => `/work/${id}`,
  product: (hash: string) => `/shop/${hash}`,
  productContact: (hash: string) => `/shop/${hash}/contact`,
  /** The journal's list: its first page at /diario, the next ones numbered. */
  journal: (page = 1) => (page === 1 ? '/diario' : `/diario/pagina/${page}`),
  /** The journal's entries of one kind of session (shared/content/journal.ts, journalFilters). */
  journalKind: (slug: string) => `/diario/tipo/${slug}`,
  journalEntry: (slug: string) => `/diario/${slug}`,
  journalFeed: '/diario/feed.xml',
} as const

export interface MenuOption {
  text: string
  route: string
}
export interface MenuGroup {
  title: string
  options: readonly MenuOption[]
}

/** Menu groups and options, label to route, in menu order. */
export const menuGroups: readonly MenuGroup[] = [
  {
    title: 'ABOUT',
    options: [
      { text: 'Sobre Mí', route: paths.about },
      { text: 'El estudio', route: paths.studio },
    ],
  },
  {
    title: 'PORTFOLIO',
    options: [
      { text: 'Familias', route: paths.portfolio('families') },
      { text: 'Marcas', route: paths.portfolio('brands') },
      { text: 'Embarazo', route: paths.portfolio('pregnancies') },
    ],
  },
  {
    title: 'SERVICIOS',
    options: [
      { text: 'Fotografía de familia', route: paths.families() },
      { text: 'Fotografía para marcas', route: paths.brands },
      { text: 'Ver todos', route: paths.services },
    ],
  },
  {
    title: 'CONTACTO',
    options: [
      { text: 'Preguntas Frecuentes', route: paths.faqs },
      { text: 'Contactame', route: paths.contact },
    ],
  },
]

/** Pages the menu links beside its groups, each a row of its own: the journal. */
export const menuLinks: readonly MenuOption[] = [{ text: 'DIARIO', route: paths.journal() }]

/** Pages rendered for paths that match a pattern but name nothing we have. */
export const notFoundPages = {
  service: { path: '/no-encontrado/servicio', renderAs: '/services/desconocido/all' },
  product: { path: '/no-encontrado/producto', renderAs: '/shop/desconocido' },
} as const
export type NotFoundKind = keyof typeof notFoundPages

export type Resolution =
  | { kind: 'page'; route: RouteKey }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; page: NotFoundKind }

const isFamilySection = (s: string): s is FamilySection =>
  (familySections as readonly string[]).includes(s)

export const isPortfolioSection = (s: string): s is PortfolioSection =>
  (portfolioSections as readonly string[]).includes(s)

/** The content-dependent questions the resolver asks. */
export interface Catalog {
  sectionHasWorks(section: string): boolean
  hasWork(id: string): boolean
  hasProduct(hash: string): boolean
  hasJournalEntry(slug: string): boolean
  /** Pages of the journal's list past the first. */
  hasJournalPage(page: number): boolean
  /** A filter of the journal's list by kind of session. */
  hasJournalKind(slug: string): boolean
}

/** A journal entry's address under /diario/ (its file name). */
export const journalSlugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Any well-formed id. The client router uses it so the content stays out of the
 * first-load bundle: a page handles an id it does not know (the Worker has already
 * answered unknown paths on a full load).
 */
export const shapeCatalog: Catalog = {
  sectionHasWorks: isPortfolioSection,
  hasWork: (id) => /^\d+$/.test(id),
  hasProduct: (hash) => hash.length > 0,
  hasJournalEntry: (slug) => journalSlugShape.test(slug),
  hasJournalPage: (page) => page >= 2,
  hasJournalKind: (slug) => journalSlugShape.test(slug),
}

/**
 * What a path is: a page of the route table, a redirect, or a "not found" page.
 * A trailing slash is tolerated (and redirected away from).
 */
export function resolvePath(rawPath: string, catalog: Catalog): Resolution {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath
  const resolved = resolveNormalized(path, catalog)
  if (resolved.kind === 'page' && path !== rawPath) return { kind: 'redirect', to: path }
  return resolved
}

function resolveNormalized(path: string, catalog: Catalog): Resolution {
  const staticRoute = (Object.keys(routePatterns) as RouteKey[]).find(
    (key) => routePatterns[key] === path,
  )
  if (staticRoute) return { kind: 'page', route: staticRoute }

  const parts = path.split('/').slice(1).map(safeDecode)
  const [first, second, third, ...rest] = parts
  if (rest.length > 0 || parts.some((p) => p === null)) return { kind: 'redirect', to: paths.home }

  if (first === 'services' && second && third) {
    if (second === 'families') {
      return third === ALL_SECTION || isFamilySection(third)
        ? { kind: 'page', route: 'serviceDetail' }
        : { kind: 'redirect', to: paths.families() }
    }
    if (second === 'newborns' && third === ALL_SECTION) {
      return { kind: 'redirect', to: paths.families('recienNacido') }
    }
    if (second === 'brands') {
      return third === ALL_SECTION
        ? { kind: 'page', route: 'serviceDetail' }
        : { kind: 'redirect', to: paths.brands }
    }
    return { kind: 'notFound', page: 'service' }
  }
  if (first === 'portfolio' && second && !third) {
    return catalog.sectionHasWorks(second)
      ? { kind: 'page', route: 'portfolio' }
      : { kind: 'redirect', to: paths.home }
  }
  if (first === 'work' && second && !third) {
    return catalog.hasWork(second)
      ? { kind: 'page', route: 'work' }
      : { kind: 'redirect', to: paths.home }
  }
  if (first === 'shop' && second && (!third || third === 'contact')) {
    if (!catalog.hasProduct(second)) return { kind: 'notFound', page: 'product' }
    return { kind: 'page', route: third ? 'productContact' : 'product' }
  }
  if (first === 'diario' && second) {
    if (second === 'pagina' && third && /^\d+$/.test(third))
      return catalog.hasJournalPage(Number(third))
        ? { kind: 'page', route: 'journalPage' }
        : { kind: 'redirect', to: paths.journal() }
    if (second === 'tipo' && third && catalog.hasJournalKind(third))
      return { kind: 'page', route: 'journalKind' }
    if (!third && catalog.hasJournalEntry(second)) return { kind: 'page', route: 'journalEntry' }
    return { kind: 'redirect', to: paths.journal() }
  }
  return { kind: 'redirect', to: paths.home }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
