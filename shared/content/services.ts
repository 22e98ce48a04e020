/**
 * Services: ids, families sections and the content of each service page (texts,
 * questions, fees and session rules), from content/services.json.
 */
import servicesData from '../../content/services.json' with { type: 'json' }
import type { PortfolioCard, ServicesFile } from './schema/pages'
import type { PortfolioSection } from './sections'

export type { TestimonialSlide } from './schema/pages'

export {
  ALL_SECTION,
  familySectionLabels,
  familySections,
  serviceIds,
  type FamilySection,
  type ServiceId,
} from './sections'
import { familySections, type FamilySection } from './sections'

/** A fee in USD: fixed, a starting price ('desde'), or the reference of a quote on request. */
export interface Price {
  kind: 'fixed' | 'from' | 'quote'
  usd: number
}

/** A question of a service page's accordion: one answer as text, several as a list. */
type Question = { id: 'when' | 'included'; question: string } & (
  | { type: 'text'; answers: string }
  | { type: 'list'; answers: string[] }
)

/** What a service page shows: its file's texts with what follows from the kind of service. */
export interface ServiceContent {
  id: string
  filter: string
  title: string
  /** Paragraphs; a '\n' inside one is shown as a line break. */
  hero: string[]
  heroImg: string
  /** The photo's phone crop, '<heroImg>-mobile'. */
  mobileHeroImg: string
  portfolio: [PortfolioCard, PortfolioCard]
  portfolioSection: PortfolioSection
  /** '¿Cuándo…?' and what is included. */
  collapsable: [Question, Question]
  studioPrice: Price
  outdoorPrice: Price
  /** Whether travel costs are charged on top of the outdoor / home price. */
  travelExcluded: boolean
}

type Service =
  | { name: 'families'; sections: Record<FamilySection, ServiceContent> }
  | { name: 'brands'; content: ServiceContent }

/** Typed by its schema, which the build has parsed it with (files.ts). */
const data = servicesData as ServicesFile

/** A '¿Cuándo…?' answer: one paragraph reads as text, several as a list. */
const whenQuestion = (
  question: string,
  answers: string[],
): Question =>
  answers.length === 1
    ? { id: 'when', question, type: 'text', answers: answers[0]! }
    : { id: 'when', question, type: 'list', answers }

/**
 * A families section: its own texts, photo and studio fee, with what every families
 * session shares (the 'included' rules, the outdoor fee plus travel, the families
 * portfolio) and its photo's phone crop.
 */
function familySection(id: FamilySection): ServiceContent {
  const shared = data.families
  const section = shared.sections[id]
  const heroImg = section.heroImg
  return {
    id,
    filter: section.filter,
    title: section.title,
    hero: section.hero,
    heroImg,
    mobileHeroImg: `${heroImg}-mobile`,
    portfolio: section.portfolio,
    portfolioSection: 'families',
    collapsable: [
      whenQuestion(shared.whenQuestion, section.when),
      {
        id: 'included',
        question: shared.includedQuestion,
        type: 'list',
        answers: [
          shared.sessionLength,
          section.count,
          shared.delivery,
          shared.finalOnly,
          shared.retouch,
        ],
      },
    ],
    studioPrice: { kind: 'fixed', usd: section.studioUsd },
    outdoorPrice: { kind: 'fixed', usd: shared.outdoorUsd },
    travelExcluded: true,
  }
}

/** The photo /services opens with (its phone crop is '<key>-mobile'). */
export const servicesOpeningImage: string = data.openingImage

export const families = {
  name: 'families',
  sections: Object.fromEntries(familySections.map((id) => [id, familySection(id)])) as Record<
    FamilySection,
    ServiceContent
  >,
} satisfies Service

const brand = data.brands
const brandsHero = brand.heroImg

export const brands = {
  name: 'brands',
  content: {
    id: 'brands',
    filter: brand.filter,
    title: brand.title,
    hero: brand.hero,
    heroImg: brandsHero,
    mobileHeroImg: `${brandsHero}-mobile`,
    portfolio: brand.portfolio,
    // The brands page leads to the brands portfolio: its cards are brand works.
    portfolioSection: 'brands',
    collapsable: [
      whenQuestion(brand.whenQuestion, brand.when),
      { id: 'included', question: brand.includedQuestion, type: 'list', answers: brand.included },
    ],
    studioPrice: { kind: 'from', usd: brand.studioFromUsd },
    // Quoted per project: the page shows the reference fee and says the quote is made to measure.
    outdoorPrice: { kind: 'quote', usd: brand.outdoorQuoteUsd },
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
