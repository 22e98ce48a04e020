/**
 * Input before an island is live, in the page's one script (docs/ARCHITECTURE.md, "Islands"):
 * buttons pressed before the island's code came, and pauses in typing. Then: hydrating.ts.
 */

/**
 * The buttons clicked in `element` (outside forms, which post without scripts) until the
 * island mounts, to be clicked again; from then on React sees and replays clicks itself.
 */
export function rememberClicks(element: HTMLElement): () => HTMLElement[] {
  const clicked: HTMLElement[] = []
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && !button.closest('form')) clicked.push(button)
  }
  element.addEventListener('click', remember)
  return () => {
    element.removeEventListener('click', remember)
    return clicked.splice(0)
  }
}

/** A pause in typing (between words or fields), and the longest an island waits for one. */
const typingPause = 500
const typingWaitMost = 3000
let typedAt = -typingPause

/** Notes the time of every key typed on the page, for notTyping. */
export const watchTyping = (): void => {
  for (const type of ['keydown', 'input'])
    addEventListener(type, (event) => (typedAt = event.timeStamp), { capture: true, passive: true })
}

/**
 * Resolves once nobody has typed on the page for `typingPause` ms, or after `typingWaitMost`:
 * an island's code runs (a long task) then, so no key waits behind it.
 */
export const notTyping = () =>
  new Promise<void>((resolve) => {
    const latest = performance.now() + typingWaitMost
    const wait = () => {
      const left = Math.min(typedAt + typingPause, latest) - performance.now()
      if (left > 0) setTimeout(wait, left)
      else resolve()
    }
    wait()
  })
