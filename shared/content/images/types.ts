/**
 * What a page needs to know about a photograph before the pixels exist: its
 * alt text, its intrinsic size (so nothing shifts) and, for the placeholder
 * generator, what kind of picture it stands in for.
 */
export const imageSubjects = [
  'family',
  'pregnancy',
  'newborn',
  'baby',
  'firstYear',
  'brand',
  'studio',
  'portrait',
  'detail',
] as const
export type ImageSubject = (typeof imageSubjects)[number]

/** An image key: kebab-case, as pages, works and file names use it. */
export const imageKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A wide photo's upright crop for phones is registered under the photo's key and this ending. */
export const phoneCropSuffix = '-mobile'

/** The size a placeholder may be drawn at, in pixels per side. */
export const placeholderPixels = { min: 16, max: 8000 } as const

/** Where real photos live: the repository's folder, and '/photos/<file>' as the editor names one. */
export const photosFolder = 'photos'

/** The photo formats the build encodes from, by extension, with the type an upload has. */
export const photoFormats = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
} as const

/** The journal's photos: a folder of their own under photos/. */
export const journalPhotosSubfolder = 'diario'
export const journalPhotosFolder = `${photosFolder}/${journalPhotosSubfolder}`

/** A photo uploaded to `folder`, as the editor names it: '/photos/<file>'. */
export const uploadPattern = (folder: string): RegExp =>
  new RegExp(
    `^/${folder}/[a-z0-9][a-z0-9._-]*\\.(${Object.keys(photoFormats)
      .map((ext) => ext.slice(1))
      .join('|')})$`,
  )

/** A photo stand-in: drawn by the build until its real photo is there. */
export interface PlaceholderSpec {
  /** Honest alt text in Spanish; '' only for purely decorative images. */
  alt: string
  width: number
  height: number
  subject: ImageSubject
  photo?: undefined
}

/**
 * A photo uploaded through the editor: its file under photos/ (as '/photos/<name>'),
 * whose own pixels give its size.
 */
export interface UploadedPhotoSpec {
  alt: string
  photo: string
  width?: number
  height?: number
  subject?: ImageSubject
}

export type ImageSpec = PlaceholderSpec | UploadedPhotoSpec

/** Identity helper that keeps each registry's keys literal and checks its entries. */
export const defineImages = <const T extends Record<string, ImageSpec>>(specs: T): T => specs
