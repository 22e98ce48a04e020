/**
 * Input while React hydrates an island (docs/ARCHITECTURE.md, "Islands"; before: page.ts).
 * A key, tap or focus reaching React on HTML it has not hydrated makes it hydrate at once,
 * in one long task; the browser alone writes a letter, checks a radio or moves the focus at
 * no cost. So until the island's first commit these stay the browser's; then React is told.
 */

/** What a person types: held anywhere in an island React is hydrating. */
const typing = new Set([
  ...'keydown keypress keyup beforeinput textInput input change'.split(' '),
  ...'compositionstart compositionupdate compositionend'.split(' '),
])
/** A tap or a focus: held only on a form's field (a button needs React, which replays it). */
const touching = 'pointerdown pointerup mousedown mouseup click focusin focusout'.split(' ')

/** Islands React has started on whose first commit has not come yet. */
const hydrating = new Set<Element>()

/** On the window in the capture phase, before React's listeners on each island. */
function hold(event: Event): void {
  const target = event.target
  if (hydrating.size === 0 || !(target instanceof Element)) return
  if (!typing.has(event.type) && !target.closest('input, textarea, label')) return
  for (const island of hydrating) if (island.contains(target)) return event.stopPropagation()
}

type Field = HTMLInputElement | HTMLTextAreaElement

/** The browser's own setter of a field's property, which React does not watch. */
const setAsBrowser = (element: Field, key: string, value: unknown) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), key)?.set?.call(element, value)

/**
 * A field the browser changed before React hydrated it: React keeps the browser's value, but
 * react-aria's state would write its own over it. Set through the element (React notes it)
 * to the HTML's value, then back as the browser, it looks changed: React runs its handlers.
 */
function tellReact(element: Field): void {
  if (element.type === 'radio' && element instanceof HTMLInputElement) {
    // An unchecked radio is told by the one checked in its stead.
    if (!element.checked || element.defaultChecked) return
    element.checked = false
    setAsBrowser(element, 'checked', true)
    element.dispatchEvent(new Event('click', { bubbles: true }))
  } else if (element.value !== element.defaultValue) {
    const { value, selectionStart, selectionEnd } = element
    element.value = element.defaultValue
    setAsBrowser(element, 'value', value)
    if (selectionStart !== null) element.setSelectionRange(selectionStart, selectionEnd)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

let holding = false

/** Starts holding for `element`; the returned release is called at its first commit. */
export function holdWhileHydrating(element: HTMLElement): () => void {
  if (!holding) for (const type of [...typing, ...touching]) addEventListener(type, hold, true)
  holding = true
  hydrating.add(element)
  return () => {
    hydrating.delete(element)
    element.querySelectorAll<Field>('input, textarea').forEach(tellReact)
  }
}
