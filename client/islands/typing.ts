/**
 * Typing while an island hydrates (docs/ARCHITECTURE.md, "Islands"). A key, tap or focus
 * landing on HTML React has not hydrated yet makes it hydrate that part at once, in one
 * long task; the browser alone writes a letter or moves the focus at no cost. So until a
 * part is live, these stay the browser's, and a field reads what was typed as it mounts.
 */

/** What a person types: held while the island hydrates, and on a field not yet live. */
const typing = new Set([
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
])
/** A tap or a focus: held too, but only on a field not yet live (a button needs React). */
const touching = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'focusin',
  'focusout',
]

/** Islands React has started on, and those of them whose first commit has not come yet. */
const started = new WeakSet<Element>()
const hydrating = new Set<Element>()
/** Fields marked `typedEarly` that have mounted. */
const live = new WeakSet<Element>()

const typedEarlyAttribute = 'data-typed-early'

/** Marks a field that reads what was typed in it before it was live (useEarlyInput). */
export const typedEarly = { [typedEarlyAttribute]: '' } as const

/** Called as a `typedEarly` field mounts: from now on React answers it. */
export const markLive = (field: Element): void => {
  live.add(field)
}

/** The island React has started on that holds `target`, if any. */
function islandOf(target: Element): Element | null {
  let island: Element | null = target
  while (island && !started.has(island)) island = island.parentElement
  return island
}

/**
 * Listens on the window in the capture phase, before React's listeners on each island.
 * It hears every tap and key on the page: what is live, or outside islands, costs one lookup.
 */
function hold(event: Event): void {
  const target = event.target
  if (!(target instanceof Element)) return
  const field = target.closest(`[${typedEarlyAttribute}]`)
  if (field) {
    if (!live.has(field) && islandOf(target)) event.stopPropagation()
  } else if (hydrating.size > 0 && typing.has(event.type)) {
    const island = islandOf(target)
    if (island && hydrating.has(island)) event.stopPropagation()
  }
}

let holding = false

/** Starts holding for `element`; the returned release is called at its first commit. */
export function holdWhileHydrating(element: HTMLElement): () => void {
  if (!holding) for (const type of [...typing, ...touching]) addEventListener(type, hold, true)
  holding = true
  started.add(element)
  hydrating.add(element)
  return () => {
    hydrating.delete(element)
  }
}
