/**
 * Code only someone filling a form needs (the date picker's) waits for the form's
 * first touch. Both listen on the window in the capture phase: React stops events
 * aimed at HTML it has not hydrated yet (the waiting picker) at its root.
 */

/** What the picker calls once it is live: a press it missed is pressed again, once. */
export type PickerLive = () => void

/**
 * Resolves at the first focus, press or key inside the form that holds the field
 * `name`. At once where there is no such form to watch (the build's render), or when
 * the form already has focus. Until the picker is live, the last press on its own
 * buttons (its calendar) is remembered: what it resolves with presses it again.
 */
export function firstTouch(name: string): Promise<PickerLive> {
  const nothing: PickerLive = () => {}
  if (typeof document === 'undefined') return Promise.resolve(nothing)
  const input = document.querySelector(`input[name="${name}"]`)
  const form = input?.closest('form')
  const picker = input?.parentElement
  if (!form || form.contains(document.activeElement)) return Promise.resolve(nothing)
  let pressed: HTMLElement | undefined
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && picker?.contains(button)) pressed = button
  }
  addEventListener('click', remember, true)
  const live: PickerLive = () => {
    removeEventListener('click', remember, true)
    const early = pressed
    pressed = undefined
    early?.click()
  }
  return new Promise((resolve) => {
    const types = ['focusin', 'pointerdown', 'keydown'] as const
    const touched = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return
      for (const type of types) removeEventListener(type, touched, true)
      resolve(live)
    }
    for (const type of types) addEventListener(type, touched, true)
  })
}
