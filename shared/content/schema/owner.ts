/** The schema of the photographer's public details (content/owner.json). */
import { z } from 'zod'
import { linkTagPattern } from '../../rules/insight'
import { httpsUrl as https, matching, text } from './fields'

const emailMessage = 'debe ser un e-mail, como nombre@dominio.com'

export const ownerSchema = z.object({
  /** The site's public origin, for canonical URLs, the sitemap and share tags. */
  origin: https.meta({
    title: 'Dirección del sitio',
    description: 'La dirección pública completa, con https://.',
  }),
  /** The studio's name as the logo and titles show it. */
  brand: text.meta({ title: 'Nombre del estudio' }),
  /** The public address shown in the footer and the contact page. */
  email: z.email(emailMessage).meta({ patternMessage: emailMessage, title: 'E-mail público' }),
  /** Argentine mobile, digits only: 54, 9, the area code without 0, the number without 15. */
  whatsapp: matching(
    z.string(),
    /^549\d{10}$/,
    'debe tener 13 números: 549, el código de área sin el 0 y el número sin el 15 (por ejemplo 5491123456789)',
  ).meta({
    title: 'WhatsApp',
    description: 'Solo números: 549, el código de área sin el 0 y el número sin el 15.',
  }),
  /** The Instagram handle, without the @. */
  instagram: matching(
    z.string(),
    /^[A-Za-z0-9._]+$/,
    'debe ser el usuario de Instagram, sin la @',
  ).meta({ title: 'Usuario de Instagram', description: 'Sin la @.' }),
  /** The social profile the footer links to. */
  socialUrl: https.meta({
    title: 'Enlace a tu red social',
    description: 'La dirección completa, con https://.',
  }),
  address: z
    .object({
      locality: text.meta({ title: 'Localidad' }),
      region: text.meta({ title: 'Provincia' }),
      /** ISO 3166 country code, for the JSON-LD address. */
      country: matching(
        z.string(),
        /^[A-Z]{2}$/,
        'debe ser el código de país de dos letras (AR)',
      ).meta({ title: 'País', description: 'El código de dos letras: AR.' }),
      street: text.meta({ title: 'Calle y número' }),
    })
    .meta({ title: 'Dirección del estudio' }),
  /** The studio's Google Maps link, opened from the contact page. */
  mapsUrl: https.meta({ title: 'Enlace a Google Maps' }),
  /** Year of the first professional work, for the copyright line. */
  since: z
    .number()
    .int()
    .min(1990)
    .max(2100)
    .meta({
      title: 'Año en que empezaste',
      description: 'Para la línea de derechos del pie de página.',
    }),
  /** Her own `utm_source` tags: visits from links carrying one count under it (shared/rules/insight.ts). */
  linkTags: z
    .array(
      matching(
        z.string(),
        linkTagPattern,
        'debe ser una etiqueta corta: minúsculas sin acentos, números, - o _ (hasta 32)',
      ),
    )
    .optional()
    .meta({
      title: 'Etiquetas de tus enlaces',
      description:
        'Si compartís un enlace con ?utm_source=etiqueta (por ejemplo ?utm_source=feria-2027), el resumen de los lunes cuenta sus visitas aparte. Solo las etiquetas de esta lista.',
    }),
})
export type Owner = z.infer<typeof ownerSchema>
