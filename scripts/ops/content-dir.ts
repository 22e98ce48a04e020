import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { journalFolder } from '../../shared/content/folders.ts'

/** The photographer's data files: content/ at the project's root. */
export const contentDir = path.resolve(import.meta.dirname, '../../content')

/** Reads a content file by its path under `dir`, or null when it is missing. */
export const contentReader =
  (dir: string) =>
  (file: string): string | null => {
    const at = path.join(dir, file)
    return existsSync(at) ? readFileSync(at, 'utf8') : null
  }

/** The file names in the journal's folder under `dir` (none when it is not there). */
export const journalNames = (dir: string): string[] => {
  const folder = path.join(dir, journalFolder)
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : []
}
