import { createContext } from 'react'

/** One image as a prerendered page shows it. */
export interface ShownImage {
  key: string
  /** The `sizes` it is drawn at. */
  sizes: string
  priority: boolean
  /** The media query it is shown under, for art direction (e.g. a narrow-screen crop). */
  media?: string
  /** True for the narrow-screen alternate of an art-directed picture. */
  narrow?: boolean
  /** Not the page's content (the menu's photo): never its share image. */
  decorative?: boolean
}

/**
 * Filled while the build prerenders a page with every image it shows: their
 * blurred previews go into the page's CSS, and priority ones get a
 * `<link rel="preload">` in the head. In the browser there is no collector.
 */
export interface ImageCollector {
  shown: ShownImage[]
}

export const createImageCollector = (): ImageCollector => ({ shown: [] })

export const ImageCollectorContext = createContext<ImageCollector | null>(null)
