import { easeOut, fonts, palette } from '../../shared/design'
import { photoFill, photoFrame } from './photoFrame'

/**
 * A card that links to a page: a photo in a `.frame` of the given aspect ratio that zooms
 * a little on hover, a `.label` in small caps and a serif `.title` underlined on hover.
 */
export const photoCard = (aspectRatio: string): string => `
  display: block;
  text-decoration: none;
  .frame {
    display: block;
    aspect-ratio: ${aspectRatio};
    ${photoFrame}
  }
  img {
    ${photoFill}
    transition: transform 600ms ${easeOut};
  }
  &:hover img {
    transform: scale(1.02);
  }
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
  .title {
    display: block;
    margin-top: 4px;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.5rem, 2.2vw, 2rem);
    line-height: 1.15;
    text-wrap: balance;
  }
  &:hover .title,
  &:focus-visible .title {
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
`
