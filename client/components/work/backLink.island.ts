import type { IslandModule } from '../../islands/types'

/**
 * Whether 'back' stays on this site. The Navigation API lists only this origin's
 * entries (a tab opened on this page, or arriving from a search engine, has none
 * before it); browsers without it fall back to the history length.
 */
function canGoBack(): boolean {
  const nav = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation
  if (nav?.currentEntry) return nav.currentEntry.index > 0
  return history.length > 1
}

/**
 * 'VOLVER A PORTFOLIO' goes back one step in history; opened directly (nothing of the
 * site before it), or before this island is live, it follows its link to the work's
 * category instead of leaving the site.
 */
const backLink: IslandModule<Record<string, never>> = {
  mount(element) {
    element.querySelector('a')?.addEventListener('click', (event) => {
      if (!canGoBack()) return
      event.preventDefault()
      history.back()
    })
  },
}
export default backLink
