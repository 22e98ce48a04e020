/**
 * The URL scheme of the generated images, shared by the build (which writes the
 * files) and the Picture component (which lists them), so the two cannot drift.
 * Every file name carries the image's content hash: the files never change under
 * their name and can be cached forever.
 */

/** Candidate widths; an image gets those narrower than itself plus its own width (≤ 1920). */
export const imageWidths = [320, 480, 640, 828, 1080, 1280, 1600, 1920] as const
const maxWidth = 1920
/** The JPEG fallback is a single file: only browsers without AVIF and WebP ever use it. */
const jpegMaxWidth = 1280

/** What the client knows about one generated image. */
export interface ImageMeta {
  /** Intrinsic size of the largest generated file. */
  width: number
  height: number
  /** Content hash of the source and the encoding settings. */
  hash: string
  /** Average colour, painted while the image loads (before the blurred preview is known). */
  color: string
  /** Its alternative text, from the image registry. */
  alt: string
}

export const widthsFor = (width: number): number[] => {
  const top = Math.min(width, maxWidth)
  return [...imageWidths.filter((w) => w < top), top]
}

export const jpegWidthFor = (width: number): number => Math.min(width, jpegMaxWidth)

export type ImageFormat = 'avif' | 'webp' | 'jpg'

export const imageFile = (key: string, hash: string, width: number, format: ImageFormat): string =>
  `${key}-${width}.${hash}.${format}`

export const imagesBase = '/images/'

export const srcsetFor = (key: string, meta: ImageMeta, format: 'avif' | 'webp'): string =>
  widthsFor(meta.width)
    .map((w) => `${imagesBase}${imageFile(key, meta.hash, w, format)} ${w}w`)
    .join(', ')

export const jpegSrcFor = (key: string, meta: ImageMeta): string =>
  `${imagesBase}${imageFile(key, meta.hash, jpegWidthFor(meta.width), 'jpg')}`
