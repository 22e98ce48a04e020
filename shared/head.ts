/**
 * Per-route <head>: title, description, canonical URL, share tags and JSON-LD.
 * The build writes it into every prerendered page; her weekly summary names pages by
 * the same titles (worker/insight/summary.ts).
 */
import type {
  BreadcrumbList,
  FAQPage,
  ProfessionalService,
  Product,
  Thing,
  WithContext,
} from 'schema-dts'
import { visibleFaqs } from './content/faqs'
import type { ImageKey } from './content/images'
import { portfolioLabels, works, type PortfolioSection } from './content/portfolio'
import { products } from './content/products'
import { familySectionLabels, priceRange, type FamilySection } from './content/services'
import { owner } from './owner'
import { paths, resolvePath, type RouteKey } from './routes'
import { contentCatalog } from './catalog'
import { journalFilterBySlug } from './content/journal-kinds'

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

const brandDescription =
  'Fotografía emocional de embarazo, recién nacidos, bebés, primer año, familias y marcas en Canning, Buenos Aires. Sesiones en estudio o en tu casa.'

const pageText: Partial<Record<RouteKey, { title: string; description: string }>> = {
  home: {
    title: 'Fotografía emocional de familias y marcas en Canning',
    description: brandDescription,
  },
  about: {
    title: 'Sobre mí',
    description:
      'Fotógrafa desde 2012 y de familias desde 2014: mi historia, mis valores y cómo trabajamos juntos.',
  },
  studio: {
    title: 'Alquiler del estudio',
    description:
      'Alquilá un estudio de 50 m² con gran ventanal de luz natural en Canning para producciones, talleres, presentaciones y charlas.',
  },
  services: {
    title: 'Servicios',
    description:
      'Sesiones de fotografía para familias y marcas, y alquiler del estudio. Conocé qué incluye cada servicio.',
  },
  faqs: {
    title: 'Preguntas frecuentes',
    description:
      'Reprogramaciones, entregas, mascotas, vestuario, fotolibros y reservas: todo lo que necesitás saber antes de tu sesión.',
  },
  contact: {
    title: 'Contacto',
    description:
      'Contame qué sesión te imaginás y te envío un presupuesto con toda la información. Fechas sujetas a disponibilidad.',
  },
  shop: {
    title: 'Tienda',
    description: 'Libros de recuerdos, presets y regalos para guardar tus historias en fotos.',
  },
}

const business = (origin: string): WithContext<ProfessionalService> => ({
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

/** The FAQ page's questions and answers, as search engines read them. */
const faqPage = (): WithContext<FAQPage> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: visibleFaqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
})

export const breadcrumbs = (
  origin: string,
  items: readonly [name: string, path: string][],
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

/** The head of a path, for the site served at `origin`. */
export function headFor(path: string, origin: string = owner.origin): Head {
  const r = resolvePath(path, contentCatalog)
  const suffix = titleSuffix
  if (r.kind !== 'page') {
    const what = r.kind === 'notFound' && r.page === 'service' ? 'Servicio' : 'Producto'
    return {
      title: `${what} no encontrado${suffix}`,
      description: 'La página que buscás no está disponible.',
      jsonLd: [],
    }
  }
  const [, , second, third] = path.split('/')
  const canonical = `${origin}${path === '/' ? '/' : path}`
  const home: [string, string] = ['Inicio', paths.home]

  switch (r.route) {
    case 'serviceDetail': {
      const isBrands = second === 'brands'
      const section = (third === 'all' ? 'embarazo' : third) as FamilySection
      const title = isBrands
        ? 'Fotografía para marcas'
        : `Fotografía de familia: ${familySectionLabels[section]}`
      return {
        title: title + suffix,
        // 'all' means embarazo: one canonical URL for the two paths, the one the menu uses.
        canonical: !isBrands && section === 'embarazo' ? `${origin}${paths.families()}` : canonical,
        description: isBrands
          ? 'Fotos para marcas y emprendedores: contenido editado y listo para publicar, en el estudio o en tu espacio.'
          : `${familySectionLabels[section]}: cómo es la sesión, qué incluye y sus aranceles, en el estudio o en tu casa.`,
        jsonLd: [breadcrumbs(origin, [home, ['Servicios', paths.services], [title, path]])],
      }
    }
    case 'portfolio': {
      const label = portfolioLabels[second as PortfolioSection]
      return {
        title: `Portfolio: ${label.toLowerCase()}${suffix}`,
        description: `Sesiones de ${label.toLowerCase()}: historias reales contadas en fotos.`,
        canonical,
        jsonLd: [breadcrumbs(origin, [home, [`Portfolio: ${label}`, path]])],
      }
    }
    case 'work': {
      const work = works.find((w) => String(w.id) === second)
      const title = work?.title ?? 'Sesión'
      const category = work?.category ?? 'families'
      return {
        title: title + suffix,
        description: `${title}: una sesión del portfolio de ${portfolioLabels[category].toLowerCase()}.`,
        canonical,
        jsonLd: [
          breadcrumbs(origin, [
            home,
            [`Portfolio: ${portfolioLabels[category]}`, paths.portfolio(category)],
            [title, path],
          ]),
        ],
      }
    }
    case 'product':
    case 'productContact': {
      const product = products.find((p) => p.hash === second)
      const name = product?.title ?? 'Producto'
      const enquiry = r.route === 'productContact'
      return {
        title: (enquiry ? `Consultá por ${name}` : name) + suffix,
        description: enquiry
          ? `Envianos tu consulta sobre ${name} y te respondo con toda la información.`
          : `${name}: detalles, características y cómo comprarlo.`,
        canonical,
        jsonLd: [
          ...(enquiry
            ? []
            : [
                {
                  '@context': 'https://schema.org',
                  '@type': 'Product',
                  name,
                  url: canonical,
                  brand: { '@type': 'Brand', name: owner.brand },
                } satisfies WithContext<Product>,
              ]),
          breadcrumbs(origin, [home, ['Tienda', paths.shop], [name, path]]),
        ],
      }
    }
    case 'journal':
    case 'journalPage': {
      const page = r.route === 'journal' ? 1 : Number(third)
      const list: [string, string] = [journalTitle, paths.journal()]
      return {
        title: `${journalTitle}${page > 1 ? `, página ${page}` : ''}${suffix}`,
        description: journalDescription,
        canonical,
        feed: `${origin}${paths.journalFeed}`,
        jsonLd: [
          breadcrumbs(origin, page > 1 ? [home, list, [`Página ${page}`, path]] : [home, list]),
        ],
      }
    }
    case 'journalKind': {
      const label = journalFilterBySlug(third ?? '')?.label ?? 'Historias'
      const title = `${journalTitle}: ${label.toLowerCase()}`
      return {
        title: title + suffix,
        description: `Historias de sesiones de ${label.toLowerCase()} en Canning: cómo fueron, contadas en fotos.`,
        canonical,
        feed: `${origin}${paths.journalFeed}`,
        jsonLd: [breadcrumbs(origin, [home, [journalTitle, paths.journal()], [label, path]])],
      }
    }
    case 'journalEntry':
      // The build writes an entry's own head (shared/journal-pages.ts); the Worker,
      // which does not bundle the entries, names one by its address.
      return {
        title: `Diario: ${second}${suffix}`,
        description: journalDescription,
        canonical,
        jsonLd: [],
      }
    default: {
      const text = pageText[r.route] ?? { title: owner.brand, description: brandDescription }
      return {
        title: text.title + suffix,
        description: text.description,
        canonical,
        jsonLd: r.route === 'home' ? [business(origin)] : r.route === 'faqs' ? [faqPage()] : [],
      }
    }
  }
}

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
