import { homeImages } from './home'
import { pagesImages } from './pages'
import { shellImages } from './shell'
import type { ImageSpec } from './types'

export type { ImageSpec, ImageSubject } from './types'

/** Every photograph of the site, by key. Each registry file has one owner. */
export const images = { ...shellImages, ...homeImages, ...pagesImages } satisfies Record<
  string,
  ImageSpec
>
export type ImageKey = keyof typeof images
