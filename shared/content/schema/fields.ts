/**
 * The fields every content schema is made of, with the Spanish explanation the build
 * gives when an edit breaks one (zod's own messages come in Spanish too, see files.ts).
 */
import { z } from 'zod'
import { imageKeyPattern, photosFolder, uploadPattern } from '../images/types'

export const text = z.string().trim().min(1, 'no puede quedar vacío')

/**
 * `base` matching `pattern`. The editor checks the same pattern as she types, with the
 * same message, so both travel in the field's metadata too (its JSON Schema).
 */
export const matching = (base: z.ZodString, pattern: RegExp, message: string) =>
  base
    .regex(pattern, message)
    .meta({ patternMessage: message, ...(pattern.flags && { patternFlags: pattern.flags }) })

/** An internal path: starts with one slash (paths come from `paths.*`). */
export const route = matching(
  z.string(),
  /^\/(?!\/)/,
  'debe ser una página del sitio, que empiece con "/"',
)

const httpsMessage = 'debe ser una dirección completa que empiece con https://'

/** A whole https address. */
export const httpsUrl = z
  .url({ protocol: /^https$/, error: httpsMessage })
  .meta({ patternMessage: httpsMessage })

/**
 * What a field names in another content file, in its metadata. Whether it is there is
 * checked over the files being checked, all at once (../references.ts).
 */
export type Reference = 'photo' | 'photoWithPhoneCrop' | 'work'
const refersTo = (reference: Reference) => ({ reference })

const imageKey = z
  .string()
  .regex(imageKeyPattern, 'debe ser el nombre de una foto: minúsculas sin acentos, números y guiones')

/** A photo of content/images.json, by its key. */
export const imageKeySchema = imageKey.meta(refersTo('photo'))

/** A photo whose phone crop, '<key>-mobile', is in content/images.json too. */
export const heroImageKeySchema = imageKey.meta(refersTo('photoWithPhoneCrop'))

/** A work of content/portfolio.json, by its id. */
export const workIdSchema = z.number().int().meta(refersTo('work'))

/** A photo uploaded through the editor, as it saves it: its file under photos/, in a format the build takes. */
export const uploadedPhoto = z
  .string()
  .regex(
    uploadPattern(photosFolder),
    `debe ser una foto subida a ${photosFolder}/ (JPG, PNG o WebP)`,
  )
  .meta({ upload: 'photo' })

/** A fee in whole US dollars. */
export const usd = z.number().int().positive('debe ser un monto mayor que cero, en dólares')

/**
 * No two entries share `key`: the second one gets the problem, at its own field (a
 * duplicate product URL key would hide a page, a duplicate work id a work).
 */
export const uniqueBy =
  <K extends string>(key: K, other: string) =>
  (entries: readonly Record<K, unknown>[], ctx: z.RefinementCtx) =>
    entries.forEach((entry, i) => {
      if (entries.findIndex((e) => e[key] === entry[key]) < i)
        ctx.addIssue({ code: 'custom', path: [i, key], message: `ya lo usa ${other}` })
    })

/**
 * Fields many files share, with what the editor calls them (`.meta()`: `title` is the
 * label, `description` the hint under it, `multiline` a box of several lines, `summary`
 * what a collapsed list entry shows; shared/content/editor-config.ts reads them).
 */
const paragraphsHint = 'Un párrafo por elemento.'
export const labelled = {
  title: text.meta({ title: 'Título' }),
  kicker: text.meta({ title: 'Antetítulo', description: 'La línea corta sobre el título.' }),
  text: text.meta({ title: 'Texto', multiline: true }),
  description: text.meta({ title: 'Descripción', multiline: true }),
  lead: text.meta({ title: 'Bajada', description: 'La línea bajo el título.', multiline: true }),
  cta: text.meta({ title: 'Texto del botón' }),
  photo: imageKeySchema.meta({ title: 'Foto' }),
  /** A page's opening photo, across the screen; a phone shows its upright crop instead. */
  openingPhoto: heroImageKeySchema.meta({
    title: 'Foto de apertura',
    description:
      'A todo el ancho de la pantalla. Su recorte vertical para teléfono lleva el mismo nombre terminado en -mobile.',
  }),
  narrowPhoto: imageKeySchema.meta({
    title: 'Foto para teléfonos',
    description: 'El recorte vertical de la foto.',
  }),
  filter: text.meta({ title: 'Nombre corto', description: 'Como aparece en los filtros y menús.' }),
  paragraphs: (min = 1) =>
    z.array(text).min(min).meta({ title: 'Párrafos', description: paragraphsHint, multiline: true }),
  /** A page's opening: its paragraphs, or the group of its texts and photo. */
  hero: { title: 'Portada', description: paragraphsHint, multiline: true },
} as const

