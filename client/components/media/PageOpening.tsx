import { styled } from 'goober'
import type { ReactNode } from 'react'
import type { ImageKey } from '../../../shared/content/images'
import { breakpoints, fonts } from '../../../shared/design'
import { contentSizes } from '../layout'
import { textLinkStyle } from '../typography'
import { PhotoText } from './PhotoText'

/**
 * The words that introduce a page, under its title: the serif, light, a size under a
 * title's. Here, not in typography.ts, so only the pages that open this way load it.
 */
export const Lead = styled('p')`
  margin-top: 24px;
  max-width: 40ch;
  font-family: ${fonts.serif};
  font-weight: 300;
  font-size: clamp(1.25rem, 1.9vw, 1.625rem);
  line-height: 1.35;
  text-wrap: pretty;
`

/** TextLink for a place on the same page ('#servicios'), which the router must not handle. */
export const TextAnchor = styled('a')`
  ${textLinkStyle()}
`

export interface PageOpeningProps {
  /** The id of the page's h1 (inside `children`). */
  titleId: string
  /** A portrait photo (4:5); cropped to 4:3 once the columns stack on a phone. */
  image: ImageKey
  /** Which part stays in view when cropped (object-position), e.g. a face: '50% 25%'. */
  position?: string
  /** The kicker, the h1 and what introduces the page. */
  children: ReactNode
}

/**
 * How an inside page opens: its title and introduction beside a photo, close under
 * the header, and the photo under the text on a phone. The photo is the largest
 * thing on the first screen, so it is the page's LCP: loaded first and preloaded.
 */
export function PageOpening({ titleId, image, position, children }: PageOpeningProps) {
  return (
    <PhotoText
      labelledBy={titleId}
      opening
      align="center"
      photo={{
        image,
        sizes: contentSizes(breakpoints.philosophyImage, '36vw'),
        priority: true,
        stackedRatio: '4 / 3',
        position,
        side: 'end',
      }}
    >
      <div>{children}</div>
    </PhotoText>
  )
}
