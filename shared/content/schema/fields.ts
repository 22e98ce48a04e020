/**
 * The fields every content schema is made of, with the Spanish explanation the build
 * gives when an edit breaks one (zod's own messages come in Spanish too, see files.ts).
 */
import { z } from 'zod'
import { images, type ImageKey } from '../images'

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
