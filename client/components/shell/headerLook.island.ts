import type { IslandModule } from '../../islands/types'

/**
 * The header turns solid past its own height (100px, or 60px on a narrow screen): CSS does
 * it where the browser has scroll-driven animations (headerCss.ts); elsewhere this island
 * sets `data-scrolled`, which the same CSS follows.
 */
const headerLook: IslandModule<Record<string, never>> = {
  mount(element) {
    const header = element.querySelector('header')
    if (!header) return
    const update = () => header.toggleAttribute('data-scrolled', scrollY > header.offsetHeight)
    update()
    addEventListener('scroll', update, { passive: true })
  },
}
export default headerLook
