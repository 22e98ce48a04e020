import { styled } from 'goober'
import { Link } from 'wouter'
import type { ImageKey } from '../../../shared/content/images'
import { easeOut, fonts, palette } from '../../../shared/design'
import { Picture } from '../media/Picture'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const CardLink = styled(Link)`
  display: block;
  text-decoration: none;
  .frame {
    display: block;
    aspect-ratio: 4 / 5;
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
  }
  &:hover .title,
  &:focus-visible .title {
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
`

interface WorkCardProps {
  href: string
  image: ImageKey
  /** The subcategory, shown in small caps. */
  label: string
  title: string
  sizes: string
}

/** A portfolio card: cover photo, subcategory in small caps and title, opening the session. */
export function WorkCard({ href, image, label, title, sizes }: WorkCardProps) {
  return (
    <CardLink href={href}>
      <span className="frame">
        <Picture image={image} sizes={sizes} />
      </span>
      <span className="label">{label}</span>
      <span className="title">{title}</span>
    </CardLink>
  )
}
