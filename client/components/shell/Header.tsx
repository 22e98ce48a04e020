import { styled } from 'goober'
import { useEffect, useState } from 'react'
import { layout } from '../../../shared/design'
import { MenuIcon } from '../icons'
import { runCommandWithoutBrowser } from './command'
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

/** Null until the app has hydrated: CSS follows the scroll until then (headerCss.ts). */
function useScrolledPastHeader(): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > layout.headerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}

/** Whether the menu dialog is open, kept in step with the browser, which opens and closes it. */
function useMenuOpen(): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = document.getElementById(menuId)
    if (!(element instanceof HTMLDialogElement)) return
    const update = () => setOpen(element.open)
    update()
    element.addEventListener('toggle', update)
    element.addEventListener('close', update)
    return () => {
      element.removeEventListener('toggle', update)
      element.removeEventListener('close', update)
    }
  }, [])
  return open
}

/** Fixed 100px header: transparent until scrolled past its height or while the menu is open. */
export function Header({ overPhoto }: { overPhoto: boolean }) {
  const open = useMenuOpen()
  const scrolled = useScrolledPastHeader()
  const tone = scrolled || open ? 'solid' : overPhoto ? 'light' : 'dark'

  return (
    <Fixed data-tone={tone} data-live={scrolled !== null || undefined}>
      <HeaderBar
        tone={tone}
        control={
          <Toggle
            type="button"
            commandfor={menuId}
            command="show-modal"
            aria-label="Abrir menú"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={runCommandWithoutBrowser}
          >
            <MenuIcon open={false} />
          </Toggle>
        }
      />
    </Fixed>
  )
}
