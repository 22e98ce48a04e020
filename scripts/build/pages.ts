/** Writing built pages from Vite's output: the production build's helpers, which the benches reuse. */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The chunks of these manifest entries and all they import, each after its imports. */
export function chunksInRunOrder(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string): string[] => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return []
    seen.add(key)
    return [...(chunk.imports ?? []).flatMap(visit), chunk.file]
  }
  return keys.flatMap(visit)
}

/**
 * The entry stylesheet is tiny (the font faces): inlined, which saves the page a
 * render-blocking request before its first paint.
 */
export async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let out = html
  for (const [tag, href] of html.matchAll(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
  )) {
    const css = await readFile(path.join(outDir, href ?? ''), 'utf8')
    out = out.replace(tag, `<style>${css}</style>`)
  }
  return out
}

/**
 * CSS without the spaces it does not need: around braces, semicolons, commas and
 * child combinators, and before a block's closing brace. The global styles travel
 * inline in every page. (goober's own styles stay as goober writes them: in the
 * browser it adds a rule only if the page's style text lacks that exact rule.)
 */
export const compactCss = (css: string): string =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim()

/** Writes a page where the assets server finds it: `/a/b` is a/b.html. */
export async function writePage(outDir: string, urlPath: string, page: string): Promise<void> {
  const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`
  await mkdir(path.dirname(path.join(outDir, file)), { recursive: true })
  await writeFile(path.join(outDir, file), page)
}
