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
} from '../content/sections'

/**
 * The site's screens, one entry each: its wouter pattern and the page module that
 * renders it, `client/pages/<page>.tsx`, whose `head` export gives the screen's title,
 * description and JSON-LD. Adding a page is an entry here and its module.
 */
export const routes = {
  home: { pattern: '/', page: 'Home' },
  about: { pattern: '/about', page: 'About' },
  studio: { pattern: '/studio', page: 'Studio' },
  services: { pattern: '/services', page: 'Services' },
  serviceDetail: { pattern: '/services/:serviceId/:serviceSection', page: 'ServiceDetail' },
  portfolio: { pattern: '/portfolio/:section', page: 'Portfolio' },
  work: { pattern: '/work/:id', page: 'Work' },
  faqs: { pattern: '/faqs', page: 'Faqs' },
  contact: { pattern: '/contact', page: 'Contact' },
  shop: { pattern: '/shop', page: 'Shop' },
  product: { pattern: '/shop/:productId', page: 'Product' },
  productContact: { pattern: '/shop/:productId/contact', page: 'ProductContact' },
  journal: { pattern: '/diario', page: 'Journal' },
  journalPage: { pattern: '/diario/pagina/:page', page: 'Journal' },
  journalKind: { pattern: '/diario/tipo/:kind', page: 'Journal' },
  journalEntry: { pattern: '/diario/:slug', page: 'JournalEntry' },
} as const satisfies Record<string, { pattern: `/${string}`; page: string }>

export type RouteKey = keyof typeof routes

/** A route's wouter pattern, typed as written (`useParams<RoutePattern<'work'>>()`). */
export type RoutePattern<K extends RouteKey> = (typeof routes)[K]['pattern']

/** The parameters a pattern names, each a path segment: `/work/:id` has `id`. */
export type RouteParams<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Record<Name, string> & RouteParams<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Record<Name, string>
      : Record<never, string>

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

/** Pages rendered for paths that match a pattern but name nothing we have, and their titles. */
export const notFoundPages = {
  service: {
    path: '/no-encontrado/servicio',
    renderAs: '/services/desconocido/all',
    title: 'Servicio no encontrado',
  },
  product: {
    path: '/no-encontrado/producto',
    renderAs: '/shop/desconocido',
    title: 'Producto no encontrado',
  },
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
  const staticRoute = (Object.keys(routes) as RouteKey[]).find(
    (key) => routes[key].pattern === path,
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

/** The parameters of a path that resolves to `route`, by its pattern's names. */
export function routeParams<K extends RouteKey>(
  route: K,
  path: string,
): RouteParams<RoutePattern<K>> {
  const segments = path.split('/')
  const params = Object.fromEntries(
    routes[route].pattern
      .split('/')
      .flatMap((part, i) =>
        part.startsWith(':') ? [[part.slice(1), safeDecode(segments[i] ?? '') ?? '']] : [],
      ),
  )
  return params as RouteParams<RoutePattern<K>>
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
