/**
 * Typing while an island hydrates (docs/ARCHITECTURE.md, "Islands"): the browser writes the
 * letters, React reads them when the field mounts.
 */

/** What a person types: the events React would answer by finishing a hydrating part at once. */
const typing = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'textInput',
  'input',
  'change',
  'compositionstart',
  'compositionupdate',
  'compositionend',
] as const

/** Islands whose first commit has not come yet. */
const hydrating = new Set<Element>()
/** Controls marked `typedEarly` that have mounted. */
const live = new WeakSet<Element>()

const typedEarlyAttribute = 'data-typed-early'

/**
 * Marks a control that takes what was typed in it before it was live (useEarlyInput): its
 * typing reaches React only once it has mounted (`markLive`), not at its island's first commit.
 */
export const typedEarly = { [typedEarlyAttribute]: '' } as const

/** Called as a `typedEarly` control mounts: its typing goes to React from now on. */
export const markLive = (control: Element): void => {
  live.add(control)
}

/**
 * Keeps typing from React while the part it lands in hydrates: a key there makes React
 * hydrate it in one long task, while the browser alone writes the letter at no cost, and
 * the field takes it when it mounts. Listens on the window in the capture phase, before
 * React's listeners on each island.
 */
function holdTyping(event: Event): void {
  const target = event.target
  if (!(target instanceof Element)) return
  const control = target.closest(`[${typedEarlyAttribute}]`)
  const waiting = control
    ? !live.has(control)
    : [...hydrating].some((island) => island.contains(target))
  if (waiting) event.stopPropagation()
}

let holding = false

/** Holds typing in `element` from React until the returned release, called at its first commit. */
export function holdTypingWhileHydrating(element: HTMLElement): () => void {
  if (!holding) for (const type of typing) addEventListener(type, holdTyping, true)
  holding = true
  hydrating.add(element)
  return () => {
    hydrating.delete(element)
  }
}
