import { styled } from 'goober'
import type { ReactNode } from 'react'
import type { ImageKey } from '../../../shared/content/images'
import { breakpoints, upTo } from '../../../shared/site/design'
import { Inner, photoBeside, Section } from '../layout'
import { Picture } from './Picture'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Columns = styled('div')<{
  $photo: 'first' | 'second'
  $align: 'center' | 'start' | 'end'
  $stackAt: number
}>`
  ${(p) => photoBeside(p.$photo, upTo(p.$stackAt))}
  align-items: ${(p) => p.$align};
`

const Frame = styled('div')<{
  $ratio: string
  $maxWidth?: number
  $stackedRatio?: string
  $stackAt: number
}>`
  aspect-ratio: ${(p) => p.$ratio};
  ${photoFrame}
  ${(p) => (p.$maxWidth ? `max-width: ${p.$maxWidth}px;` : '')}
  ${(p) =>
    p.$maxWidth || p.$stackedRatio
      ? `${upTo(p.$stackAt)} {
          ${p.$stackedRatio ? `aspect-ratio: ${p.$stackedRatio};` : ''}
          ${p.$maxWidth ? 'max-width: none;' : ''}
        }`
      : ''}
  img {
    ${photoFill}
  }
`

export interface PhotoTextProps {
  /** The id of the section's heading (inside `children`). */
  labelledBy: string
  tone?: 'white' | 'lush'
  photo: {
    image: ImageKey
    /** The `sizes` attribute of the photo. */
    sizes: string
    priority?: boolean
    /** Its frame's shape (the photo is cropped to fill it). Default '4 / 5'. */
    ratio?: string
    /** Another shape once the columns stack. */
    stackedRatio?: string
    /** A cap on the frame's width while the columns sit side by side. */
    maxWidth?: number
    /** Which part stays in view when the frame crops it (object-position), e.g. '50% 25%'. */
    position?: string
    /** Which side it takes; it comes first in reading order on the start side. Default 'start'. */
    side?: 'start' | 'end'
  }
  /** How the two columns align vertically. Default 'center'. */
  align?: 'center' | 'start' | 'end'
  /** The width (px) at or under which the columns stack, photo first. Default 810. */
  stackAt?: number
  /** The page's first band: less space above it. */
  opening?: boolean
  /** The text column. */
  children: ReactNode
}

/**
 * A band with a photo beside its text, stacked into one column on narrow screens:
 * the home story, the gift banner, the studio rental and the about page. The photo
 * takes the larger part of the one split every such band shares (`photoBeside`).
 */
export function PhotoText({
  labelledBy,
  tone,
  photo,
  align = 'center',
  stackAt = breakpoints.philosophyImage,
  opening,
  children,
}: PhotoTextProps) {
  const side = photo.side ?? 'start'
  const frame = (
    <Frame
      $ratio={photo.ratio ?? '4 / 5'}
      $stackedRatio={photo.stackedRatio}
      $maxWidth={photo.maxWidth}
      $stackAt={stackAt}
    >
      <Picture
        image={photo.image}
        sizes={photo.sizes}
        priority={photo.priority}
        position={photo.position}
      />
    </Frame>
  )
  return (
    <Section $tone={tone} $opening={opening} aria-labelledby={labelledBy}>
      <Inner>
        <Columns $photo={side === 'start' ? 'first' : 'second'} $align={align} $stackAt={stackAt}>
          {side === 'start' ? frame : null}
          {children}
          {side === 'end' ? frame : null}
        </Columns>
      </Inner>
    </Section>
  )
}
