/**
 * The fields every content schema is made of, with the Spanish explanation the build
 * gives when an edit breaks one (zod's own messages come in Spanish too, see files.ts).
 */
import { z } from 'zod'
import { images, type ImageKey } from '../images'
import { photoFormats, photosFolder } from '../images/types'

export const text = z.string().trim().min(1, 'no puede quedar vacío')

/** An internal path: starts with one slash (paths come from `paths.*`). */
export const route = z
  .string()
  .regex(/^\/(?!\/)/, 'debe ser una página del sitio, que empiece con "/"')

/** A whole https address. */
export const httpsUrl = z.url({
  protocol: /^https$/,
  error: 'debe ser una dirección completa que empiece con https://',
})

/** A key of the image registry, so a page never points at a photo nobody registered. */
export const imageKeySchema = z.custom<ImageKey>(
  (key) => typeof key === 'string' && Object.hasOwn(images, key),
  'no es una foto registrada',
)

/** A service photo with its own vertical crop for phones, named '<key>-mobile'. */
export type HeroImageKey = ImageKey

/** A photo whose phone crop, '<key>-mobile', is registered too. */
export const heroImageKeySchema = z.custom<HeroImageKey>(
  (key) =>
    typeof key === 'string' && Object.hasOwn(images, key) && Object.hasOwn(images, `${key}-mobile`),
  'debe ser una foto registrada que tenga también su recorte para teléfono (-mobile)',
)

/** A photo uploaded through the editor, as it saves it: its file under photos/, in a format the build takes. */
export const uploadedPhoto = z
  .string()
  .regex(
    new RegExp(
      `^/${photosFolder}/[a-z0-9][a-z0-9._-]*\\.(${Object.keys(photoFormats)
        .map((ext) => ext.slice(1))
        .join('|')})$`,
    ),
    `debe ser una foto subida a ${photosFolder}/ (JPG, PNG o WebP)`,
  )

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
