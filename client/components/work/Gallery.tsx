import { styled } from 'goober'
import { images, type ImageKey } from '../../../shared/content/images'
import type { Work } from '../../../shared/content/portfolio'
import { breakpoints, over, palette, upTo } from '../../../shared/design'
import { Picture } from '../media/Picture'

/**
 * Wider than 768px: one row per image group (1 photo: full width, 100vh; 2: 48%
 * each, 100vh; 3: 30% each, 70vh). At 768px or less: the responsive list in one
 * column. Both are rendered and CSS shows one, so the prerendered page is right at
 * any width. Every photo is a button that opens the lightbox at its position.
 */
const Rows = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 32px;
  ${upTo(breakpoints.workLayout)} {
    display: none;
  }
`

const Row = styled('div')`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  > button {
    flex: none;
    width: 100%;
    height: 100vh;
  }
  &[data-count='2'] > button {
    width: 48%;
  }
  &[data-count='3'] > button {
    width: 30%;
    height: 70vh;
  }
`

const Column = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${over(breakpoints.workLayout)} {
    display: none;
  }
  > button img {
    height: auto;
  }
`

const Open = styled('button')`
  display: block;
  padding: 0;
  border: 0;
  background: ${palette.orchid};
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

interface GalleryProps {
  work: Work
  onOpen: (index: number) => void
  /** The visitor is about to open a photo (pointer over it, or focus on it). */
  onIntent: () => void
}

function OpenButton({
  image,
  index,
  sizes,
  priority = false,
  onOpen,
  onIntent,
}: {
  image: ImageKey
  index: number
  sizes: string
  priority?: boolean
  onOpen: (index: number) => void
  onIntent: () => void
}) {
  return (
    <Open
      type="button"
      aria-label={`Ver en grande: ${images[image].alt}`}
      aria-haspopup="dialog"
      onClick={() => onOpen(index)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Picture image={image} sizes={sizes} priority={priority} />
    </Open>
  )
}

export function Gallery({ work, onOpen, onIntent }: GalleryProps) {
  const position = (key: ImageKey) => work.imagesResponsive.indexOf(key)
  return (
    <>
      <Rows>
        {work.images.map((group) => (
          <Row key={group.join()} data-count={group.length}>
            {group.map((key) => (
              <OpenButton
                key={key}
                image={key}
                index={position(key)}
                priority={position(key) === 0}
                sizes={group.length === 1 ? '100vw' : group.length === 2 ? '48vw' : '30vw'}
                onOpen={onOpen}
                onIntent={onIntent}
              />
            ))}
          </Row>
        ))}
      </Rows>
      <Column>
        {work.imagesResponsive.map((key, index) => (
          <OpenButton
            key={key}
            image={key}
            index={index}
            sizes="100vw"
            onOpen={onOpen}
            onIntent={onIntent}
          />
        ))}
      </Column>
    </>
  )
}
