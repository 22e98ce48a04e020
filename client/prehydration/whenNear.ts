import { whenTouched } from './whenTouched'

/** How far ahead of the screen a part starts hydrating: half a screen, as carousels. */
const ahead = '50% 0px'

const waits = new Map<string, Promise<void>>()
const leftFirstPage = new AbortController()

/**
 * The prerendered part marked `data-apart={id}` hydrates only once it nears the
 * screen or is touched; until then React keeps its HTML, which works without the app
 * (a form posts itself). Null when there is nothing to wait for: the part is not in
 * the page's HTML (a page the app rendered), or the visitor has left the first page.
 */
export function whenNear(id: string): Promise<void> | null {
  if (typeof document === 'undefined' || leftFirstPage.signal.aborted) return null
  const known = waits.get(id)
  if (known) return known
  const area = document.querySelector(`[data-apart="${CSS.escape(id)}"]`)
  if (!area?.firstElementChild) return null
  // A part that is not shown (a tab's hidden panel) nears with what shows around it.
  let box: Element | null = area.firstElementChild
  while (box && !box.checkVisibility()) box = box.parentElement
  if (!box) return null
  const over = new AbortController()
  const wait = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) resolve()
      },
      { rootMargin: ahead },
    )
    observer.observe(box)
    over.signal.addEventListener('abort', () => observer.disconnect())
    void whenTouched(area, over.signal).then(() => resolve())
    leftFirstPage.signal.addEventListener('abort', () => resolve(), { signal: over.signal })
  }).then(() => over.abort())
  waits.set(id, wait)
  return wait
}

// Another page (the app's navigation, or history): what waited hydrates now, and
// what renders next has no prerendered HTML to keep.
if (typeof window !== 'undefined')
  for (const type of ['pushState', 'popstate'])
    addEventListener(type, () => leftFirstPage.abort(), { once: true })
