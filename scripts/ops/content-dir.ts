import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The photographer's data files: content/ at the project's root. */
export const contentDir = path.resolve(import.meta.dirname, '../../content')

/** Reads a content file by its path under `dir`, or null when it is missing. */
export const contentReader =
  (dir: string) =>
  (file: string): string | null => {
    const at = path.join(dir, file)
    return existsSync(at) ? readFileSync(at, 'utf8') : null
  }
