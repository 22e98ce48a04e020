/**
 * Zod schemas of the home, about and studio content, and the checks the build
 * runs on it. Content modules import only the inferred types, so zod stays out of
 * the client bundle.
 */
import { z } from 'zod'
import { menuGroups } from '../../routes'
import { aboutContent } from '../about'
import { stepCards } from '../contact'
import { homeContent, homeServiceCards } from '../home'
import { images, type ImageKey } from '../images'
import { studioContent } from '../studio'
import { homeTestimonials } from '../testimonials'
import type { ContentCheck } from '../validate'

const text = z.string().trim().min(1, 'must not be empty')
/** An internal path: starts with one slash (paths come from `paths.*`). */
const route = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with "/"')
/** A key of the image registry, so a page never points at a photo nobody registered. */
export const imageKeySchema = z.custom<ImageKey>(
  (key) => typeof key === 'string' && Object.hasOwn(images, key),
  'must be a key of the image registry',
)

export const menuGroupSchema = z.object({
  title: text,
  options: z.array(z.object({ text, route })).min(1),
})

export const homeServiceCardSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: text,
  link: route,
  image: imageKeySchema,
})
export type HomeServiceCard = z.infer<typeof homeServiceCardSchema>

/** The contact page's 'PASO A PASO' steps: with a null link the title is plain text. */
export const stepCardSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: text,
  link: route.nullable(),
})
export type StepCard = z.infer<typeof stepCardSchema>

/** A home testimonial; the services page's slides extend it with quote2. */
export const testimonialSchema = z.object({
  session: text,
  quote: text.max(400, 'must be short enough to read in one slide (400 characters)'),
  author: text.regex(/^\p{L}+$/u, 'must be a first name only'),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const homeContentSchema = z.object({
  hero: z
    .array(
      z.object({
        kicker: text,
        headline: text,
        image: imageKeySchema,
        narrowImage: imageKeySchema.optional(),
      }),
    )
    .length(2, 'must have the two hero slides'),
  intro: z.object({ kicker: text, title: text, paragraphs: z.array(text).min(1), cta: text }),
  services: z.object({ title: text }),
  agendaMarquee: text,
  story: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    cta: text,
    image: imageKeySchema,
  }),
  gallery: z.array(imageKeySchema).length(9, 'must have 9 images (3 slides of 3)'),
  testimonialsTitle: text,
  philosophy: z.object({
    title: text,
    lines: z.array(text).length(3, 'must have three lines'),
    cta: text,
    image: imageKeySchema,
    narrowImage: imageKeySchema,
  }),
  workTogether: z.object({ title: text, text, cta: text }),
  firstYear: z.object({ items: z.array(text).min(1) }),
  gift: z.object({ title: text, text, defaultButton: text, image: imageKeySchema }),
})

export const aboutContentSchema = z.object({
  hero: z.object({ kicker: text, quote: text, image: imageKeySchema }),
  story: z.object({ title: text, paragraphs: z.array(text).min(2), image: imageKeySchema }),
  purpose: z.object({
    title: text,
    intro: text,
    values: z
      .array(z.object({ name: text.regex(/^[A-ZÁÉÍÓÚÑ ]+$/, 'must be in capitals'), line: text }))
      .length(4, 'must state the four values'),
  }),
  bookingBanner: text,
  team: z.object({
    title: text,
    points: z.array(z.object({ title: text, text })).length(5, 'must have five numbered points'),
  }),
  subscribe: z.object({ title: text, text }),
  secondStory: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    image: imageKeySchema,
    heroTitle: text,
    heroText: text,
    cta: text,
  }),
})

export const studioContentSchema = z.object({
  hero: z.object({ kicker: text, title: text, cta: text, image: imageKeySchema }),
  banner: text,
  rental: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    usesTitle: text,
    uses: z.array(text).min(1),
    featuresTitle: text,
    features: z.array(text).min(1),
    image: imageKeySchema,
  }),
  cta: text,
})

const labelBy =
  (field: string) =>
  (entry: unknown, index: number): string => {
    const value =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[field] : undefined
    return typeof value === 'string' ? `#${index} (${value})` : `#${index}`
  }

export const homeContentChecks: readonly ContentCheck[] = [
  { name: 'menuGroups', schema: menuGroupSchema, entries: menuGroups },
  { name: 'homeServiceCards', schema: homeServiceCardSchema, entries: homeServiceCards },
  { name: 'stepCards', schema: stepCardSchema, entries: stepCards },
  {
    name: 'homeTestimonials',
    schema: testimonialSchema,
    entries: homeTestimonials,
    label: labelBy('author'),
  },
  {
    name: 'homeTestimonials',
    schema: z.array(z.unknown()).length(7, 'the home shows 7 testimonials'),
    entries: [homeTestimonials],
    label: () => '(all)',
  },
  { name: 'homeContent', schema: homeContentSchema, entries: [homeContent], label: () => 'home' },
  {
    name: 'aboutContent',
    schema: aboutContentSchema,
    entries: [aboutContent],
    label: () => 'about',
  },
  {
    name: 'studioContent',
    schema: studioContentSchema,
    entries: [studioContent],
    label: () => 'studio',
  },
]
