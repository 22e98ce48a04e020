import { styled } from 'goober'
import type { ImageKey } from '../../../shared/content/images'
import { Picture } from './Picture'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Band = styled('div')`
  aspect-ratio: 21 / 9;
  min-height: 320px;
  max-height: 80vh;
  width: 100%;
  ${photoFrame}
  img {
    ${photoFill}
  }
`

/** A photo from edge to edge of the screen, between two sections: the page's pause. */
export function FullBleed({ image, position }: { image: ImageKey; position?: string }) {
  return (
    <Band>
      <Picture image={image} sizes="100vw" position={position} />
    </Band>
  )
}
