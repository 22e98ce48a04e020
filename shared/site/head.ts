/**
 * A page's <head>: title, description, canonical URL, share tags and JSON-LD. Each page
 * module gives its own (`head` in client/pages/<page>.tsx, client/pages/heads.ts puts
 * them together); the build writes it into every prerendered page, and her weekly
 * summary names pages by the same titles (worker/insight/summary.ts).
 */
import type { BreadcrumbList, ProfessionalService, Thing, WithContext } from 'schema-dts'
import type { ImageKey } from '../content/images'
import { priceRange } from '../content/services'
import { owner } from '../content/owner'
import { paths, type RouteKey, type RouteParams, type RoutePattern } from './routes'

export interface Head {
  title: string
  description: string
  /** Absolute canonical URL; absent for "not found" pages, which are not indexed. */
  canonical?: string
  /** Typed with schema-dts, so tsc checks every object against schema.org. */
  jsonLd: WithContext<Thing>[]
  /** 'article' for a journal entry; a website otherwise. */
  ogType?: 'article'
  /** The journal's feed, on the journal's pages. */
  feed?: string
}

/** Where a page's head is asked for: its route, the route's parameters, its path. */
export type HeadInput<K extends RouteKey = RouteKey> = K extends RouteKey
  ? {
      route: K
      params: RouteParams<RoutePattern<K>>
      /** The page's path, as the route table resolved it. */
      path: string
      /** The site's origin, for absolute URLs. */
      origin: string
      /** The address of the photo the build shares the page with; '' where unknown. */
      shareImage: string
    }
  : never

/** A page's head as its module gives it; client/pages/heads.ts completes it. */
export interface PageHeadData {
  /** Without the brand, which every title ends with (`titleSuffix`). */
  title: string
  description: string
  /** The canonical path, when it is another than the page's own (two paths, one page). */
  canonicalPath?: string
  jsonLd?: WithContext<Thing>[]
  ogType?: 'article'
  /** Links the journal's feed. */
  feed?: boolean
}

/** A page module's `head` export, for the routes the module renders. */
export type PageHead<K extends RouteKey> = (at: HeadInput<K>) => PageHeadData

export const brandDescription =
  'Fotografía emocional de embarazo, recién nacidos, bebés, primer año, familias y marcas en Canning, Buenos Aires. Sesiones en estudio o en tu casa.'

/** The business, as search engines read it: the home page's JSON-LD. */
export const business = (origin: string): WithContext<ProfessionalService> => ({
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': `${origin}/#negocio`,
  name: owner.brand,
  description: brandDescription,
  url: `${origin}/`,
  email: owner.email,
  priceRange: priceRange(),
  address: {
    '@type': 'PostalAddress',
    addressLocality: owner.address.locality,
    addressRegion: owner.address.region,
    addressCountry: owner.address.country,
  },
  areaServed: { '@type': 'State', name: 'Provincia de Buenos Aires' },
  sameAs: [owner.socialUrl],
})

/** A breadcrumb's name and path. */
export type Crumb = readonly [name: string, path: string]

/** The first crumb of every trail. */
export const homeCrumb: Crumb = ['Inicio', paths.home]

export const breadcrumbs = (
  origin: string,
  items: readonly Crumb[],
): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${origin}${path}`,
  })),
})

/** The journal's name, in its list's title and its feed's. */
export const journalTitle = 'Diario de sesiones'
export const journalDescription =
  'Historias de sesiones de embarazo, recién nacidos, bebés, familias y marcas en Canning: cómo fueron, contadas en fotos.'

/** What every title ends with. */
export const titleSuffix = ` | ${owner.brand}`

/**
 * One tag of the head: the build writes it as HTML, the browser creates it as an
 * element. Its first attribute names it (name, property, rel or type).
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Readonly<Record<string, string>>
  text?: string
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
})

/** The head's tags, in the order the page lists them. */
export function headTags(head: Head): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: head.title },
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:site_name', owner.brand),
    meta('name', 'twitter:card', 'summary_large_image'),
  ]
  if (head.canonical) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } })
    tags.push(meta('property', 'og:url', head.canonical))
  } else {
    tags.push(meta('name', 'robots', 'noindex'))
  }
  if (head.feed)
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: journalTitle,
        href: head.feed,
      },
    })
  for (const data of head.jsonLd) {
    // Escaped so no `</script>` in the data can close the tag early.
    const json = JSON.stringify(data).replace(/</g, '\\u003c')
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: json })
  }
  return tags
}

/**
 * The share photo's tags, as the build writes them after the head's
 * (scripts/build/images/head.ts, which picks the photo: the page's priority one, else its
 * first, else `shareImageFallback`).
 */
export const shareImageHeadTags = (url: string, width: number): HeadTag[] => [
  meta('property', 'og:image', url),
  meta('property', 'og:image:width', String(width)),
  meta('name', 'twitter:image', url),
]

/** The share photo of a page that shows none (scripts/build/build.ts reads it from here). */
export const shareImageFallback: ImageKey = 'home-hero-family'

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function tagHtml({ tag, attrs, text = '' }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('')
  if (tag === 'title') return `<title>${escapeAttr(text)}</title>`
  if (tag === 'script') return `<script${attributes}>${text}</script>`
  return `<${tag}${attributes} />`
}

const tagsHtml = (tags: HeadTag[]): string => tags.map(tagHtml).join('\n    ')

/** The head as HTML tags. */
export const headHtml = (head: Head): string => tagsHtml(headTags(head))

/** The share photo's tags as HTML. */
export const shareImageHtml = ({ url, width }: { url: string; width: number }): string =>
  tagsHtml(shareImageHeadTags(url, width))
