import { styled } from 'goober'
import {
  breakpoints,
  easeOut,
  layout,
  palette,
  reducedMotion,
  upTo,
} from '../../../shared/site/design'
import { useLocation } from 'wouter'
import { whatsappHref, whatsappPath } from '../../../shared/site/whatsapp'
import { whatsappGreeting } from '../../../shared/site/whatsapp'
import { Island } from '../../islands/Island'
import { WhatsAppIcon } from '../icons'

const { fab } = layout

// The white ring keeps the circle whole over the dark footer and over photos.
// Stepped aside, it fades out and lets taps through, but stays in the tab order and
// shows again when the keyboard reaches it.
const Fab = styled('a')`
  position: fixed;
  right: ${fab.offset}px;
  bottom: ${fab.offset}px;
  z-index: 40;
  display: grid;
  place-items: center;
  width: ${fab.size}px;
  height: ${fab.size}px;
  border-radius: 50%;
  background: ${palette.grafito};
  color: ${palette.white};
  box-shadow: 0 0 0 2px ${palette.white};
  transition:
    transform 250ms ${easeOut},
    opacity 200ms ${easeOut};
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline-offset: 4px;
  }
  &[data-hidden]:not(:focus-visible) {
    opacity: 0;
    pointer-events: none;
  }
  ${upTo(breakpoints.headerNarrow)} {
    right: ${fab.phone.offset}px;
    bottom: ${fab.phone.offset}px;
    width: ${fab.phone.size}px;
    height: ${fab.phone.size}px;
    & svg {
      width: 24px;
      height: 24px;
    }
  }
  ${reducedMotion} {
    transition: none;
  }
`

/** The floating round chat button on every page: WhatsApp with a prefilled greeting. */
export function WhatsAppButton() {
  const [page] = useLocation()
  // In its own landmark: axe wants all content inside one, and it is a way to reach her.
  // It steps aside while the page scrolls, and wherever it would cover text or a
  // control (chatButton.island.ts).
  return (
    <Island name="chatButton" when="idle" props={{ linkStart: whatsappPath }}>
      <aside aria-label="Chat">
        <Fab
          href={whatsappHref(page, whatsappGreeting)}
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
