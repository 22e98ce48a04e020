/**
 * Input before an island is live, from the page's one script (docs/ARCHITECTURE.md,
 * "Islands"): a button pressed before its island's code came is pressed again, and an
 * island's code runs only in a pause in typing. Once React hydrates: hydrating.ts.
 */

/**
 * Remembers the buttons clicked in `element` (outside forms, which post without scripts)
 * until the returned function is called as the island mounts; it hands them over to be
 * clicked again. From then on React sees clicks and replays those on HTML not yet hydrated.
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

/** How long no key has been typed on the page when someone is between words or fields. */
const typingPause = 500
/** The longest an island waits for that pause: someone may type on and on. */
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
