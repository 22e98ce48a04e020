/**
 * Zod schemas of the services, portfolio, shop and FAQ files. Content modules import
 * only the inferred types, so zod stays server-side.
 */
import { z } from 'zod'
import { familySections, portfolioSections } from '../sections'
import {
  heroImageKeySchema,
  httpsUrl,
  imageKeySchema,
  matching,
  text,
  uniqueBy,
  usd,
  workIdSchema,
} from './fields'

const imageKey = imageKeySchema

const portfolioCard = z.object({ work: workIdSchema, image: imageKey, title: text, filter: text })
export type PortfolioCard = z.infer<typeof portfolioCard>

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

export const testimonialSlideSchema = z.object({
  session: text,
  quote: text,
  quote2: text,
  author: text,
})
export type TestimonialSlide = z.infer<typeof testimonialSlideSchema>

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
  imagesResponsive: string[]
}

/** content/products.json: the gift banner every product page shows, and the products. */
export const productsFileSchema = z.object({
  giftSection: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  products: z
    .array(
      z.object({
        id: z.number().int().positive(),
        /** The product page's address, /shop/<hash>. */
        hash: matching(
          z.string(),
          /^[a-z0-9-]+$/,
          'debe tener solo minúsculas sin acentos, números y guiones',
        ),
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
