/**
 * The web fonts cut down to the characters the site can show. Fontsource's latin
 * files carry ~230 glyphs and every OpenType feature the designers drew; a page
 * downloads three to five of them alongside its hero photo, and on a phone on 4G
 * they share the bandwidth with it. After prerendering, each woff2 in the build
 * keeps only what the pages and the app's messages use plus what a visitor may type
 * in Spanish, gets a name from its new content (so `immutable` caching stays
 * true), and every page, stylesheet and script is pointed at the new name. A
 * character outside the subset still shows, in the fallback face.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'
import { patchedFile, patchExclamdown } from './newsreader-exclamdown.ts'

/** Kept whatever the pages say: printable ASCII, Spanish letters and signs, typographic punctuation. */
const alwaysKept =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0áéíóúüñÁÉÍÓÚÜÑ¿¡«»ºª°€‘’“”–—…•·×'

/** Characters written in a built file, with JavaScript's `\xNN` and `\uNNNN` escapes read. */
function charactersOf(text: string): string {
  return text.replace(/\\x([0-9a-f]{2})|\\u([0-9a-f]{4})/gi, (_, x: string, u: string) =>
    String.fromCharCode(parseInt(x ?? u, 16)),
  )
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

export interface SubsetReport {
  file: string
  before: number
  after: number
}

export async function subsetFonts(outDir: string): Promise<SubsetReport[]> {
  const files = await filesUnder(outDir)
  const texts = new Map<string, string>()
  for (const file of files.filter((f) => /\.(html|js|css)$/.test(f)))
    texts.set(file, await readFile(file, 'utf8'))
  const used = new Set(alwaysKept)
  for (const content of texts.values())
    for (const ch of charactersOf(content)) if (ch > '\u007f') used.add(ch)
  const text = [...used].join('')

  const renames = new Map<string, string>()
  const report: SubsetReport[] = []
  for (const file of files.filter(
    (f) => f.startsWith(path.join(outDir, 'assets')) && f.endsWith('.woff2'),
  )) {
    const original = await readFile(file)
    const subset = patchedFile(path.basename(file))
      ? await subsetFont(
          patchExclamdown(await subsetFont(original, text, { targetFormat: 'sfnt' })),
          text,
          { targetFormat: 'woff2' },
        )
      : await subsetFont(original, text, { targetFormat: 'woff2' })
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8)
    const name = path.basename(file).replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`)
    await rm(file)
    await writeFile(path.join(path.dirname(file), name), subset)
    renames.set(path.basename(file), name)
    report.push({ file: name, before: original.length, after: subset.length })
  }
  for (const [file, content] of texts) {
    let next = content
    for (const [from, to] of renames) next = next.replaceAll(from, to)
    if (next !== content) await writeFile(file, next)
  }
  return report
}
