/// <reference types="vite/client" />
/**
 * Every island's module by its name, found by its file `<name>.island.ts(x)` under
 * client/components/ (the pattern of `islandModules`, client/islands/markup.ts). The
 * prerender renders React islands with it (client/entry-server.tsx); the browser gets an
 * island's chunk from the page. Its type is the files' too (client/types/islands.d.ts).
 */
import { islandOfFile } from '../islands/markup'
import type { IslandModules, IslandName } from '../islands/types'

const modules = import.meta.glob('./**/*.island.{ts,tsx}')

export const islands = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [islandOfFile(file), load]),
) as { [N in IslandName]: () => Promise<IslandModules[N]> }
