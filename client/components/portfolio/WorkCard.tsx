import { styled } from 'goober'
import { Link } from 'wouter'
import type { ImageKey } from '../../../shared/content/images'
import { Picture } from '../media/Picture'
import { photoCard } from '../../styles/photoCard'

const CardLink = styled(Link)`
  ${photoCard('4 / 5')}
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
