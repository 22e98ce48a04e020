import { styled } from 'goober'
import { easeOut, palette } from '../../../shared/design'
import { whatsappGreeting, whatsappLink } from '../../../shared/whatsapp'
import { WhatsAppIcon } from '../icons'

const Fab = styled('a')`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 40;
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
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
  return (
    <Fab
      href={whatsappLink(whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escribime por WhatsApp (se abre en una pestaña nueva)"
    >
      <WhatsAppIcon />
    </Fab>
  )
}
