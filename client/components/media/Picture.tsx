import { images, type ImageKey } from '../../../shared/content/images'

export interface PictureProps {
  image: ImageKey
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The LCP image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean
  className?: string
}

/**
 * A photograph with its intrinsic size reserved. Interim version: the media
 * pipeline replaces the body (responsive AVIF/WebP, blurred preview) keeping these props.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const spec = images[image]
  return (
    <img
      src={`/images/${image}.jpg`}
      alt={spec.alt}
      width={spec.width}
      height={spec.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  )
}
