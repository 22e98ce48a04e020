/**
 * Resolves at the first focus, press or key inside the form that holds the field
 * `name`: what only someone filling the form needs (the date picker's code) waits for
 * it. At once where there is no such form to watch (the build's render), or when the
 * form already has focus.
 */
export function firstTouch(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const form = document.querySelector(`input[name="${name}"]`)?.closest('form')
  if (!form || form.contains(document.activeElement)) return Promise.resolve()
  return new Promise((resolve) => {
    const types = ['focusin', 'pointerdown', 'keydown'] as const
    const touched = () => {
      for (const type of types) form.removeEventListener(type, touched, true)
      resolve()
    }
    for (const type of types) form.addEventListener(type, touched, true)
  })
}
