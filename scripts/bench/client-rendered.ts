/**
 * `npm run bench:client-rendered`: the comparison `npm run bench` and `bench:lantern`
 * measure our islands against, the old site's architecture: every page an empty root
 * that one script (client-rendered/entry.tsx) fills with the whole app, its imports
 * preloaded, no photo or font preloads. It is the production build (`npm run build`:
 * images, fonts, headers, the server bundle) with the app's bundle added beside it and
 * every page written again, so `wrangler dev` serves it like the site.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { imageStep } from '../build/images/index.ts'
import { shareImage } from '../build/images/head.ts'
import { clientManifest } from '../build/images/pipeline.ts'
import { imagesPlugin } from '../build/images/vite-plugin.ts'
import {
  chunksInRunOrder,
  compactCss,
  inlineStylesheets,
  writePage,
  type Manifest,
} from '../build/pages.ts'
import { sh } from './server.ts'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'dist/client')
const here = path.join(root, 'scripts/bench/client-rendered')
const standIn = path.join(here, 'Island.tsx')

/** What this build reads from the production build's server bundle (client/entry-server.tsx). */
interface ServerEntry {
  prerenderPaths(): string[]
  notFoundPages: Record<string, { path: string; renderAs: string }>
  headFor(path: string, origin: string, shareImage: string): unknown
  headHtml(head: unknown): string
  shareImageFallback: string
  globalCss: string
  siteOrigin: string
}

/** Every import of client/islands/Island.tsx gets this build's Island.tsx instead. */
const islandsInPlace = (): Plugin => ({
  name: 'bench-islands-in-place',
  enforce: 'pre',
  resolveId: (source, importer) =>
    importer && importer !== standIn && source.endsWith('/islands/Island') ? standIn : null,
})

sh('npm', ['run', 'build'])

const images = await imageStep(root)
// Beside the production build's files (emptyOutDir: false); its own manifest.
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [imagesPlugin(clientManifest(images)), islandsInPlace()],
  build: {
    emptyOutDir: false,
    rolldownOptions: {
      input: { index: path.join(root, 'client/index.html'), app: path.join(here, 'entry.tsx') },
    },
  },
})
const manifestDir = path.join(outDir, '.vite')
const manifest = JSON.parse(
  await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'),
) as Manifest
await rm(manifestDir, { recursive: true, force: true })

const server = (await import(
  pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href
)) as ServerEntry
const origin = process.env.SITE_ORIGIN ?? server.siteOrigin
const appKey = Object.keys(manifest).find((key) => key.endsWith('client-rendered/entry.tsx'))
if (!appKey) throw new Error('The client-rendered build has no chunk for its entry')
const imports = chunksInRunOrder(manifest, [appKey])
const app = imports.pop() ?? ''
const entry = manifest['index.html']?.file ?? ''
const template = await inlineStylesheets(
  await readFile(path.join(outDir, 'index.html'), 'utf8'),
  outDir,
)
const share = shareImage(images, [], origin, server.shareImageFallback).url

/** A page as the old site served it: its head, the app's script and imports, an empty root. */
async function writeEmptyPage(urlPath: string, renderAs = urlPath): Promise<void> {
  const head = [
    server.headHtml(server.headFor(renderAs, origin, share)),
    ...imports.map((file) => `<link rel="modulepreload" href="/${file}" />`),
    `<style>${compactCss(server.globalCss)}</style>`,
  ].join('\n    ')
  await writePage(
    outDir,
    urlPath,
    template
      .replace('<!--app-head-->', head)
      .replace(`src="/${entry}"`, `src="/${app}"`)
      .replace('<!--app-html-->', ''),
  )
}

const routes = server.prerenderPaths()
for (const urlPath of routes) await writeEmptyPage(urlPath)
for (const page of Object.values(server.notFoundPages))
  await writeEmptyPage(page.path, page.renderAs)
console.log(`client-rendered: ${routes.length} routes written as empty pages`)
