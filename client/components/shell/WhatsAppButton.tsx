import { styled } from 'goober'
import { useEffect, useState } from 'react'
import { easeOut, layout, palette } from '../../../shared/design'
import { whatsappGreeting, whatsappLink, whatsappOrigin } from '../../../shared/whatsapp'
import { WhatsAppIcon } from '../icons'

// The white ring keeps the circle whole over the dark footer and over photos.
const Fab = styled('a')`
  position: fixed;
  right: ${layout.fab.offset}px;
  bottom: ${layout.fab.offset}px;
  z-index: 40;
  display: grid;
  place-items: center;
  width: ${layout.fab.size}px;
  height: ${layout.fab.size}px;
  border-radius: 50%;
  background: ${palette.grafito};
  color: ${palette.white};
  box-shadow: 0 0 0 2px ${palette.white};
  transition: transform 250ms ${easeOut};
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline-offset: 4px;
  }
  &[data-hidden] {
    visibility: hidden;
  }
`

/**
 * True while one of the page's own WhatsApp links is on screen: the floating button
 * steps aside then, so it never covers the call to action that offers the same chat.
 */
function usePageChatLinkInView(): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const check = () =>
      setInView(
        [...document.querySelectorAll(`main a[href^="${whatsappOrigin}"]`)].some((link) => {
          const r = link.getBoundingClientRect()
          return r.bottom > 0 && r.top < innerHeight
        }),
      )
    check()
    addEventListener('scroll', check, { passive: true })
    return () => removeEventListener('scroll', check)
  }, [])
  return inView
}

/** The floating round chat button on every page: WhatsApp with a prefilled greeting. */
export function WhatsAppButton() {
  const hidden = usePageChatLinkInView()
  // In its own landmark: axe wants all content inside one, and it is a way to reach her.
  return (
    <aside aria-label="Chat">
      <Fab
        href={whatsappLink(whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escribime por WhatsApp (se abre en una pestaña nueva)"
        data-hidden={hidden || undefined}
      >
        <WhatsAppIcon />
      </Fab>
    </aside>
  )
}
