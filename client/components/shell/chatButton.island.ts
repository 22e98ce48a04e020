import type { IslandModule } from '../../islands/types'

/**
 * The floating chat button steps aside (`data-hidden`) while one of the page's own
 * WhatsApp links is on screen, so it never covers the call to action that offers
 * the same chat.
 */
const chatButton: IslandModule<{ linkStart: string }> = {
  mount(element, { linkStart }) {
    const button = element.querySelector('a')
    const links = document.querySelectorAll(`main a[href^="${linkStart}"]`)
    if (!button || links.length === 0) return
    const shown = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) shown.add(entry.target)
        else shown.delete(entry.target)
      button.toggleAttribute('data-hidden', shown.size > 0)
    })
    for (const link of links) observer.observe(link)
  },
}
export default chatButton
