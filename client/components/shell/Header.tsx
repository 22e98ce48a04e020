import { styled } from 'goober'
import { layout } from '../../../shared/design'
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

/** Fixed 100px header: transparent until scrolled past its height (headerCss.ts). */
export function Header({ overPhoto }: { overPhoto: boolean }) {
  const tone = overPhoto ? 'light' : 'dark'
  return (
    <Island
      name="headerLook"
      when="idle"
      props={{ solidFrom: layout.headerHeight }}
      unless={scrollDriven}
    >
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
