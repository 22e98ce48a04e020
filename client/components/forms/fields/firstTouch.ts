/**
 * Code only someone filling a form needs (the date picker's) waits for the form's
 * first touch. Both listen on the window in the capture phase: React stops events
 * aimed at HTML it has not hydrated yet (the waiting picker) at its root.
 */

/** While the picker waits: the last press on its own buttons (its calendar), to press again. */
let waiting: { pressed?: HTMLElement; stop: () => void } | undefined

/**
 * Resolves at the first focus, press or key inside the form that holds the field
 * `name`. At once where there is no such form to watch (the build's render), or when
 * the form already has focus.
 */
export function firstTouch(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const input = document.querySelector(`input[name="${name}"]`)
  const form = input?.closest('form')
  const picker = input?.parentElement
  if (!form || form.contains(document.activeElement)) return Promise.resolve()
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && waiting && picker?.contains(button)) waiting.pressed = button
  }
  addEventListener('click', remember, true)
  waiting = { stop: () => removeEventListener('click', remember, true) }
  return new Promise((resolve) => {
    const types = ['focusin', 'pointerdown', 'keydown'] as const
    const touched = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return
      for (const type of types) removeEventListener(type, touched, true)
      resolve()
    }
    for (const type of types) addEventListener(type, touched, true)
  })
}

/** Called by the picker once it is live: a press it missed is pressed again. */
export function pickerLive(): void {
  const early = waiting
  waiting = undefined
  early?.stop()
  early?.pressed?.click()
}
