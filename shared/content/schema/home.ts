/**
 * Zod schemas of the home, about, studio, testimonials and contact steps files.
 * Content modules import only the inferred types, so zod stays out of the client
 * bundle.
 */
import { z } from 'zod'
import { labelled as f, matching, route, text } from './fields'

/** A contact page 'PASO A PASO' step as its file holds it: numbered by its place. */
export const stepSchema = z.object({
  title: f.title,
  description: f.description,
  link: route.optional().meta({
    title: 'Enlace',
    description: 'Una página del sitio, empezando con "/". Opcional.',
  }),
})

/** A step as the page shows it: with a null link the title is plain text. */
export type StepCard = Omit<z.infer<typeof stepSchema>, 'link'> & {
  id: number
  link: string | null
}

/** A home testimonial; the services page's slides extend it with quote2. */
export const testimonialSchema = z.object({
  session: text.meta({ title: 'Sesión' }),
  quote: text
    .max(400, 'debe poder leerse en una diapositiva (400 caracteres como máximo)')
    .meta({ title: 'Cita', multiline: true }),
  author: matching(text, /^\p{L}+$/u, 'debe ser solo un nombre de pila').meta({
    title: 'Nombre',
    description: 'Solo el nombre de pila.',
  }),
})
export type Testimonial = z.infer<typeof testimonialSchema>

const heroSlide = z.object({
  kicker: f.kicker,
  headline: f.title,
  image: f.photo,
})

export const homeContentSchema = z.object({
  /** The two slides of the home's first screen; phones get the first one's narrow crop. */
  hero: z
    .tuple([heroSlide.extend({ narrowImage: f.narrowPhoto }), heroSlide], {
      error: 'debe tener las dos fotos de portada',
    })
    .meta(f.hero),
  intro: z
    .object({ kicker: f.kicker, title: f.title, paragraphs: f.paragraphs(), cta: f.cta })
    .meta({ title: 'Presentación' }),
  services: z.object({ title: f.title }).meta({ title: 'Servicios' }),
  agendaMarquee: text.meta({ title: 'Texto que corre (agenda)' }),
  story: z
    .object({ title: f.title, paragraphs: f.paragraphs(), cta: f.cta, image: f.photo })
    .meta({ title: 'Historia' }),
  gallery: z
    .array(f.photo)
    .length(9, 'debe tener 9 fotos (3 diapositivas de 3)')
    .meta({ title: 'Galería', description: 'Nueve fotos: tres diapositivas de tres.' }),
  testimonialsTitle: text.meta({ title: 'Título de los testimonios' }),
  philosophy: z
    .object({
      title: f.title,
      lines: z.array(text).length(3, 'debe tener tres renglones').meta({ title: 'Renglones' }),
      cta: f.cta,
      image: f.photo,
      narrowImage: f.narrowPhoto,
    })
    .meta({ title: 'Filosofía' }),
  workTogether: z
    .object({ title: f.title, text: f.text, cta: f.cta })
    .meta({ title: 'Trabajemos juntos' }),
  firstYear: z
    .object({ items: z.array(text).min(1).meta({ title: 'Puntos' }) })
    .meta({ title: 'Primer año' }),
  gift: z
    .object({
      title: f.title,
      text: f.text,
      defaultButton: text.meta({ title: 'Texto del botón' }),
      image: f.photo,
    })
    .meta({ title: 'Regalo' }),
})

export type HomeContent = z.infer<typeof homeContentSchema>

/** content/home.json: the home's texts and photos, and its three service cards. */
export const homeFileSchema = homeContentSchema.extend({
  serviceCards: z
    .array(
      z.object({
        title: f.title,
        description: f.description,
        /** Which service page the card opens. */
        service: z.enum(['families', 'newborns', 'brands']).meta({ title: 'Página que abre' }),
        image: f.photo,
      }),
    )
    .length(3, 'debe tener las tres tarjetas de servicios')
    .meta({ title: 'Tarjetas de servicios', summary: '{{fields.title}}' }),
})
export type HomeFile = z.infer<typeof homeFileSchema>

const intro = text.meta({ title: 'Presentación' })

export const aboutContentSchema = z.object({
  hero: z
    .object({ kicker: f.kicker, quote: text.meta({ title: 'Cita', multiline: true }), image: f.photo })
    .meta(f.hero),
  story: z
    .object({ title: f.title, paragraphs: f.paragraphs(2), image: f.photo })
    .meta({ title: 'Historia' }),
  purpose: z
    .object({
      title: f.title,
      intro,
      values: z
        .array(
          z.object({
            name: matching(text, /^[A-ZÁÉÍÓÚÑ ]+$/, 'debe estar en mayúsculas').meta({
              title: 'Nombre',
              description: 'En mayúsculas.',
            }),
            line: text.meta({ title: 'Frase' }),
          }),
        )
        .length(4, 'debe tener los cuatro valores')
        .meta({ title: 'Valores', summary: '{{fields.name}}' }),
    })
    .meta({ title: 'Propósito' }),
  bookingBanner: text.meta({ title: 'Franja de reservas' }),
  team: z
    .object({
      title: f.title,
      points: z
        .array(z.object({ title: f.title, text: f.text }))
        .length(5, 'debe tener cinco puntos')
        .meta({ title: 'Puntos', summary: '{{fields.title}}' }),
      quote: z
        .object({
          text: text.meta({ title: 'Frase', multiline: true }),
          author: text.meta({ title: 'Quién la dijo' }),
        })
        .meta({
          title: 'Frase de una clienta',
          description: 'Va debajo del título, al lado de los puntos.',
        }),
    })
    .meta({ title: 'Cómo trabajo' }),
  subscribe: z.object({ title: f.title, text: f.text }).meta({ title: 'Suscripción' }),
  secondStory: z
    .object({
      title: f.title,
      paragraphs: f.paragraphs(),
      image: f.photo,
      heroTitle: text.meta({ title: 'Título destacado' }),
      heroText: text.meta({ title: 'Texto destacado', multiline: true }),
      cta: f.cta,
    })
    .meta({ title: 'Segunda historia' }),
})

export type AboutContent = z.infer<typeof aboutContentSchema>

export const studioContentSchema = z.object({
  hero: z
    .object({ kicker: f.kicker, title: f.title, cta: f.cta, image: f.openingPhoto })
    .meta(f.hero),
  banner: text.meta({ title: 'Franja de texto' }),
  rental: z
    .object({
      title: f.title,
      paragraphs: f.paragraphs(),
      usesTitle: text.meta({ title: 'Título de los usos' }),
      uses: z.array(text).min(1).meta({ title: 'Usos' }),
      featuresTitle: text.meta({ title: 'Título de lo que ofrece' }),
      features: z.array(text).min(1).meta({ title: 'Lo que ofrece' }),
      image: f.photo,
    })
    .meta({ title: 'Alquiler' }),
  cta: f.cta,
})
export type StudioContent = z.infer<typeof studioContentSchema>

/** content/testimonials.json: the home's seven testimonials. */
export const homeTestimonialsFileSchema = z.object({
  testimonials: z
    .array(testimonialSchema)
    .length(7, 'la portada muestra 7 testimonios')
    .meta({ title: 'Testimonios', summary: '{{fields.author}}' }),
})

/** content/contact-steps.json. */
export const contactStepsFileSchema = z.object({
  /** The photo /contact opens with. */
  openingImage: f.openingPhoto,
  steps: z.array(stepSchema).min(1).meta({ title: 'Pasos', summary: '{{fields.title}}' }),
})
export type ContactStepsFile = z.infer<typeof contactStepsFileSchema>
