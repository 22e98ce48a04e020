import type { IslandModule } from '../../islands/types'

/** What a visitor can tap: the button must never sit on one. */
const controls = 'a, button, input, select, textarea, summary, label, [role="button"]'
/** Room kept around the button, in px, and the grid of points tested over it. */
const margin = 6
const steps = 5
/** Quiet time after the last scroll event before the button may come back. */
const settleMs = 150

/** Whether a line of text or a control lies under `box` (the button's place). */
function covers(box: DOMRect, chat: Element): boolean {
  const left = box.left - margin
  const top = box.top - margin
  const size = box.width + 2 * margin
  const touches = (r: DOMRect) =>
    r.width > 0 && r.left < left + size && left < r.right && r.top < top + size && top < r.bottom
  const seen = new Set<Element>()
  for (let i = 0; i < steps; i++)
    for (let j = 0; j < steps; j++) {
      const x = left + (size * i) / (steps - 1)
      const y = top + (size * j) / (steps - 1)
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || chat.contains(element)) continue
        seen.add(element)
        if (element.closest(controls)) return true
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some(touches)) return true
        }
      }
    }
  return false
}

/**
 * The floating chat button steps aside (`data-hidden`) while the page scrolls, and
 * comes back once it stops only where it covers no text and no control, and no
 * WhatsApp link of the page's own (the call to action that offers the same chat)
 * is on screen. `data-placed` holds the scroll position it last decided at.
 */
const chatButton: IslandModule<{ linkStart: string }> = {
  mount(element, { linkStart }) {
    const button = element.querySelector('a')
    if (!button) return
    const ownLinks = new Set<Element>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const place = () => {
      button.toggleAttribute(
        'data-hidden',
        ownLinks.size > 0 || covers(button.getBoundingClientRect(), element),
      )
      button.dataset.placed = String(Math.round(scrollY))
    }
    const settle = () => {
      clearTimeout(timer)
      timer = setTimeout(() => requestAnimationFrame(place), settleMs)
    }
    addEventListener(
      'scroll',
      () => {
        if (!button.hasAttribute('data-hidden')) button.setAttribute('data-hidden', '')
        delete button.dataset.placed
        settle()
      },
      { passive: true },
    )
    addEventListener('resize', settle)
    // Content that changes under it without a scroll: an accordion opening, a font
    // arriving, a section below the first screen laid out as it nears it.
    new ResizeObserver(settle).observe(document.body)
    document.addEventListener('contentvisibilityautostatechange', settle, { capture: true })
    void document.fonts.ready.then(settle)
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) ownLinks.add(entry.target)
        else ownLinks.delete(entry.target)
      settle()
    })
    for (const link of document.querySelectorAll(`main a[href^="${linkStart}"]`))
      observer.observe(link)
    settle()
  },
}
export default chatButton
