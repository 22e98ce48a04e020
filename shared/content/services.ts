/**
 * Services: ids, families sections and the content of each service page
 * (texts, questions, prices and session rules).
 */
import type { ImageKey } from './images'
import type { Price, Service, ServiceContent } from './schema/pages'

export type { Price, ServiceContent, TestimonialSlide } from './schema/pages'

export {
  ALL_SECTION,
  familySectionLabels,
  familySections,
  serviceIds,
  type FamilySection,
  type ServiceId,
} from './sections'
import { familySections, type FamilySection } from './sections'

/** Shared by every service: what a session includes and how it is delivered. */
const sessionLength = 'Una sesión de hasta 2 horas, en el estudio o en tu espacio.'
const delivery = 'Entrega por link de descarga, 15 días después de la sesión.'
const finalOnly =
  'Solo se entregan las selecciones finales editadas en alta resolución; no se entregan archivos sin editar (RAW).'
const retouch = 'Retoque digital de luz y color.'
const thirtyImages = '30 imágenes en alta calidad.'

const included = (count: string): ServiceContent['collapsable'][number] => ({
  id: 'included',
  question: '¿Qué incluye la sesión?',
  type: 'list',
  answers: [sessionLength, count, delivery, finalOnly, retouch],
})

/** Service photos with their own vertical crop for phones, named '<key>-mobile'. */
type HeroImage = { [K in ImageKey]: `${K}-mobile` extends ImageKey ? K : never }[ImageKey]

/**
 * A families section: the same question about timing, the shared session rules,
 * the families portfolio, USD 600 outdoors plus travel, and a hero photo with its
 * phone crop.
 */
function familySection(section: {
  id: FamilySection
  filter: string
  title: string
  hero: string[]
  heroImg: HeroImage
  portfolio: ServiceContent['portfolio']
  /** '¿Cuándo es el mejor momento?': one paragraph, or a list. */
  when: string | string[]
  /** What the session delivers, after its length in the 'included' list. */
  count: string
  studioUsd: number
}): ServiceContent {
  const { id, filter, title, hero, heroImg, portfolio, when, count, studioUsd } = section
  const question = '¿Cuándo es el mejor momento?'
  return {
    id,
    filter,
    title,
    hero,
    heroImg,
    mobileHeroImg: `${heroImg}-mobile`,
    portfolio,
    portfolioSection: 'families',
    collapsable: [
      typeof when === 'string'
        ? { id: 'when', question, type: 'text', answers: when }
        : { id: 'when', question, type: 'list', answers: when },
      included(count),
    ],
    studioPrice: { kind: 'fixed', usd: studioUsd },
    outdoorPrice: { kind: 'fixed', usd: 600 },
    travelExcluded: true,
  }
}

export const families = {
  name: 'families',
  sections: {
    embarazo: familySection({
      id: 'embarazo',
      filter: 'EMBARAZO',
      title: 'Fotografía de embarazo',
      hero: [
        'La panza, las manos que la abrazan, la espera.\nUna sesión tranquila para guardar cómo se siente este momento antes de que llegue tu bebé.',
        'Podemos hacerla en el estudio o en un lugar que sea importante para vos, sola, en pareja o con toda la familia.',
      ],
      heroImg: 'service-embarazo',
      portfolio: [
        { work: 18, image: 'work-18-2', title: 'Dulce espera', filter: 'EMBARAZO' },
        { work: 19, image: 'work-19-1', title: 'Semana 30', filter: 'EMBARAZO' },
      ],
      when: 'Te recomiendo hacerla entre las semanas 28 y 32 de embarazo: la panza ya se luce y todavía te sentís cómoda para moverte y disfrutar la sesión.',
      count: 'Entre 50 y 80 fotos editadas, entregadas en 15 días.',
      studioUsd: 400,
    }),
    recienNacido: familySection({
      id: 'recienNacido',
      filter: 'RECIÉN NACIDOS',
      title: 'Fotografía de recién nacidos',
      hero: [
        'Los primeros días pasan volando.\nEsa piel, esos gestos y ese tamaño tan chiquito cambian en semanas.',
        'La sesión se arma al ritmo de tu bebé: con pausas para comer, dormir y mimar, sin apuros.',
      ],
      heroImg: 'service-recien-nacido',
      portfolio: [
        { work: 6, image: 'work-6-2', title: 'Recién nacida', filter: 'RECIÉN NACIDOS' },
        { work: 11, image: 'work-11-1', title: 'Hermanos', filter: 'RECIÉN NACIDOS' },
      ],
      when: [
        'Idealmente dentro de los primeros 15 días de vida.',
        'Entre los 15 días y el mes, lo evaluamos según cada caso.',
        'Si tu bebé ya tiene más de un mes, te propongo la sesión de bebés.',
      ],
      count: 'Entre 40 y 60 fotos editadas.',
      studioUsd: 500,
    }),
    bebes: familySection({
      id: 'bebes',
      filter: 'BEBÉS',
      title: 'Fotografía de bebés',
      hero: [
        'Las primeras risas, las manos que descubren todo, las miradas que te buscan.\nLos meses en que cada semana trae algo nuevo.',
        'Una sesión para jugar y guardar cómo es tu bebé hoy, con su familia o en sus rincones de siempre.',
      ],
      heroImg: 'service-bebes',
      portfolio: [
        { work: 7, image: 'work-7-2', title: 'Seis meses', filter: 'BEBÉS' },
        { work: 4, image: 'work-4-2', title: 'Bebé en casa', filter: 'BEBÉS' },
      ],
      when: 'Entre los 3 y los 9 meses: ya sostienen la cabeza, sonríen y se sientan, y cada etapa tiene su encanto.',
      count: thirtyImages,
      studioUsd: 400,
    }),
    year: familySection({
      id: 'year',
      filter: 'PRIMER AÑO',
      title: 'Fotografía de primer año',
      hero: [
        'Un año entero de primeras veces.\nLos primeros pasos, las primeras palabras y una personalidad que ya se hace notar.',
        'Una sesión para celebrar el primer año de tu bebé, sola o con toda la familia.',
      ],
      heroImg: 'service-year',
      portfolio: [
        { work: 2, image: 'work-2-1', title: 'Primer año de Emma', filter: 'PRIMER AÑO' },
        { work: 7, image: 'work-7-1', title: 'Seis meses', filter: 'BEBÉS' },
      ],
      when: 'Idealmente a los 11 meses: ya explora, se para o da sus primeros pasos, y las fotos están listas antes de su primer cumpleaños.',
      count: thirtyImages,
      studioUsd: 400,
    }),
  },
} satisfies Service

export const brands = {
  name: 'brands',
  content: {
    id: 'brands',
    filter: 'MARCAS',
    title: 'Fotografía para marcas',
    hero: [
      'Cada marca es única y tiene una historia que contar.\nLas fotos son la forma más directa de mostrar quién está detrás.',
      'Retratos, productos y el día a día de tu emprendimiento, con material editado y listo para publicar en tu web y tus redes.',
    ],
    heroImg: 'service-brands',
    mobileHeroImg: 'service-brands-mobile',
    portfolio: [
      { work: 8, image: 'work-8-1', title: 'Café de especialidad', filter: 'MARCAS' },
      { work: 9, image: 'work-9-2', title: 'Cerámica de autor', filter: 'MARCAS' },
    ],
    // The brands page leads to the brands portfolio: its cards are brand works.
    portfolioSection: 'brands',
    collapsable: [
      {
        id: 'when',
        question: '¿Cuándo conviene hacer la sesión?',
        type: 'text',
        answers:
          'Cuando lanzás tu marca, renovás tu imagen o necesitás contenido nuevo para tu web y tus redes. Coordinamos la fecha según tu proyecto.',
      },
      {
        id: 'included',
        question: '¿Qué incluye la sesión?',
        type: 'list',
        answers: [
          thirtyImages,
          'Una sesión en el estudio y/o en tu espacio, de hasta 2 horas.',
          'Material editado y listo para publicar.',
          delivery,
          retouch,
        ],
      },
    ],
    studioPrice: { kind: 'from', usd: 350 },
    // Quoted per project: the page shows USD 1000 and says the quote is made to measure.
    outdoorPrice: { kind: 'quote', usd: 1000 },
    travelExcluded: true,
  },
} satisfies Service

/** The words around a fee on a service page. */
export const feeText = {
  /** Before a starting price: 'Desde USD 350'. */
  from: 'Desde',
  /** Beside the reference price of a custom quote. */
  customQuote: 'Presupuesto a medida',
} as const

/**
 * A fee as its amount reads: 'USD 400' (fixed), 'Desde USD 350' (a starting price),
 * and a custom quote from its reference price, 'Desde USD 1000', shown together with
 * `feeText.customQuote`.
 */
export const priceAmount = (price: Price): string => {
  const { from, amount } = priceParts(price)
  return from ? `${from} ${amount}` : amount
}

/** The starting word (or null) and the number, which pages set at different sizes. */
export const priceParts = (price: Price): { from: string | null; amount: string } => ({
  from: price.kind === 'fixed' ? null : feeText.from,
  amount: `USD ${price.usd}`,
})

/** From the lowest to the highest fee the service pages show: 'USD 350–1000'. */
export function priceRange(): string {
  const amounts = [...Object.values(families.sections), brands.content].flatMap((c) => [
    c.studioPrice.usd,
    c.outdoorPrice.usd,
  ])
  return `USD ${Math.min(...amounts)}–${Math.max(...amounts)}`
}

/** The families section a route's segment shows: 'all' (or anything unknown) is embarazo. */
export const familySectionOf = (segment: string): FamilySection =>
  (familySections as readonly string[]).includes(segment) ? (segment as FamilySection) : 'embarazo'

/** The content a service page shows, or null for an unknown service. */
export function serviceContent(serviceId: string, section: string): ServiceContent | null {
  if (serviceId === 'brands') return brands.content
  if (serviceId !== 'families') return null
  return families.sections[familySectionOf(section)]
}
