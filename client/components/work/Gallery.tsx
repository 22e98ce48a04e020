import { styled } from 'goober'
import type { CSSProperties } from 'react'
import type { ImageKey } from '../../../shared/content/images'
import type { Work } from '../../../shared/content/portfolio'
import { breakpoints, over, palette, upTo } from '../../../shared/design'
import { metaOf, Picture } from '../media/Picture'
import { photoFill } from '../../styles/photoFrame'

/** The one gap between photos, across and down. */
const gap = 24

/**
 * Wider than 768px: one row per image group, the photos of a row at one height and
 * each as wide as its shape asks, so none is cropped (a portrait alone stands at
 * most a screen tall, centred). At 768px or less: the responsive list in one
 * column. Both are rendered and CSS shows one, so the prerendered page is right at
 * any width. Every photo is a button that opens the lightbox at its position.
 */
const Rows = styled('div')`
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
  ${upTo(breakpoints.workLayout)} {
    display: none;
  }
`

const Row = styled('div')`
  display: flex;
  justify-content: center;
  gap: ${gap}px;
  > button {
    min-width: 0;
  }
`

const Column = styled('div')`
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
  ${over(breakpoints.workLayout)} {
    display: none;
  }
  > button img {
    height: auto;
  }
`

/** A photo's width over its height. */
const shape = (key: ImageKey) => metaOf(key).width / metaOf(key).height

/** Where a photo sits in its row: its share of the row's width and its own shape. */
function rowPlacement(key: ImageKey, group: readonly ImageKey[]) {
  const ratio = shape(key)
  if (group.length === 1) {
    return {
      style: { width: `min(100%, ${(100 * ratio).toFixed(2)}vh)`, aspectRatio: String(ratio) },
      sizes: `min(100vw, ${Math.round(100 * ratio)}vh)`,
    }
  }
  const share = ratio / group.reduce((sum, k) => sum + shape(k), 0)
  return {
    style: { flex: `${ratio} 1 0`, aspectRatio: String(ratio) },
    sizes: `${Math.ceil(100 * share)}vw`,
  }
}

const Open = styled('button')`
  display: block;
  padding: 0;
  border: 0;
  background: ${palette.orchid};
  cursor: zoom-in;
  img {
    ${photoFill}
  }
`

/** Which photo a button opens (its place in the phone's column), read by WorkGallery.tsx. */
export const photoAttribute = 'data-photo'

export function OpenButton({
  image,
  index,
  sizes,
  style,
  priority = false,
}: {
  image: ImageKey
  index: number
  sizes: string
  style?: CSSProperties
  priority?: boolean
}) {
  return (
    <Open
      style={style}
      type="button"
      aria-label={`Ver en grande: ${metaOf(image).alt}`}
      aria-haspopup="dialog"
      {...{ [photoAttribute]: index }}
    >
      <Picture image={image} sizes={sizes} priority={priority} />
    </Open>
  )
}

/** A session's photos as buttons: in rows from the tablet up, in one column on a phone. */
export function Gallery({ work }: { work: Work }) {
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
                {...rowPlacement(key, group)}
              />
            ))}
          </Row>
        ))}
      </Rows>
      <Column>
        {work.imagesResponsive.map((key, index) => (
          <OpenButton key={key} image={key} index={index} sizes="100vw" />
        ))}
      </Column>
    </>
  )
}
