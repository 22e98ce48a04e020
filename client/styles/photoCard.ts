import { easeOut, fonts, palette } from '../../shared/site/design'
import { photoFill, photoFrame } from './photoFrame'
import { lightSerif, thinUnderline } from '../components/typography'

/**
 * A photo in a `.frame` of the given aspect ratio that zooms a little while `hovered` (a
 * selector: the card's own `&`, or its link) is hovered.
 */
export const zoomingFrame = (aspectRatio: string, hovered: string): string => `
  .frame {
    display: block;
    aspect-ratio: ${aspectRatio};
    ${photoFrame}
  }
  img {
    ${photoFill}
    transition: transform 600ms ${easeOut};
  }
  ${hovered}:hover img {
    transform: scale(1.02);
  }
`

/**
 * A link's serif `.title`, on a line of its own `top` under what precedes it, underlined
 * `underline` under its letters while `link` (a selector: the link) is hovered or focused.
 */
export const linkTitle = (
  link: string,
  title: { top: string; size: string; underline: string },
): string => `
  .title {
    display: block;
    margin-top: ${title.top};
    ${lightSerif(title.size, 1.15)}
    text-wrap: balance;
  }
  ${link}:hover .title,
  ${link}:focus-visible .title {
    ${thinUnderline(title.underline)}
  }
`

/**
 * A card that links to a page: a photo in a `.frame` of the given aspect ratio that zooms
 * a little on hover, a `.label` in small caps and a serif `.title` underlined on hover.
 */
export const photoCard = (aspectRatio: string): string => `
  display: block;
  text-decoration: none;
  ${zoomingFrame(aspectRatio, '&')}
  .label {
    display: block;
    margin-top: 16px;
    font-family: ${fonts.sans};
    font-size: 1rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    font-variant-caps: all-small-caps;
    color: ${palette.roseDeep};
  }
  ${linkTitle('&', { top: '4px', size: 'clamp(1.5rem, 2.2vw, 2rem)', underline: '0.2em' })}
`
