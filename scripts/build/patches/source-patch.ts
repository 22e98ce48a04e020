/**
 * How the build patches a dependency's published source, one file per patch in this folder.
 * A patch names the package and the file it rewrites and anchors on what that file's source
 * says (function and export names, statements), not on the bundler's mangled names, which it
 * captures where it needs them. When an anchor is gone the build stops, naming the patch and
 * the installed version; tests/build/patches.test.ts applies every patch to the installed files.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const nodeModules = path.resolve(import.meta.dirname, '../../../node_modules')

/** The installed version of a package (read from its package.json; not every package exports it). */
export const installedVersion = (pkg: string): string =>
  (
    JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

export class PatchError extends Error {}

/** Where a patch applies: its name, the package and one of its files (a path inside it). */
export interface PatchSite {
  name: string
  pkg: string
  file: string
}

/** A rewrite of a published package: its files, each by its own function. */
export interface SourcePatch {
  /** Its name, as the error and the tests say it. */
  name: string
  pkg: string
  /** Each file it rewrites, and the rewrite: the source patched, or the patch's stale error. */
  files: Readonly<Record<string, (source: string) => string>>
  /** Names of patches this one is only correct beside. */
  requires: readonly string[]
}

/** The patch `name` of package `pkg`, rewriting each file of `rewrites` by its function. */
export function sourcePatch(
  name: string,
  pkg: string,
  rewrites: Readonly<Record<string, (site: PatchSite, source: string) => string>>,
  requires: readonly string[] = [],
): SourcePatch {
  const files = Object.fromEntries(
    Object.entries(rewrites).map(([file, rewrite]) => [
      file,
      (source: string) => rewrite({ name, pkg, file }, source),
    ]),
  )
  return { name, pkg, files, requires }
}

/** The installed copy of a file a patch rewrites. */
export const installedSource = (site: PatchSite): string =>
  readFileSync(path.join(nodeModules, site.pkg, site.file), 'utf8')

/** The error for a patch whose anchor is gone: the patch, the package, its version and what is missing. */
export const staleError = (patch: PatchSite, missing: string) =>
  new PatchError(
    `patch "${patch.name}" no longer applies to ${patch.pkg}@${installedVersion(patch.pkg)} ` +
      `(${patch.file}): ${missing}. Measure whether it still saves anything before porting it.`,
  )

/**
 * The one match of `pattern` in `source` (its groups), or the patch's stale error: an anchor that
 * matches twice is as wrong as one that matches nowhere.
 */
export function anchor(
  patch: PatchSite,
  source: string,
  pattern: RegExp,
  what: string,
): RegExpExecArray {
  const all = [...source.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))]
  if (all.length !== 1) throw staleError(patch, `${what} (${all.length} matches of ${pattern})`)
  return all[0]!
}

/** `text` as a regular expression that matches it literally (mangled names hold `$`). */
export const escapeRegExp = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')

/** `source` with the one match of `pattern` (see `anchor`) replaced by `by`. */
export function replaceOnce(
  patch: PatchSite,
  source: string,
  pattern: RegExp,
  what: string,
  by: string | ((found: RegExpExecArray) => string),
): string {
  const found = anchor(patch, source, pattern, what)
  const text = typeof by === 'string' ? by : by(found)
  return source.slice(0, found.index) + text + source.slice(found.index + found[0].length)
}

/** The mangled local name a file gives its export `name` (read from its `export {…}` statement). */
export const exportedAs = (patch: PatchSite, source: string, name: string): string =>
  anchor(
    patch,
    source,
    new RegExp(`^export \\{[^\\n]*?(\\$[\\w$]+) as ${name}\\b`, 'm'),
    `export ${name}`,
  )[1]!

/** The mangled local name a file gives `name`, imported from `from` (its `import {…}` statement). */
export const importedAs = (patch: PatchSite, source: string, name: string, from: string): string =>
  anchor(
    patch,
    source,
    new RegExp(`\\b${name} as (\\$[\\w$]+)[^}\\n]*\\} from "${from.replaceAll('.', '\\.')}"`),
    `import of ${name} from ${from}`,
  )[1]!

/** The Vite plugin that applies `patches` to the files they name, in order. */
export function sourcePatches(patches: readonly SourcePatch[]): Plugin {
  const names = new Set(patches.map((p) => p.name))
  for (const patch of patches)
    for (const needed of patch.requires)
      if (!names.has(needed))
        throw new PatchError(`patch "${patch.name}" is only correct with patch "${needed}"`)
  const rewrites = patches.flatMap((patch) =>
    Object.entries(patch.files).map(([file, rewrite]) => ({
      path: `node_modules/${patch.pkg}/${file}`,
      rewrite,
    })),
  )
  return {
    name: 'source-patches',
    enforce: 'pre',
    transform(code, id) {
      const file = (id.split('?')[0] ?? '').replaceAll('\\', '/')
      const matching = rewrites.filter(({ path }) => file.endsWith(path))
      if (matching.length === 0) return
      return { code: matching.reduce((out, { rewrite }) => rewrite(out), code), map: null }
    },
  }
}
