import { listenAhead } from './listen'

/**
 * Resolves when a person first focuses or presses inside `area`, or at once when it
 * already has focus: code a part needs only once someone uses it waits for this.
 */
export function whenTouched(area: Element, signal: AbortSignal): Promise<void> {
  if (area.contains(document.activeElement)) return Promise.resolve()
  return new Promise((resolve) => {
    listenAhead('focusin', () => resolve(), { within: area, signal })
    listenAhead('pointerdown', () => resolve(), { within: area, signal })
  })
}

/**
 * Refuses typing inside `within` until `signal` aborts: prerendered HTML whose text
 * the app would find changed and render again, dropping what was typed.
 */
export function refuseTyping(within: Node, signal: AbortSignal): void {
  listenAhead('beforeinput', (event) => event.preventDefault(), { within, signal })
}
