import { styled } from 'goober'
import type { CSSProperties } from 'react'
import type { ImageKey } from '../../../shared/content/images'
import type { Work } from '../../../shared/content/portfolio'
import { breakpoints, over, palette, upTo } from '../../../shared/site/design'
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
/** A column of photos, the one gap between them. */
const photoColumn = `
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
`

const Rows = styled('div')`
  ${photoColumn}
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
  ${photoColumn}
  ${over(breakpoints.workLayout)} {
    display: none;
  }
  > button img {
    height: auto;
  }
  /* A photo the page's opening shows at this width does not come again right under it:
     from 721 to 768 px the column follows the opening's wide photo, not its phone one. */
  ${over(breakpoints.pageOpening)} {
    > [data-opening='wide'] {
      display: none;
    }
  }
  ${upTo(breakpoints.pageOpening)} {
    > [data-opening='phone'] {
      display: none;
    }
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
  opening,
}: {
  image: ImageKey
  index: number
  sizes: string
  style?: CSSProperties
  /** The page's opening shows this photo on wide screens or on a phone (Gallery). */
  opening?: 'wide' | 'phone'
}) {
  return (
    <Open
      style={style}
      type="button"
      data-opening={opening}
      aria-label={`Ver en grande: ${metaOf(image).alt}`}
      aria-haspopup="dialog"
      {...{ [photoAttribute]: index }}
    >
      <Picture image={image} sizes={sizes} />
    </Open>
  )
}

/**
 * The session's photos the page opens on (PageOpening): the first wide one across a wide
 * screen (a portrait would be cut to a strip), the first upright one on a phone (a wide
 * one would lose its sides); the first photo when it has no such shape.
 */
export function openingPhotos(work: Work): { wide: ImageKey; phone: ImageKey } {
  const [first = ''] = work.imagesResponsive
  const wide = work.imagesResponsive.find((key) => shape(key) > 1) ?? first
  const phone = work.imagesResponsive.find((key) => shape(key) < 1) ?? first
  return { wide, phone }
}

/**
 * A session's photos as buttons: in rows from the tablet up, in one column on a phone;
 * each but the ones the page's opening shows (`opening`) at that width. The lightbox
 * still holds them all, in their order.
 */
export function Gallery({
  work,
  opening,
}: {
  work: Work
  opening: { wide: ImageKey; phone: ImageKey }
}) {
  const position = (key: ImageKey) => work.imagesResponsive.indexOf(key)
  // The rows show only where the opening shows the wide photo.
  const rows = work.images
    .map((group) => group.filter((key) => key !== opening.wide))
    .filter((group) => group.length > 0)
  const openingAt = (key: ImageKey) =>
    key === opening.wide ? 'wide' : key === opening.phone ? 'phone' : undefined
  return (
    <>
      <Rows>
        {rows.map((group) => (
          <Row key={group.join()} data-count={group.length}>
            {group.map((key) => (
              <OpenButton
                key={key}
                image={key}
                index={position(key)}
                {...rowPlacement(key, group)}
              />
            ))}
          </Row>
        ))}
      </Rows>
      <Column>
        {work.imagesResponsive
          // Shown by the opening at every width.
          .filter((key) => !(key === opening.wide && key === opening.phone))
          .map((key) => (
            <OpenButton
              key={key}
              image={key}
              index={position(key)}
              sizes="100vw"
              opening={openingAt(key)}
            />
          ))}
      </Column>
    </>
  )
}
