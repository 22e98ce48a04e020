/**
 * Zod schemas of the home, about, studio, testimonials and contact steps files.
 * Content modules import only the inferred types, so zod stays out of the client
 * bundle.
 */
import { z } from 'zod'
import { imageKeySchema, matching, route, text } from './fields'

/** A contact page 'PASO A PASO' step as its file holds it: numbered by its place. */
export const stepSchema = z.object({ title: text, description: text, link: route.optional() })

/** A step as the page shows it: with a null link the title is plain text. */
export type StepCard = Omit<z.infer<typeof stepSchema>, 'link'> & {
  id: number
  link: string | null
}

/** A home testimonial; the services page's slides extend it with quote2. */
export const testimonialSchema = z.object({
  session: text,
  quote: text.max(400, 'debe poder leerse en una diapositiva (400 caracteres como máximo)'),
  author: matching(text, /^\p{L}+$/u, 'debe ser solo un nombre de pila'),
})
export type Testimonial = z.infer<typeof testimonialSchema>

const heroSlide = z.object({ kicker: text, headline: text, image: imageKeySchema })

export const homeContentSchema = z.object({
  /** The two slides of the home's first screen; phones get the first one's narrow crop. */
  hero: z.tuple([heroSlide.extend({ narrowImage: imageKeySchema }), heroSlide], {
    error: 'debe tener las dos fotos de portada',
  }),
  intro: z.object({ kicker: text, title: text, paragraphs: z.array(text).min(1), cta: text }),
  services: z.object({ title: text }),
  agendaMarquee: text,
  story: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    cta: text,
    image: imageKeySchema,
  }),
  gallery: z.array(imageKeySchema).length(9, 'debe tener 9 fotos (3 diapositivas de 3)'),
  testimonialsTitle: text,
  philosophy: z.object({
    title: text,
    lines: z.array(text).length(3, 'debe tener tres renglones'),
    cta: text,
    image: imageKeySchema,
    narrowImage: imageKeySchema,
  }),
  workTogether: z.object({ title: text, text, cta: text }),
  firstYear: z.object({ items: z.array(text).min(1) }),
  gift: z.object({ title: text, text, defaultButton: text, image: imageKeySchema }),
})

export type HomeContent = z.infer<typeof homeContentSchema>

/** content/home.json: the home's texts and photos, and its three service cards. */
export const homeFileSchema = homeContentSchema.extend({
  serviceCards: z
    .array(
      z.object({
        title: text,
        description: text,
        /** Which service page the card opens. */
        service: z.enum(['families', 'newborns', 'brands']),
        image: imageKeySchema,
      }),
    )
    .length(3, 'debe tener las tres tarjetas de servicios'),
})
export type HomeFile = z.infer<typeof homeFileSchema>

export const aboutContentSchema = z.object({
  hero: z.object({ kicker: text, quote: text, image: imageKeySchema }),
  story: z.object({ title: text, paragraphs: z.array(text).min(2), image: imageKeySchema }),
  purpose: z.object({
    title: text,
    intro: text,
    values: z
      .array(
        z.object({ name: matching(text, /^[A-ZÁÉÍÓÚÑ ]+$/, 'debe estar en mayúsculas'), line: text }),
      )
      .length(4, 'debe tener los cuatro valores'),
  }),
  bookingBanner: text,
  team: z.object({
    title: text,
    points: z.array(z.object({ title: text, text })).length(5, 'debe tener cinco puntos'),
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

export type AboutContent = z.infer<typeof aboutContentSchema>

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
export type StudioContent = z.infer<typeof studioContentSchema>

/** content/testimonials.json: the home's seven testimonials. */
export const homeTestimonialsFileSchema = z.object({
  testimonials: z.array(testimonialSchema).length(7, 'la portada muestra 7 testimonios'),
})

/** content/contact-steps.json. */
export const contactStepsFileSchema = z.object({ steps: z.array(stepSchema).min(1) })
export type ContactStepsFile = z.infer<typeof contactStepsFileSchema>
