/** How an island is written in the page: read by the runtime, written by the prerender and the build. */

/** The island's element: `display: contents`, so it adds no box (client/styles/global.ts). */
export const islandTag = 'island-root'

/** The island element's attributes, read by the runtime. */
export const islandAttributes = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  /** A CSS condition: when the browser supports it, the island is not needed. */
  unless: 'data-unless',
  /** Unique on the page; a React island's ids start with it. Written last (Island.tsx). */
  id: 'data-id',
} as const

/** The names of the islands in a page's HTML, each once. */
export const islandNamesIn = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(new RegExp(` ${islandAttributes.name}="(\\w+)"`, 'g'))].map(
      ([, name]) => name ?? '',
    ),
  )

/** The id of the page's JSON list of its islands' chunks. */
export const islandChunksId = 'islands'

/** Per island on the page: its chunk's URL, then the URLs of the chunks it imports. */
export type IslandChunks = Record<string, string[]>

/** Where island modules live, from the repository's root: `<name>.island.ts(x)`. */
export const islandModules = 'client/components/**/*.island.{ts,tsx}'

/** The island a module file is, by its name; undefined for any other file. */
export const islandOfFile = (file: string): string | undefined =>
  /(?:^|\/)([A-Za-z]+)\.island\.tsx?$/.exec(file)?.[1]
