import { styled } from 'goober'
import type { ReactNode } from 'react'
import type { ImageKey } from '../../../shared/content/images'
import { breakpoints, layout, over, palette, upTo } from '../../../shared/site/design'
import { sidePadding } from '../layout'
import { Kicker, lightSerif, PageTitle, textLinkStyle } from '../typography'
import { Picture } from './Picture'
import { photoFill, photoFrame } from '../../styles/photoFrame'

/**
 * The words that introduce a page, under its title: the serif, light, a size under a
 * title's. Here, not in typography.ts, so only the pages that open this way load it.
 */
export const Lead = styled('p')`
  margin-top: 24px;
  max-width: 40ch;
  ${lightSerif('clamp(1.25rem, 1.9vw, 1.625rem)', 1.35)}
  text-wrap: pretty;
`

/** TextLink for a place on the same page ('#servicios'), which the router must not handle. */
export const TextAnchor = styled('a')`
  ${textLinkStyle()}
`

const phone = upTo(breakpoints.pageOpening)
const { opening } = layout
/** Grafito as the scrim's channels, for rgba(). */
const grafitoRgb = [1, 3, 5].map((i) => parseInt(palette.grafito.slice(i, i + 2), 16)).join(', ')

// The photo and, over its foot on wide screens, the kicker and title.
const Stage = styled('div')`
  position: relative;
`

// Its height is the screen's, never the photo's: nothing moves when the photo arrives.
const Photo = styled('div')`
  height: ${opening.height};
  height: ${opening.heightSmall};
  min-height: ${opening.minHeight}px;
  ${photoFrame}
  img {
    ${photoFill}
  }
  /* The wide photo and its phone crop, each with its own alt text: one shows at a time. */
  ${over(breakpoints.pageOpening)} {
    img.phone-crop {
      display: none;
    }
  }
  ${phone} {
    height: auto;
    min-height: 0;
    /* A set width, so that a capped height crops the photo instead of narrowing it. */
    width: 100%;
    aspect-ratio: 3 / 4;
    max-height: 80svh;
    img.wide-photo {
      display: none;
    }
  }
`

// Bottom left on the content edge, over a scrim as dark as the home hero's behind the
// text that fades out above it; on a phone, under the photo on the page's paper.
const Caption = styled('div')`
  ${sidePadding}
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding-top: ${opening.fade}px;
  padding-bottom: clamp(32px, 6vh, 64px);
  color: ${palette.white};
  background: linear-gradient(
    to top,
    rgba(${grafitoRgb}, ${opening.scrim}) 0,
    rgba(${grafitoRgb}, ${opening.scrim}) calc(100% - ${opening.fade}px),
    rgba(${grafitoRgb}, 0) 100%
  );
  > div {
    max-width: ${layout.maxWidth}px;
    margin: 0 auto;
  }
  h1 {
    max-width: 24ch;
    margin: 0;
    text-wrap: balance;
  }
  ${phone} {
    position: static;
    padding-top: 32px;
    padding-bottom: 0;
    color: inherit;
    background: none;
  }
`

// What follows the title (a lead, a link, a button), under the photo.
const After = styled('div')`
  ${sidePadding}
  padding-top: 16px;
  padding-bottom: clamp(56px, 8vw, 112px);
  > div {
    max-width: ${layout.maxWidth}px;
    margin: 0 auto;
  }
  ${phone} {
    padding-top: 0;
  }
`

export interface PageOpeningProps {
  /** The id of the page's h1. */
  titleId: string
  /** A wide photo; phones show its upright crop, registered as '<image>-mobile'. */
  image: ImageKey
  /**
   * What phones show instead of the '<image>-mobile' crop: another of the page's photos
   * (an upright one of a session), or `image` itself, cropped by the frame.
   */
  phoneImage?: ImageKey
  /** Which part stays in view when cropped (object-position), e.g. a face: '50% 25%'. */
  position?: string
  /** The small capitals line above the title. */
  kicker: string
  /** The page's title: its one h1. */
  title: string
  /** What introduces the page under the title (a lead, a link, a button, a switcher). */
  children?: ReactNode
  /**
   * The title is hers, of any length (a journal entry's): the build preloads the fonts, so
   * that on a phone, where it stands under the photo, it does not rewrap as they arrive.
   */
  fontsFirst?: boolean
}

/**
 * How an inside page opens: a photo across the screen right under the header, the
 * kicker and title over its foot; on a phone the photo's upright crop first and the
 * title under it. The photo is the largest thing on the first screen, so it is the
 * page's LCP: loaded first and preloaded, each crop only where it is shown.
 */
export function PageOpening({
  titleId,
  image,
  phoneImage = `${image}-mobile`,
  position,
  kicker,
  title,
  children,
  fontsFirst,
}: PageOpeningProps) {
  // Each crop of the photo alike: across the screen, and fetched first.
  const photo = { sizes: '100vw', priority: true, position }
  return (
    <section
      aria-labelledby={titleId}
      data-page-opening=""
      data-fonts-first={fontsFirst ? '' : undefined}
    >
      <Stage>
        <Photo>
          {phoneImage === image ? (
            // One photo at every width, the frame cropping it.
            <Picture image={image} {...photo} />
          ) : (
            <>
              <Picture
                image={image}
                {...photo}
                only={{ over: breakpoints.pageOpening }}
                className="wide-photo"
              />
              <Picture
                image={phoneImage}
                {...photo}
                only={{ upTo: breakpoints.pageOpening }}
                className="phone-crop"
              />
            </>
          )}
        </Photo>
        <Caption>
          <div>
            <Kicker>{kicker}</Kicker>
            <PageTitle id={titleId}>{title}</PageTitle>
          </div>
        </Caption>
      </Stage>
      <After>
        <div>{children}</div>
      </After>
    </section>
  )
}
