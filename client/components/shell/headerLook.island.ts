import type { IslandModule } from '../../islands/types'

/**
 * The header turns solid past its own height (`solidFrom`): CSS does it where the browser has
 * scroll-driven animations (headerCss.ts); elsewhere this island sets
 * `data-scrolled`, which the same CSS follows.
 */
const headerLook: IslandModule<{ solidFrom: number }> = {
  mount(element, { solidFrom }) {
    const header = element.querySelector('header')
    if (!header) return
    const update = () => header.toggleAttribute('data-scrolled', scrollY > solidFrom)
    update()
    addEventListener('scroll', update, { passive: true })
  },
}
export default headerLook
