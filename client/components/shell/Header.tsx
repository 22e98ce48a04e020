import { styled } from 'goober'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { layout } from '../../../shared/design'
import { menuOpenAtom, toggleMenuAtom } from '../../state/menu'
import { MenuIcon } from '../icons'
import { HeaderBar, iconButtonStyle } from './HeaderBar'

// The menu is only needed once opened: keep react-aria's overlay code out of first load.
const Menu = lazy(() => import('./Menu'))

const Fixed = styled('header')`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
`

// A native button: all the toggle needs, without react-aria's press machinery on first load.
const Toggle = styled('button')`
  ${iconButtonStyle}
`

function useScrolledPastHeader(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > layout.headerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}

/** Fixed 100px header: transparent until scrolled past its height or while the menu is open. */
export function Header({ overPhoto }: { overPhoto: boolean }) {
  const open = useAtomValue(menuOpenAtom)
  const toggle = useSetAtom(toggleMenuAtom)
  const scrolled = useScrolledPastHeader()
  const [menuRequested, setMenuRequested] = useState(false)
  const tone = scrolled || open ? 'solid' : overPhoto ? 'light' : 'dark'

  return (
    <Fixed data-tone={tone}>
      <HeaderBar
        tone={tone}
        control={
          <Toggle
            aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={open}
            type="button"
            onPointerEnter={() => setMenuRequested(true)}
            onFocus={() => setMenuRequested(true)}
            onClick={() => {
              setMenuRequested(true)
              toggle()
            }}
          >
            <MenuIcon open={open} />
          </Toggle>
        }
      />
      {(menuRequested || open) && (
        <Suspense fallback={null}>
          <Menu />
        </Suspense>
      )}
    </Fixed>
  )
}
