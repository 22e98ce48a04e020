import type { ComponentType } from 'react'

/**
 * When an island comes to life:
 * - `idle`: once the page has loaded and the browser is idle, or at a first touch;
 * - `visible`: as it nears the screen;
 * - `interaction`: at the first pointer, focus or key inside it (a click that comes
 *   before it is live is clicked again once it is).
 */
export type Directive = 'idle' | 'visible' | 'interaction'

/** What an island module exports as its default. */
export interface IslandModule<P> {
  /** Brings the prerendered island to life; `id` is unique on the page. */
  mount(element: HTMLElement, props: P, id: string): void | Promise<void>
  /** A React island's component, rendered on its own at build (client/entry-server.tsx). */
  Component?: ComponentType<P>
}

/** A React island's module (client/islands/react.tsx). */
export type ReactIslandModule<P> = IslandModule<P> & { Component: ComponentType<P> }

/**
 * Every island's module by its name: filled in from the files `<name>.island.ts(x)`
 * by client/types/islands.d.ts, which the build checks (scripts/build/islands.ts).
 */
export interface IslandModules {}

export type IslandName = keyof IslandModules

type Loaded<N extends IslandName> = IslandModules[N]['default']

/** The props an island's module takes, serialised into the page at build. */
export type IslandProps<N extends IslandName> = Loaded<N> extends IslandModule<infer P> ? P : never

/** The islands rendered by React (their module has a Component). */
export type ReactIslandName = {
  [N in IslandName]: Loaded<N> extends { Component: object } ? N : never
}[IslandName]
