/**
 * The islands are their files, `<name>.island.ts(x)`: the registry the prerender loads
 * them by (client/components/islands.ts) and the names the code is typed with
 * (client/types/islands.d.ts, which the build checks) both come from them, and
 * client/islands/, which the island modules build on, imports none of them.
 */
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { islands } from '../../client/components/islands'
import { islandModules, islandOfFile } from '../../client/islands/markup'
import { islandFiles, islandTypes, islandTypesFile } from '../../scripts/build/islands'

const root = path.resolve(import.meta.dirname, '../..')
const files = globSync(islandModules, { cwd: root })

it('should name every island file by its name, each name once', () => {
  const names = files.map((file) => islandOfFile(file))
  expect(Object.keys(islands).sort()).toEqual(names.sort())
  expect(new Set(names).size).toBe(files.length)
  expect([...islandFiles(root).values()].sort()).toEqual(files.sort())
})

it('should load each island from its own file', async () => {
  const { default: island } = await islands.backLink()
  expect(typeof island.mount).toBe('function')
})

it('should declare the names the code is typed with from the files', async () => {
  const written = readFileSync(path.join(root, islandTypesFile), 'utf8')
  expect(written, `${islandTypesFile} is stale: npm run islands`).toBe(await islandTypes(root))
})

it('should keep client/islands/ below the island modules', () => {
  const upward = globSync('client/islands/*.{ts,tsx}', { cwd: root }).filter((file) =>
    /\.island['/]/.test(readFileSync(path.join(root, file), 'utf8')),
  )
  expect(upward).toEqual([])
})
