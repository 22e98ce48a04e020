import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * Whether a tab panel is shown (client/components/Tabs.tsx keeps every panel in the
 * page): what costs the visitor something, like a Turnstile check, waits until its
 * panel is chosen. A store, not a context value: choosing a tab then renders only
 * what reads it, and React need not hydrate at once the parts of the form still
 * waiting (the date picker), as a changed context above them would force.
 */
export interface PanelShown {
  get: () => boolean
  subscribe: (listener: () => void) => () => void
}

/** A panel's store, which its tabs set when it is chosen or left. */
export function panelShownStore(shown: boolean): PanelShown & { set: (next: boolean) => void } {
  const listeners = new Set<() => void>()
  return {
    get: () => shown,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (next) => {
      if (next === shown) return
      shown = next
      for (const listener of listeners) listener()
    },
  }
}

/** Outside any tab panel, always shown. */
export const PanelShownContext = createContext<PanelShown>(panelShownStore(true))

export const usePanelShown = (): boolean => {
  const store = useContext(PanelShownContext)
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
