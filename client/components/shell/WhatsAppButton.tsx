import { styled } from 'goober'
import { easeOut, layout, palette } from '../../../shared/design'
import { whatsappGreeting, whatsappLink, whatsappOrigin } from '../../../shared/whatsapp'
import { Island } from '../../islands/Island'
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

/** The floating round chat button on every page: WhatsApp with a prefilled greeting. */
export function WhatsAppButton() {
  // In its own landmark: axe wants all content inside one, and it is a way to reach her.
  // It steps aside while the page's own chat link is on screen (chatButton.island.ts).
  return (
    <Island name="chatButton" when="idle" props={{ linkStart: whatsappOrigin }}>
      <aside aria-label="Chat">
        <Fab
          href={whatsappLink(whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Escribime por WhatsApp (se abre en una pestaña nueva)"
        >
          <WhatsAppIcon />
        </Fab>
      </aside>
    </Island>
  )
}
