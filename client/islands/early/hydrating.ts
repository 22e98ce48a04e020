/**
 * Input while React hydrates an island (docs/ARCHITECTURE.md, "Islands"; before that:
 * page.ts). A key, tap or focus reaching React on HTML it has not hydrated yet makes it
 * hydrate at once, in one long task; the browser alone writes a letter, checks a radio or
 * moves the focus at no cost. So until the island's first commit these stay the
 * browser's, and at that commit React's change handlers are told what the browser changed.
 */

/** What a person types: held anywhere in an island React is hydrating. */
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
/** A tap or a focus: held only on a form's field (a button needs React, which replays it). */
const touching = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'focusin',
  'focusout',
]
const field = 'input, textarea, select, label'

/** Islands React has started on whose first commit has not come yet. */
const hydrating = new Set<Element>()

/**
 * Listens on the window in the capture phase, before React's listeners on each island.
 * It hears every tap and key on the page: while no island hydrates, that costs one check.
 */
function hold(event: Event): void {
  const target = event.target
  if (hydrating.size === 0 || !(target instanceof Element)) return
  if (!typing.has(event.type) && !target.closest(field)) return
  for (const island of hydrating) if (island.contains(target)) return event.stopPropagation()
}

/** The browser's own setter of a field's property, which React does not watch. */
const setAsBrowser = (
  element: HTMLInputElement | HTMLTextAreaElement,
  key: string,
  value: unknown,
) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), key)?.set?.call(element, value)

/**
 * A field the browser changed before React hydrated it: React keeps the browser's value
 * but not its state (react-aria's), which would write its own over it at the next render.
 * React notes each value it sets through the element; set through the element to the
 * old value, then back as the browser, the field looks changed to React, which answers
 * the event with its change handlers, as after a key or a tap.
 */
function tellReact(element: HTMLInputElement | HTMLTextAreaElement): void {
  if (element instanceof HTMLInputElement && /^(radio|checkbox)$/.test(element.type)) {
    // A radio unchecked is told by the one checked in its stead.
    if (
      element.checked === element.defaultChecked ||
      (element.type === 'radio' && !element.checked)
    )
      return
    element.checked = element.defaultChecked
    setAsBrowser(element, 'checked', !element.defaultChecked)
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
    for (const changed of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    ))
      tellReact(changed)
  }
}
