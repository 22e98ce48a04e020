/**
 * Listens on window, ahead of React, to events aimed inside `within` (or anywhere):
 * React stops events aimed at HTML it has not hydrated yet, so what must see them
 * before hydration listens here. Stops with `signal`.
 */
export function listenAhead<K extends keyof WindowEventMap>(
  type: K,
  listener: (event: WindowEventMap[K], target: Node) => void,
  options: { within?: Node; signal: AbortSignal },
): void {
  window.addEventListener(
    type,
    (event) => {
      if (!(event.target instanceof Node)) return
      if (!options.within || options.within.contains(event.target)) listener(event, event.target)
    },
    { capture: true, signal: options.signal },
  )
}
