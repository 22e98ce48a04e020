import { styled } from 'goober'
import { scrollDriven } from './headerCss'
import { Island } from '../../islands/Island'
import { MenuIcon } from '../icons'
import { HeaderBar, iconButtonStyle } from './HeaderBar'
import { menuId } from './menuCss'

const Fixed = styled('header')`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
`

// A native button that opens the menu itself, before and without scripts.
const Toggle = styled('button')`
  ${iconButtonStyle}
`

/**
 * The fixed header, 100px tall, 60px under 900px: transparent until scrolled past its
 * height (headerCss.ts).
 */
export function Header({ overPhoto }: { overPhoto: boolean }) {
  const tone = overPhoto ? 'light' : 'dark'
  return (
    <Island name="headerLook" when="idle" props={{}} unless={scrollDriven}>
      <Fixed data-tone={tone}>
        <HeaderBar
          tone={tone}
          control={
            <Toggle
              type="button"
              commandfor={menuId}
              command="show-modal"
              aria-label="Abrir menú"
              aria-haspopup="dialog"
            >
              <MenuIcon open={false} />
            </Toggle>
          }
        />
      </Fixed>
    </Island>
  )
}
