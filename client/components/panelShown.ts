import { createContext, useContext } from 'react'

/**
 * False inside a tab panel that is in the page but not shown (client/components/Tabs.tsx
 * keeps every panel): what costs the visitor something, like a Turnstile check,
 * waits until its panel is chosen.
 */
export const PanelShownContext = createContext(true)

export const usePanelShown = (): boolean => useContext(PanelShownContext)
