import { z } from 'zod'
import { faqs, legalSections } from '../faqs'
import { images, type ImageKey } from '../images'
import { portfolioSections, works } from '../portfolio'
import { products } from '../products'
import { serviceTestimonials } from '../service-testimonials'
import { brands, families, familySections } from '../services'
import { paths } from '../../routes'
import type { ContentCheck } from '../validate'

/**
 * Zod schemas of the services, portfolio, shop and FAQ content, and the checks the
 * build runs on it. Content modules import only the inferred types, so zod stays
 * server-side.
 */

const text = z.string().trim().min(1)
const imageKey = z.custom<ImageKey>((key) => typeof key === 'string' && key in images, {
  message: 'is not a registered image key',
})
const workId = z
  .number()
  .int()
  .refine((id) => works.some((w) => w.id === id), { message: 'names no portfolio work' })

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
      message: "needs one 'when' and one 'included' question",
    }),
  studioPrice: price,
  outdoorPrice: price,
  /** Whether travel costs are charged on top of the outdoor / home price. */
  travelExcluded: z.boolean(),
})
export type ServiceContent = z.infer<typeof serviceContentSchema>
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

const faqItem = z.object({ id: z.string(), question: z.string(), answer: z.string() })
export type FaqItem = z.infer<typeof faqItem>

/** Numbered '1.', '2.', … in order, then an empty placeholder last (kept from the old site). */
export const faqListSchema = z.array(faqItem).superRefine((items, ctx) => {
  const last = items.at(-1)
  if (!last || last.id !== '' || last.question !== '' || last.answer !== '') {
    ctx.addIssue({ code: 'custom', message: 'the last entry must be the empty placeholder' })
  }
  items.slice(0, -1).forEach((item, i) => {
    if (item.id !== `${i + 1}.`)
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `should be '${i + 1}.'` })
    if (!item.question.trim())
      ctx.addIssue({ code: 'custom', path: [i, 'question'], message: 'is empty' })
    if (!item.answer.trim())
      ctx.addIssue({ code: 'custom', path: [i, 'answer'], message: 'is empty' })
  })
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

export const workSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    description: z.string(),
    category: z.enum(portfolioSections),
    subcategory: z.enum(subcategories),
    service: text,
    location: z.enum(locations),
    image: imageKey,
    images: z.array(z.array(imageKey).min(1).max(3)).min(1),
    imagesResponsive: z.array(imageKey).min(1),
  })
  .refine((w) => w.images.flat().join() === w.imagesResponsive.join(), {
    message: 'imagesResponsive must list the same images as the rows, in order',
    path: ['imagesResponsive'],
  })
export type Work = z.infer<typeof workSchema>

const url = z.url({ protocol: /^https$/ })

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
    wpLink: url,
    giftSection: z.object({
      title: text,
      paragraphs: z.array(text).min(1),
      button: z.object({ text: z.literal('QUIERO SABER MÁS'), route: z.literal(paths.contact) }),
    }),
  }),
})
export type Product = z.infer<typeof productSchema>

const unique = <T>(name: string, values: readonly T[]) =>
  z.array(z.unknown()).refine(() => new Set(values).size === values.length, {
    message: `${name} must be unique`,
  })

export const pagesContentChecks: readonly ContentCheck[] = [
  {
    name: 'services',
    schema: serviceSchema,
    entries: [families, brands],
    label: (_, i) => `#${i}`,
  },
  { name: 'serviceTestimonials', schema: testimonialSlideSchema, entries: serviceTestimonials },
  { name: 'faqs', schema: faqListSchema, entries: [faqs], label: () => 'list' },
  { name: 'legal', schema: legalSectionSchema, entries: legalSections },
  { name: 'works', schema: workSchema, entries: works },
  {
    name: 'works',
    schema: unique(
      'ids',
      works.map((w) => w.id),
    ),
    entries: [works],
    label: () => 'list',
  },
  { name: 'products', schema: productSchema, entries: products },
  {
    name: 'products',
    schema: unique(
      'hashes',
      products.map((p) => p.hash),
    ),
    entries: [products],
    label: () => 'list',
  },
]
