import { styled } from 'goober'
import { useContext, type CSSProperties } from 'react'
import generated from 'virtual:images'
import type { ImageKey } from '../../../shared/content/images'
import { over, upTo } from '../../../shared/site/design'
import { ImageCollectorContext } from './collector'
import { jpegSrcFor, srcsetFor, type ImageMeta } from './sources'

export interface PictureProps {
  image: ImageKey
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The LCP image: loaded eagerly with high priority and preloaded from the head. Everything else is lazy. */
  priority?: boolean
  /** Not the page's content (the menu's photo): never the page's share image. */
  decorative?: boolean
  className?: string
  /** How the photo fills a box whose shape differs from its own (object-fit). */
  fit?: 'cover' | 'contain'
  /** Which part stays visible when cropped (object-position), e.g. '50% 30%'. */
  position?: string
  /**
   * Art direction: a different photo (another crop or shot) at `maxWidth` px and
   * narrower, drawn at `sizes` there (default: the main `sizes`).
   */
  narrow?: { image: ImageKey; maxWidth: number; sizes?: string }
  /**
   * Shown only at `upTo` px and narrower, or only wider than `over` px: one of a pair of
   * pictures, a wide photo and its phone crop, each with its own alt text. Where it is not
   * shown it fetches nothing (a blank source) and the parent's CSS hides it.
   */
  only?: { upTo: number } | { over: number }
}

/** A transparent pixel: what a picture shown only at other widths draws, without a request. */
const blank = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

export const metaOf = (key: ImageKey): ImageMeta => {
  const meta = generated[key]
  if (!meta) throw new Error(`Image "${key}" was not generated: run the build's image step`)
  return meta
}

/** A `media` attribute from the design's media-query helpers. */
const mediaOf = (query: string) => query.replace(/^@media /, '')

// `display: contents` lets the parent lay out the <img> as if <picture> were not there.
const Frame = styled('picture')`
  display: contents;
`

// The blurred preview (from the page's CSS, keyed by data-image) and the average
// colour sit behind the photo until it has loaded, without JavaScript. Pages the
// browser renders itself after a navigation get the colour only: previews live in
// the prerendered CSS, to keep them out of the JavaScript every page loads.
const Img = styled('img')`
  display: block;
  max-width: 100%;
  height: auto;
  background-repeat: no-repeat;
  background-size: cover;
  background-position: center;
`

/** The formats offered before the JPEG, the browser taking the first it can show. */
const formats = ['avif', 'webp'] as const

/**
 * A photograph: AVIF and WebP at several widths for the browser to choose from,
 * a JPEG fallback, and its intrinsic size reserved so nothing shifts.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  decorative,
  className,
  fit,
  position,
  narrow,
  only,
}: PictureProps) {
  const meta = metaOf(image)
  const alt = narrow
    ? { image: narrow.image, meta: metaOf(narrow.image), sizes: narrow.sizes ?? sizes }
    : undefined
  const narrowMedia = narrow ? mediaOf(upTo(narrow.maxWidth)) : undefined
  // Where a picture shown at some widths only is, and where it is not.
  const onlyNarrow = only && 'upTo' in only
  const [onlyMedia, elsewhere] = !only
    ? []
    : 'upTo' in only
      ? [mediaOf(upTo(only.upTo)), mediaOf(over(only.upTo))]
      : [mediaOf(over(only.over)), mediaOf(upTo(only.over))]
  const collector = useContext(ImageCollectorContext)
  if (collector) {
    // With an alternate, the main photo is only fetched above the narrow breakpoint.
    const media = narrow ? mediaOf(over(narrow.maxWidth)) : onlyMedia
    collector.shown.push({ key: image, sizes, priority, media, decorative, narrow: onlyNarrow })
    if (alt)
      collector.shown.push({
        key: alt.image,
        sizes: alt.sizes,
        priority,
        media: narrowMedia,
        narrow: true,
      })
  }
  const style: CSSProperties = { backgroundColor: meta.color }
  if (fit) style.objectFit = style.backgroundSize = fit
  if (position) style.objectPosition = style.backgroundPosition = position
  return (
    <Frame>
      {elsewhere && <source media={elsewhere} srcSet={blank} sizes={sizes} />}
      {alt &&
        formats.map((format) => (
          <source
            key={format}
            media={narrowMedia}
            type={`image/${format}`}
            srcSet={srcsetFor(alt.image, alt.meta, format)}
            sizes={alt.sizes}
            width={alt.meta.width}
            height={alt.meta.height}
          />
        ))}
      {formats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcsetFor(image, meta, format)}
          sizes={sizes}
        />
      ))}
      <Img
        src={jpegSrcFor(image, meta)}
        alt={meta.alt}
        width={meta.width}
        height={meta.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        data-image={image}
        data-narrow={onlyNarrow ? image : narrow?.image}
        style={style}
        className={className}
      />
    </Frame>
  )
}
