import { Splide, type Options } from '@splidejs/splide'
import { useEffect, useRef, type RefObject } from 'react'

/**
 * Runs `mount` once the carousel is near the screen and the browser is idle, so
 * Splide's set-up is never part of hydrating the page (a long task on a phone),
 * and a carousel far below is only set up if the visitor scrolls to it.
 * Returns the cleanup.
 */
function whenNearAndIdle(element: Element, mount: () => void): () => void {
  let idle: number | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(mount, { timeout: 500 })
          : window.setTimeout(mount, 50)
    },
    { rootMargin: '50% 0px' },
  )
  observer.observe(element)
  return () => {
    observer.disconnect()
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}

/**
 * Takes the track over from the browser, which scrolled it until Splide mounted: it
 * is no longer a tab stop of its own, its scroll is undone (Splide moves the list
 * instead), and the slide the visitor scrolled to is returned for Splide to start on.
 */
function takeOverTrack(root: HTMLElement): number {
  const track = root.querySelector<HTMLElement>('.splide__track')
  track?.removeAttribute('tabindex')
  const [first, second] = root.querySelectorAll<HTMLElement>('.splide__slide')
  if (!track || !first || !second || track.scrollLeft === 0) return 0
  const index = Math.round(track.scrollLeft / (second.offsetLeft - first.offsetLeft))
  track.scrollLeft = 0
  return index
}

/**
 * Mounts Splide core on the prerendered carousel at `root` when it nears the
 * screen (see `whenNearAndIdle`), and destroys it on unmount. The options of the
 * first render are used: the site's carousels never change theirs.
 */
export function useSplide(root: RefObject<HTMLElement | null>, options: Options): void {
  const settings = useRef(options)
  useEffect(() => {
    const element = root.current
    if (!element) return
    let splide: Splide | undefined
    const cancel = whenNearAndIdle(element, () => {
      splide = new Splide(element, { ...settings.current, start: takeOverTrack(element) })
      splide.mount()
    })
    return () => {
      cancel()
      splide?.destroy()
    }
  }, [root])
}
