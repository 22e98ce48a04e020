/**
 * The islands' names and module types, declared from the files `<name>.island.ts(x)`
 * into client/types/islands.d.ts, so `IslandName` (client/islands/types.ts) is exactly
 * the files' names. The build stops when that file is stale; this writes it:
 *
 *   node scripts/build/islands.ts   (npm run islands)
 */
import { globSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { islandModules, islandOfFile } from '../../client/islands/markup.ts'

export const islandTypesFile = 'client/types/islands.d.ts'

/** Each island file by its name, sorted; two files of one name stop here. */
export function islandFiles(root: string): Map<string, string> {
  const byName = new Map<string, string>()
  for (const file of globSync(islandModules, { cwd: root }).sort()) {
    const name = islandOfFile(file)
    if (!name)
      throw new Error(`${file}: an island's file is <name>.island.ts(x), a name of letters`)
    const other = byName.get(name)
    if (other) throw new Error(`Two islands named "${name}": ${other} and ${file}`)
    byName.set(name, file)
  }
  return new Map([...byName].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** The declaration file's text, as prettier writes it. */
export async function islandTypes(root: string): Promise<string> {
  const from = path.dirname(path.join(root, islandTypesFile))
  const lines = [...islandFiles(root)].map(([name, file]) => {
    const module = path.relative(from, path.join(root, file)).replace(/\.tsx?$/, '')
    return `    ${name}: typeof import('${module}')`
  })
  const text = [
    `// Written by scripts/build/islands.ts (npm run islands) from the files ${islandModules}.`,
    "import '../islands/types'",
    '',
    "declare module '../islands/types' {",
    '  interface IslandModules {',
    ...lines,
    '  }',
    '}',
    '',
  ].join('\n')
  const filepath = path.join(root, islandTypesFile)
  return format(text, { ...(await resolveConfig(filepath)), filepath })
}

/** Stops the build when the declaration file and the island files differ. */
export async function assertIslandTypes(root: string): Promise<void> {
  const written = await readFile(path.join(root, islandTypesFile), 'utf8').catch(() => '')
  if (written !== (await islandTypes(root)))
    throw new Error(
      `${islandTypesFile} does not list the island files (${islandModules}): run npm run islands`,
    )
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..')
  await writeFile(path.join(root, islandTypesFile), await islandTypes(root))
  console.log(`wrote ${islandTypesFile}: ${[...islandFiles(root).keys()].join(', ')}`)
}
