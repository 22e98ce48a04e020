import imagesFile from '../../../content/images.json' with { type: 'json' }
import { shellImages } from './shell'
import type { ImageSpec } from './types'

export type { ImageSpec, ImageSubject, PlaceholderSpec, UploadedPhotoSpec } from './types'

/** content/images.json as the build reads it (its schema: schema/images.ts). */
export interface ImagesFile {
  images: ({ key: string } & ImageSpec)[]
}

/**
 * Every photograph of the site, by key: the shell's own (shell.ts) and the ones she
 * edits in content/images.json, where pages and works name them by key.
 */
export const images: Readonly<Record<string, ImageSpec>> = {
  ...shellImages,
  ...Object.fromEntries((imagesFile as ImagesFile).images.map(({ key, ...spec }) => [key, spec])),
}

/** A registered photo's key. Which keys exist is checked by the content schemas. */
export type ImageKey = string

/** A registered photo's entry; a key nobody registered is a bug of the caller's. */
export function registeredImage(key: string): ImageSpec {
  const spec = images[key]
  if (!spec) throw new Error(`no image is registered as "${key}"`)
  return spec
}
