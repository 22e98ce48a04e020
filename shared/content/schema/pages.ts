/**
 * Zod schemas of the services, portfolio, shop and FAQ files. Content modules import
 * only the inferred types, so zod stays server-side.
 */
import { z } from 'zod'
import { familySections, portfolioSections } from '../sections'
import {
  heroImageKeySchema,
  httpsUrl,
  labelled as f,
  matching,
  text,
  uniqueBy,
  usd,
  workIdSchema,
} from './fields'

const usdHint = 'En dólares, sin puntos ni signos: 120 para USD 120.'
const fee = (title: string) => usd.meta({ title, description: usdHint })

const portfolioCard = z.object({
  work: workIdSchema.meta({
    title: 'Número del trabajo',
    description: 'El número del trabajo en el portfolio.',
  }),
  image: f.photo,
  title: f.title,
  filter: f.filter,
})
export type PortfolioCard = z.infer<typeof portfolioCard>
const featuredWorks = z
  .tuple([portfolioCard, portfolioCard])
  .meta({ title: 'Trabajos destacados', summary: '{{fields.title}}' })

/** '¿Cuándo…?': one paragraph is shown as text, several as a list. */
const whenAnswers = z
  .array(text)
  .min(1, 'debe tener al menos una respuesta')
  .meta({
    title: 'Respuestas a “¿Cuándo…?”',
    description: 'Una sola se muestra como texto; varias, como lista.',
    multiline: true,
  })
const whenQuestion = text.meta({ title: 'Pregunta “¿Cuándo…?”' })
const includedQuestion = text.meta({ title: 'Pregunta “¿Qué incluye?”' })
const heroParagraphs = z.array(text).min(1).meta(f.hero)
const heroImg = heroImageKeySchema.meta({
  title: 'Foto de portada',
  description: 'Debe tener su recorte para teléfono.',
})

/**
 * content/services.json: what each service page says and costs. What follows from
 * the kind of service (its portfolio, travel charged apart, the phone crop of its
 * photo) is not in the file; services.ts adds it.
 */
export const servicesFileSchema = z.object({
  /** The photo /services opens with. */
  openingImage: f.openingPhoto,
  families: z
    .object({
      whenQuestion,
      includedQuestion,
      /** The 'included' list of every families session: its length, then the section's count… */
      sessionLength: text.meta({ title: 'Duración de la sesión', multiline: true }),
      delivery: text.meta({ title: 'Entrega', multiline: true }),
      finalOnly: text.meta({ title: 'Qué se entrega', multiline: true }),
      retouch: text.meta({ title: 'Retoque' }),
      /** The outdoor or home fee of every families session, travel apart. */
      outdoorUsd: fee('Precio en exteriores o a domicilio (USD)'),
      /** Every families section, each with its own texts, photo and studio fee. */
      sections: z
        .record(
          z.enum(familySections),
          z.object({
            filter: f.filter,
            title: f.title,
            hero: heroParagraphs,
            heroImg,
            portfolio: featuredWorks,
            when: whenAnswers,
            /** What the session delivers, second in the 'included' list. */
            count: text.meta({
              title: 'Qué recibís',
              description: 'Segundo punto de lo que incluye.',
            }),
            studioUsd: fee('Precio en el estudio (USD)'),
          }),
        )
        .meta({ title: 'Secciones' }),
    })
    .meta({ title: 'Familias' }),
  brands: z
    .object({
      filter: f.filter,
      title: f.title,
      hero: heroParagraphs,
      heroImg,
      portfolio: featuredWorks,
      whenQuestion,
      when: whenAnswers,
      includedQuestion,
      included: z.array(text).min(1).meta({ title: 'Qué incluye' }),
      /** The studio session's starting fee ('Desde USD 350'). */
      studioFromUsd: fee('Precio desde, en el estudio (USD)'),
      /** The reference fee of an outdoor session, quoted per project. */
      outdoorQuoteUsd: fee('Precio de referencia en exteriores (USD)'),
    })
    .meta({ title: 'Marcas' }),
})
export type ServicesFile = z.infer<typeof servicesFileSchema>

export const testimonialSlideSchema = z.object({
  session: text.meta({ title: 'Sesión' }),
  quote: text.meta({ title: 'Cita', multiline: true }),
  quote2: text.meta({ title: 'Segunda parte de la cita', multiline: true }),
  author: text.meta({ title: 'Nombre', description: 'Solo el nombre de pila.' }),
})
export type TestimonialSlide = z.infer<typeof testimonialSlideSchema>

/** content/faqs.json: the line under the title and the questions, numbered by their place. */
export const faqsFileSchema = z.object({
  lead: f.lead,
  image: f.openingPhoto,
  questions: z
    .array(
      z.object({
        question: text.meta({ title: 'Pregunta' }),
        answer: text.meta({ title: 'Respuesta', multiline: true }),
      }),
    )
    .min(1)
    .meta({ title: 'Preguntas', summary: '{{fields.question}}' }),
})

export type FaqsFile = z.infer<typeof faqsFileSchema>

/** content/service-testimonials.json: the services page's slides. */
export const serviceTestimonialsFileSchema = z.object({
  testimonials: z
    .array(testimonialSlideSchema)
    .min(1)
    .meta({ title: 'Testimonios', summary: '{{fields.author}}' }),
})

/** A work's or a product's number, part of its page's address. */
const id = z
  .number()
  .int()
  .positive()
  .meta({ title: 'Número', description: 'Un número que no use otro; es parte de su dirección.' })
const optionalDescription = z.string().optional().meta({ title: 'Descripción', multiline: true })

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
  id,
  title: f.title,
  /** Optional: without one, the work shows only its title. */
  description: optionalDescription,
  category: z.enum(portfolioSections).meta({ title: 'Categoría' }),
  subcategory: z.enum(subcategories).meta({ title: 'Subcategoría' }),
  service: text.meta({ title: 'Servicio', description: 'Como aparece en la ficha del trabajo.' }),
  location: z.enum(locations).meta({ title: 'Lugar' }),
  /** The cover: the photo its card shows. */
  image: f.photo,
  images: z
    .array(z.array(f.photo).min(1).max(3, 'una fila tiene de una a tres fotos'))
    .min(1, 'debe tener al menos una foto')
    .meta({
      title: 'Fotos, por filas',
      description: 'Cada fila tiene de una a tres fotos, elegidas de “Fotos”.',
    }),
})

/** content/portfolio.json: each category's opening and the works. */
export const portfolioFileSchema = z.object({
  openings: z
    .record(z.enum(portfolioSections), z.object({ lead: f.lead, image: f.openingPhoto }))
    .meta({ title: 'Aperturas de cada categoría' }),
  works: z
    .array(workFileSchema)
    .min(1)
    .superRefine(uniqueBy('id', 'otro trabajo'))
    .meta({ title: 'Trabajos', summary: '{{fields.title}}' }),
})
export type PortfolioFile = z.infer<typeof portfolioFileSchema>

/** A work as pages use it: its photos also in one column, for phones. */
export type Work = Omit<z.infer<typeof workFileSchema>, 'description'> & {
  description: string
  imagesResponsive: string[]
}

/** content/products.json: the gift banner every product page shows, and the products. */
export const productsFileSchema = z.object({
  /** The photo /shop opens with. */
  openingImage: f.openingPhoto,
  giftSection: z
    .object({ title: f.title, paragraphs: f.paragraphs() })
    .meta({ title: 'Franja de regalo' }),
  products: z
    .array(
      z.object({
        id,
        /** The product page's address, /shop/<hash>. */
        hash: matching(
          z.string(),
          /^[a-z0-9-]+$/,
          'debe tener solo minúsculas sin acentos, números y guiones',
        ).meta({
          title: 'Dirección de la página',
          description: 'Solo minúsculas sin acentos, números y guiones: /shop/…',
        }),
        title: f.title,
        /** Optional: the card's line under the title. */
        description: optionalDescription,
        image: f.photo,
        page: z
          .object({
            description: f.description,
            characteristics: z.array(text).min(1).meta({ title: 'Características' }),
            /** Its checkout link; without one, "QUIERO COMPRAR" opens a WhatsApp chat. */
            purchaseLink: httpsUrl.optional().meta({
              title: 'Enlace de compra',
              description: 'Opcional. Sin él, “QUIERO COMPRAR” abre un chat de WhatsApp.',
            }),
          })
          .meta({ title: 'Página del producto' }),
      }),
    )
    .min(1)
    .superRefine(uniqueBy('id', 'otro producto'))
    .superRefine(uniqueBy('hash', 'otro producto'))
    .meta({ title: 'Productos', summary: '{{fields.title}}' }),
})
export type ProductsFile = z.infer<typeof productsFileSchema>
