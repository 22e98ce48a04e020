/**
 * The loader (entry-client.tsx) and the app talk through two events on `document`.
 * Plain strings the bundler writes into both, so the loader imports no module.
 */

/**
 * The loader → the hydration module: hydrate now. The bundler may place code the
 * pages share in the hydration module's file, so it can run before the loader
 * asks for it; hydrating waits for this event.
 */
export const startHydrationEvent = 'app:hydrate'

/** The app → the loader: the page's shell has hydrated (App's first effect). */
export const hydratedEvent = 'app:hydrated'
