/**
 * Resolves once the page's shell has hydrated (App's first effect). The hydration
 * module exports it, so entry-client.tsx can press again a button pressed before
 * the scripts were there.
 */
let resolve: () => void = () => {}
export const hydrated = new Promise<void>((r) => {
  resolve = r
})
export const markHydrated = (): void => resolve()
