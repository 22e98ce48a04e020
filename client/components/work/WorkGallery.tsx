import { useState, type MouseEvent, type ReactNode } from 'react'
import type { ImageKey } from '../../../shared/content/images'
import { photoAttribute } from './Gallery'
import { Lightbox } from './Lightbox'

/**
 * A work page's photos (the children: the gallery's prerendered buttons) and the
 * lightbox they open. An island that comes to life when the visitor reaches for a
 * photo; a photo clicked before that opens once it has.
 */
export function WorkGallery({
  title,
  photos,
  children,
}: {
  title: string
  photos: ImageKey[]
  children?: ReactNode
}) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const open = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${photoAttribute}]`) : null
    const index = Number(button?.getAttribute(photoAttribute))
    if (button && Number.isInteger(index)) setOpenAt(index)
  }
  return (
    <>
      {/* The buttons' clicks bubble here. */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div style={{ display: 'contents' }} onClick={open}>
        {children}
      </div>
      <Lightbox
        work={{ title, imagesResponsive: photos }}
        openAt={openAt}
        onClose={() => setOpenAt(null)}
      />
    </>
  )
}
