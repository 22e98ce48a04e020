import { listenAhead } from './listen'

/**
 * Remembers the last press, made before the code that answers it has run, on an
 * element that matches `selector` (inside `within`, when given). `stop()` stops
 * remembering; `replay()` stops too and presses the element again, once.
 */
export function rememberPress(selector: string, within?: Node) {
  const listening = new AbortController()
  let pressed: HTMLElement | null = null
  listenAhead(
    'click',
    (_, target) => {
      pressed = target instanceof Element ? target.closest<HTMLElement>(selector) : null
    },
    { within, signal: listening.signal },
  )
  const stop = () => listening.abort()
  return {
    stop,
    replay: () => {
      stop()
      if (pressed?.isConnected) pressed.click()
      pressed = null
    },
  }
}
