/**
 * The islands' list (client/islands/registry.ts) names each island once, by its file:
 * a `<name>.island.ts(x)` left out of it, or listed under another name, would leave
 * pages naming an island the runtime cannot start.
 */
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { islandModules, islandOfFile } from '../../client/islands/markup'
import { islands } from '../../client/islands/registry'

const root = path.resolve(import.meta.dirname, '../..')
const registryFile = path.join(root, 'client/islands/registry.ts')

/** The registry's entries as written: name and the module it imports. */
const entries = [
  ...readFileSync(registryFile, 'utf8').matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm),
].map(([, name = '', source = '']) => ({
  name,
  file: path.relative(root, path.resolve(path.dirname(registryFile), source)),
}))

it('should read every entry of the registry', () => {
  expect(entries.map((e) => e.name)).toEqual(Object.keys(islands))
})

it('should list every island file, and only those', () => {
  const files = globSync(islandModules, { cwd: root }).map((file) => file.replace(/\.tsx?$/, ''))
  expect(entries.map((e) => e.file).sort()).toEqual(files.sort())
})

it('should name each island as its file does', () => {
  for (const { name, file } of entries) expect(islandOfFile(`${file}.ts`), file).toBe(name)
})
