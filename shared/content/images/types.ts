/**
 * What a page needs to know about a photograph before the pixels exist: its
 * alt text, its intrinsic size (so nothing shifts) and, for the placeholder
 * generator, what kind of picture it stands in for.
 */
export type ImageSubject =
  | 'family'
  | 'pregnancy'
  | 'newborn'
  | 'baby'
  | 'firstYear'
  | 'brand'
  | 'studio'
  | 'portrait'
  | 'detail'

export interface ImageSpec {
  /** Honest alt text in Spanish; '' only for purely decorative images. */
  alt: string
  width: number
  height: number
  subject: ImageSubject
}

/** Identity helper that keeps each registry's keys literal and checks its entries. */
export const defineImages = <const T extends Record<string, ImageSpec>>(specs: T): T => specs
