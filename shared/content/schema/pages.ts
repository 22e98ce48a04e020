import { whatsappPath } from '../../insight'
import { z } from 'zod'
import { legalSections } from '../faqs'
import { heroImageKeySchema, httpsUrl, imageKeySchema, text, uniqueBy, usd } from './fields'
import { portfolioSections, works } from '../portfolio'
import type { ImageKey } from '../images'
import { products } from '../products'
import { brands, families, familySections } from '../services'
import { paths } from '../../routes'
import type { ContentCheck } from '../validate'

/**
 * Zod schemas of the services, portfolio, shop and FAQ content, and the checks the
 * build runs on it. Content modules import only the inferred types, so zod stays
 * server-side.
 */

const imageKey = imageKeySchema
const workId = z
  .number()
  .int()
  .refine((id) => works.some((w) => w.id === id), { message: 'no es un trabajo del portfolio' })

const price = z.discriminatedUnion('kind', [
  /** A fixed price in USD. */
  z.object({ kind: z.literal('fixed'), usd: z.number().int().positive() }),
  /** A starting price in USD ('desde'). */
  z.object({ kind: z.literal('from'), usd: z.number().int().positive() }),
  /** A custom quote on request, from a reference price in USD that is always shown. */
  z.object({ kind: z.literal('quote'), usd: z.number().int().positive() }),
])

const collapsable = z.discriminatedUnion('type', [
  z.object({ id: text, question: text, type: z.literal('text'), answers: text }),
  z.object({ id: text, question: text, type: z.literal('list'), answers: z.array(text).min(1) }),
])

const portfolioCard = z.object({ work: workId, image: imageKey, title: text, filter: text })

export const serviceContentSchema = z.object({
  id: text,
  filter: text,
  title: text,
  /** Paragraphs; a '\n' inside one is shown as a line break. */
  hero: z.array(text).min(1),
  heroImg: imageKey,
  mobileHeroImg: imageKey,
  portfolio: z.tuple([portfolioCard, portfolioCard]),
  portfolioSection: z.enum(portfolioSections),
  collapsable: z
    .array(collapsable)
    .length(2)
    .refine((qs) => qs.some((q) => q.id === 'when') && qs.some((q) => q.id === 'included'), {
      message: "debe tener la pregunta '¿Cuándo…?' ('when') y la de qué incluye ('included')",
    }),
  studioPrice: price,
  outdoorPrice: price,
  /** Whether travel costs are charged on top of the outdoor / home price. */
  travelExcluded: z.boolean(),
})
export type ServiceContent = z.infer<typeof serviceContentSchema>

/** '¿Cuándo…?': one paragraph is shown as text, several as a list. */
const whenAnswers = z.array(text).min(1, 'debe tener al menos una respuesta')

/**
 * content/services.json: what each service page says and costs. What follows from
 * the kind of service (its portfolio, travel charged apart, the phone crop of its
 * photo) is not in the file; services.ts adds it.
 */
export const servicesFileSchema = z.object({
  families: z.object({
    whenQuestion: text,
    includedQuestion: text,
    /** The 'included' list of every families session: its length, then the section's count… */
    sessionLength: text,
    delivery: text,
    finalOnly: text,
    retouch: text,
    /** The outdoor or home fee of every families session, travel apart. */
    outdoorUsd: usd,
    /** Every families section, each with its own texts, photo and studio fee. */
    sections: z.record(
      z.enum(familySections),
      z.object({
        filter: text,
        title: text,
        hero: z.array(text).min(1),
        heroImg: heroImageKeySchema,
        portfolio: z.tuple([portfolioCard, portfolioCard]),
        when: whenAnswers,
        /** What the session delivers, second in the 'included' list. */
        count: text,
        studioUsd: usd,
      }),
    ),
  }),
  brands: z.object({
    filter: text,
    title: text,
    hero: z.array(text).min(1),
    heroImg: heroImageKeySchema,
    portfolio: z.tuple([portfolioCard, portfolioCard]),
    whenQuestion: text,
    when: whenAnswers,
    includedQuestion: text,
    included: z.array(text).min(1),
    /** The studio session's starting fee ('Desde USD 350'). */
    studioFromUsd: usd,
    /** The reference fee of an outdoor session, quoted per project. */
    outdoorQuoteUsd: usd,
  }),
})
export type ServicesFile = z.infer<typeof servicesFileSchema>
export type Price = z.infer<typeof price>

export const serviceSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('families'),
    sections: z.object(
      Object.fromEntries(familySections.map((s) => [s, serviceContentSchema])) as Record<
        (typeof familySections)[number],
        typeof serviceContentSchema
      >,
    ),
  }),
  z.object({ name: z.literal('brands'), content: serviceContentSchema }),
])
export type Service = z.infer<typeof serviceSchema>

export const testimonialSlideSchema = z.object({
  session: text,
  quote: text,
  quote2: text,
  author: text,
})
export type TestimonialSlide = z.infer<typeof testimonialSlideSchema>

export type FaqItem = { id: string; question: string; answer: string }

/** content/faqs.json: the line under the title and the questions, numbered by their place. */
export const faqsFileSchema = z.object({
  lead: text,
  questions: z.array(z.object({ question: text, answer: text })).min(1),
})

export type FaqsFile = z.infer<typeof faqsFileSchema>

/** content/service-testimonials.json: the services page's slides. */
export const serviceTestimonialsFileSchema = z.object({
  testimonials: z.array(testimonialSlideSchema).min(1),
})

export const legalSectionSchema = z.object({
  title: text,
  /** The section's id on /faqs, for links that land on it ('/faqs#privacidad'). */
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
  paragraphs: z.array(text).min(1),
})
export type LegalSection = z.infer<typeof legalSectionSchema>

export const subcategories = [
  'PRIMER AÑO',
  'BEBÉS',
  'RECIÉN NACIDOS',
  'EMBARAZO',
  'MARCAS',
] as const
export const locations = ['En el estudio.', 'A la distancia.'] as const

/** A work as content/portfolio.json holds it: its photos in rows of one to three. */
const workFileSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  /** Optional: without one, the work shows only its title. */
  description: z.string().optional(),
  category: z.enum(portfolioSections),
  subcategory: z.enum(subcategories),
  service: text,
  location: z.enum(locations),
  /** The cover: the photo its card shows. */
  image: imageKey,
  images: z
    .array(z.array(imageKey).min(1).max(3, 'una fila tiene de una a tres fotos'))
    .min(1, 'debe tener al menos una foto'),
})

/** content/portfolio.json: each category's opening and the works. */
export const portfolioFileSchema = z.object({
  openings: z.record(z.enum(portfolioSections), z.object({ lead: text, image: imageKey })),
  works: z.array(workFileSchema).min(1).superRefine(uniqueBy('id', 'otro trabajo')),
})
export type PortfolioFile = z.infer<typeof portfolioFileSchema>

/** A work as pages use it: its photos also in one column, for phones. */
export type Work = Omit<z.infer<typeof workFileSchema>, 'description'> & {
  description: string
  imagesResponsive: ImageKey[]
}

export const productSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: z.string(),
  hash: z.string().regex(/^[a-z0-9-]+$/),
  image: imageKey,
  individualPage: z.object({
    title: text,
    description: text,
    characteristics: z.array(text).min(1),
    // Her checkout link, or the WhatsApp chat asking to buy (through the counted redirect).
    wpLink: z.union([httpsUrl, z.string().startsWith(`${whatsappPath}?`)]),
    giftSection: z.object({
      title: text,
      paragraphs: z.array(text).min(1),
      button: z.object({ text: z.literal('QUIERO SABER MÁS'), route: z.literal(paths.contact) }),
    }),
  }),
})
export type Product = z.infer<typeof productSchema>

/** content/products.json: the gift banner every product page shows, and the products. */
export const productsFileSchema = z.object({
  giftSection: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  products: z
    .array(
      z.object({
        id: z.number().int().positive(),
        /** The product page's address, /shop/<hash>. */
        hash: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'debe tener solo minúsculas sin acentos, números y guiones'),
        title: text,
        /** Optional: the card's line under the title. */
        description: z.string().optional(),
        image: imageKey,
        page: z.object({
          description: text,
          characteristics: z.array(text).min(1),
          /** Its checkout link; without one, "QUIERO COMPRAR" opens a WhatsApp chat. */
          purchaseLink: httpsUrl.optional(),
        }),
      }),
    )
    .min(1)
    .superRefine(uniqueBy('id', 'otro producto'))
    .superRefine(uniqueBy('hash', 'otro producto')),
})
export type ProductsFile = z.infer<typeof productsFileSchema>

export const pagesContentChecks: readonly ContentCheck[] = [
  {
    name: 'services',
    schema: serviceSchema,
    entries: [families, brands],
    label: (_, i) => `#${i}`,
  },
  { name: 'legal', schema: legalSectionSchema, entries: legalSections },
  { name: 'products', schema: productSchema, entries: products },
]
