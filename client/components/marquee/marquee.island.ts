import type { IslandModule } from '../../islands/types'

/**
 * Sets the marquee's duration from its measured width, so it moves at `pxPerSecond`
 * whatever the fonts and the screen (the build's duration is an estimate). The
 * observer reports when the browser lays the page out anyway, and on every change.
 */
const marquee: IslandModule<{ pxPerSecond: number }> = {
  mount(element, { pxPerSecond }) {
    const track = element.querySelector<HTMLElement>('[data-marquee-track]')
    const group = track?.firstElementChild
    if (!track || !group) return
    new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize ?? 0
      if (width)
        track.style.setProperty('--marquee-duration', `${(width / pxPerSecond).toFixed(2)}s`)
    }).observe(group)
  },
}
export default marquee
