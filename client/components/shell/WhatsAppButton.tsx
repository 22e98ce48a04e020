import { styled } from 'goober'
import { easeOut, layout, palette } from '../../../shared/design'
import { whatsappGreeting, whatsappLink } from '../../../shared/whatsapp'
import { WhatsAppIcon } from '../icons'

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
  transition: transform 250ms ${easeOut};
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline-offset: 4px;
  }
`

/** The floating round chat button on every page: WhatsApp with a prefilled greeting. */
export function WhatsAppButton() {
  // In its own landmark: axe wants all content inside one, and it is a way to reach her.
  return (
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
  )
}
