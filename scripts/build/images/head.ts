/**
 * What a prerendered page's <head> gets from its images: the blurred previews of
 * the images it shows (as CSS, so the first screen's appear before any JavaScript
 * runs) and a preload for its priority (LCP) image, so the browser fetches it with
 * the HTML.
 */
import type { ShownImage } from '../../../client/components/media/collector.ts'
import { jpegSrcFor, jpegWidthFor, srcsetFor } from '../../../client/components/media/sources.ts'
import type { BuiltImage, ImageBuild } from './pipeline.ts'

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function built(build: ImageBuild, key: string): BuiltImage {
  const image = build.images[key]
  if (!image) throw new Error(`A page shows image "${key}", which the image step did not build`)
  return image
}

/**
 * Each image's preview as the background of its <img>; narrow alternates under their
 * media query, last. `first` holds the priority (first-screen) photos' previews, which
 * go inline; `later` everyone else's, a stylesheet the page loads once it has painted
 * (entry-client.tsx). Inline, a long page's previews would push its HTML past what
 * one round trip delivers (TCP's first window, about 14 KB) for photos far below the
 * first screen.
 */
export function previewCss(
  build: ImageBuild,
  shown: readonly ShownImage[],
): { first: string; later: string } {
  const rule = (s: ShownImage) => {
    const preview = built(build, s.key).preview
    return s.narrow
      ? `@media ${s.media ?? 'all'}{img[data-narrow="${s.key}"]{background-image:${preview};}}`
      : `img[data-image="${s.key}"]{background-image:${preview};}`
  }
  // Wide rules before narrow ones, so a narrow alternate wins under its media query.
  const ordered = [...shown.filter((s) => !s.narrow), ...shown.filter((s) => s.narrow)]
  const first = new Set(ordered.filter((s) => s.priority).map(rule))
  const later = new Set(ordered.filter((s) => !s.priority).map(rule))
  for (const r of first) later.delete(r)
  return { first: [...first].join(''), later: [...later].join('') }
}

/** AVIF preloads of the priority images (every browser that preloads imagesrcset decodes AVIF). */
export function imagePreloads(build: ImageBuild, shown: readonly ShownImage[]): string[] {
  const links = new Set<string>()
  for (const s of shown.filter((s) => s.priority)) {
    const media = s.media ? ` media="${attr(s.media)}"` : ''
    links.add(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(srcsetFor(s.key, built(build, s.key), 'avif'))}" imagesizes="${attr(s.sizes)}"${media} fetchpriority="high" />`,
    )
  }
  return [...links]
}

/**
 * The page's share image for Open Graph and Twitter cards: its priority (LCP) photo,
 * else its first photo, else `fallback`; as an absolute URL to the JPEG, and its width.
 */
export function shareImage(
  build: ImageBuild,
  shown: readonly ShownImage[],
  origin: string,
  fallback: string,
): { url: string; width: number } {
  const main = shown.filter((s) => !s.narrow && !s.decorative)
  const key = (main.find((s) => s.priority) ?? main[0])?.key ?? fallback
  const image = built(build, key)
  return { url: `${origin}${jpegSrcFor(key, image)}`, width: jpegWidthFor(image.width) }
}
