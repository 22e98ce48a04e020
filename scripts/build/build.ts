/**
 * Production build: Vite client bundle, Vite SSR bundle, then every known route
 * prerendered to its own HTML file in dist/client (served by Workers static assets).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { contentDir, contentReader, journalNames } from '../ops/content-dir.ts'
import type { ShownImage } from '../../client/components/media/collector.ts'
import { fontPreloads, sentientCss, sentientFaces } from './fonts/head.ts'
import { subsetFonts } from './fonts/subset.ts'
import { imagePreloads, previewCss, shareImage } from './images/head.ts'
import { jpegSrcFor, jpegWidthFor } from '../../client/components/media/sources.ts'
import type { BuiltPhoto } from '../../shared/content/journal-mail.ts'
import { imageStep } from './images/index.ts'
import { assertIslandTypes } from './islands.ts'
import { emitImages, clientManifest } from './images/pipeline.ts'
import { imagesPlugin } from './images/vite-plugin.ts'
import { adminPath, editorScriptPath, writeAdmin } from './admin.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import {
  chunksInRunOrder,
  compactCss,
  inlineStylesheets,
  writePage,
  type Manifest,
} from './pages.ts'
import { islandChunksId, islandNamesIn, islandOfFile } from '../../client/islands/markup.ts'
import {
  speculationHeaders,
  speculationRules,
  speculationRulesPath,
} from '../../shared/site/speculation.ts'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'dist/client')
const serverDir = path.join(root, 'dist/server')

interface ServerEntry {
  render(path: string): Promise<{
    html: string
    css: string
    images: ShownImage[]
  }>
  prerenderPaths(): string[]
  notFoundPages: Record<string, { path: string; renderAs: string }>
  headFor(path: string, origin: string, shareImage: string): unknown
  headHtml(head: unknown): string
  journalFeed(origin: string): string
  journalLastmod(): Record<string, string>
  journalFeedPath: string
  journalMailList(origin: string, photo: BuiltPhoto): unknown
  journalMailManifestPath: string
  sitePages(): unknown
  sitePagesPath: string
  shareImageFallback: string
  shareImageHtml(image: { url: string; width: number }): string
  globalCss: string
  assertValidContent(read: (file: string) => string | null, journal: readonly string[]): void
  siteOrigin: string
  assetHeadersFile(
    immutablePaths: readonly string[],
    overrides?: Readonly<Record<string, Readonly<Record<string, string>>>>,
  ): string
  cmsConfig(settings: { origin: string; repo: string; branch: string }): unknown
  cmsStoryPhotoComponent(): unknown
  adminHeaders: Readonly<Record<string, string>>
}

// The islands' names, as the code types them, are the island files' (scripts/build/islands.ts).
await assertIslandTypes(root)

// Images first: the bundles import their sizes and hashes (`virtual:images`), and a
// broken or unknown photo stops the build here with a message naming it.
const images = await imageStep(root)
const plugins = [imagesPlugin(clientManifest(images))]

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', plugins })
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  plugins,
  build: {
    ssr: path.join(root, 'client/entry-server.tsx'),
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
  },
})

// The manifest maps sources to hashed files; it is build metadata, not a public asset.
const manifestPath = path.join(root, 'dist/manifest.json')
await rename(path.join(outDir, '.vite/manifest.json'), manifestPath)
await rm(path.join(outDir, '.vite'), { recursive: true, force: true })
const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest

const server = (await import(
  pathToFileURL(path.join(serverDir, 'entry-server.js')).href
)) as ServerEntry
// A broken content file or entry fails the build here, naming the file and the field.
server.assertValidContent(contentReader(contentDir), journalNames(contentDir))

const origin = process.env.SITE_ORIGIN ?? server.siteOrigin
const template = await inlineStylesheets(
  await readFile(path.join(outDir, 'index.html'), 'utf8'),
  outDir,
)

// After the client build (which empties dist/client): the encoded images, the
// above-the-fold font preloads and, when its files are there, the licensed Sentient.
const imageFiles = await emitImages(images, path.join(outDir, 'images'))
const sentient = await sentientFaces(path.join(root, 'client/public'))
const fontPreloadTags = await fontPreloads(outDir, sentient)
const sentientStyle = sentient.length ? [`<style>${sentientCss(sentient)}</style>`] : []

/** The app's global CSS, the same on every page. */
const globalStyle = `<style>${compactCss(server.globalCss)}</style>`

/**
 * The root element, naming the stylesheet of the previews below the first screen,
 * which the island runtime adds once the page has loaded (client/islands/runtime.ts).
 */
const rootWithLaterCss = (laterCss: string | undefined): string =>
  `<div id="root"${laterCss ? ` data-later-css="/${laterCss}"` : ''}>`

/**
 * The page's list of its islands' chunks, for the runtime (client/islands/runtime.ts):
 * per island named in the HTML, its chunk, then every chunk that imports.
 */
function islandChunks(html: string): string {
  const names = islandNamesIn(html)
  const chunks: Record<string, string[]> = {}
  for (const name of names) {
    const key = Object.keys(manifest).find((k) => islandOfFile(k) === name)
    if (!key) throw new Error(`No chunk for the island "${name}": is its file <name>.island.tsx?`)
    const files = chunksInRunOrder(manifest, [key]).map((f) => `/${f}`)
    const file = files.pop() ?? ''
    chunks[name] = [file, ...files]
  }
  return names.size
    ? `<script type="application/json" id="${islandChunksId}">${JSON.stringify(chunks)}</script>`
    : ''
}

/**
 * Writes a stylesheet under assets/, named by its content's hash (assets are cached
 * for good), and returns its path; pages with the same previews share one file.
 */
async function writeHashedCss(name: string, css: string): Promise<string> {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
  const file = `assets/${name}-${hash}.css`
  await writeFile(path.join(outDir, file), css)
  return file
}

/**
 * The one script tag (the island runtime) asks for low priority: a prerendered page
 * is whole without JavaScript, so on a slow connection the hero photo and the fonts
 * come first.
 */
const lowPriorityScripts = (html: string): string =>
  html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')

async function prerender(urlPath: string, renderAs = urlPath): Promise<void> {
  const { html, css, images: shown } = await server.render(renderAs)
  const previews = previewCss(images, shown)
  const laterCss = previews.later ? await writeHashedCss('previews', previews.later) : undefined
  const photos = imagePreloads(images, shown)
  const share = shareImage(images, shown, origin, server.shareImageFallback)
  const head = [
    server.headHtml(server.headFor(renderAs, origin, share.url)),
    server.shareImageHtml(share),
    ...photos,
    // A page that opens on a photo leaves the connection to it: on 4G the fonts would
    // share the bandwidth and hold it back. Its text shows at once in the fallback
    // faces (same line height, so short titles stay put), and the fonts are fetched as
    // soon as the text is laid out. Pages that open on text preload them, and so does
    // one whose free-length title comes first (`data-fonts-first`): in the fallback
    // face it may wrap onto one line more, and move the photo under it when they arrive.
    ...(photos.length && !html.includes('data-fonts-first') ? [] : fontPreloadTags),
    ...sentientStyle,
    globalStyle,
    ...(previews.first ? [`<style id="image-previews">${previews.first}</style>`] : []),
    `<style id="_goober">${css}</style>`,
  ].join('\n    ')
  await writePage(
    outDir,
    urlPath,
    lowPriorityScripts(
      template
        .replace('<!--app-head-->', head)
        .replace('<div id="root">', rootWithLaterCss(laterCss))
        .replace('<!--app-html-->', html)
        .replace('</body>', `${islandChunks(html)}</body>`),
    ),
  )
}

const routes = server.prerenderPaths()
for (const urlPath of routes) await prerender(urlPath)
for (const page of Object.values(server.notFoundPages)) await prerender(page.path, page.renderAs)
console.log(`published ${imageFiles} image files`)
console.log(
  `prerendered ${routes.length} routes and ${Object.keys(server.notFoundPages).length} not-found pages`,
)

// Last, once every page is written: the fonts keep only the characters they can show.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const fonts = await subsetFonts(outDir)
console.log(`fonts: ${fonts.map((f) => `${f.file} ${kb(f.before)} → ${kb(f.after)}`).join(', ')}`)

const today = new Date().toISOString().slice(0, 10)
const lastmod = server.journalLastmod()
await writeFile(
  path.join(outDir, 'sitemap.xml'),
  sitemapXml(
    origin,
    routes.map((route) => ({ path: route, lastmod: lastmod[route] ?? today })),
  ),
)
const feedFile = path.join(outDir, server.journalFeedPath.slice(1))
await mkdir(path.dirname(feedFile), { recursive: true })
await writeFile(feedFile, server.journalFeed(origin))
await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(origin))
// The entries she asked to mail: the Worker's cron reads this to mail her the preview.
const mailPhoto: BuiltPhoto = (key) => {
  const image = images.images[key]
  if (!image)
    throw new Error(`A journal mail shows image "${key}", which the image step did not build`)
  const width = jpegWidthFor(image.width)
  return {
    src: `${origin}${jpegSrcFor(key, image)}`,
    width,
    height: Math.round((image.height * width) / image.width),
  }
}
await writeFile(
  path.join(outDir, server.journalMailManifestPath.slice(1)),
  JSON.stringify(server.journalMailList(origin, mailPhoto)),
)

// The pages visits and taps may count under, with her names for them (worker/insight/pages.ts).
await writeFile(
  path.join(outDir, server.sitePagesPath.slice(1)),
  JSON.stringify(server.sitePages()),
)

// The editor, out of the sitemap and under its own headers. Saves commit to the
// repository the deploy workflow runs in (GITHUB_REPOSITORY), or CMS_REPO.
await writeAdmin(
  outDir,
  server.cmsConfig({
    origin,
    repo: process.env.CMS_REPO ?? process.env.GITHUB_REPOSITORY ?? 'estudio/estudio-fotografia',
    branch: process.env.CMS_BRANCH ?? 'main',
  }),
)
// Its own script: the story's "Foto", with its fields and words from the schema.
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  define: { STORY_PHOTO: JSON.stringify(server.cmsStoryPhotoComponent()) },
  build: {
    outDir: path.join(outDir, path.dirname(editorScriptPath)),
    emptyOutDir: false,
    lib: {
      entry: path.join(root, 'client/admin/editor.ts'),
      formats: ['iife'],
      name: 'editorScript',
      fileName: () => path.basename(editorScriptPath),
    },
  },
})
await writeFile(path.join(outDir, speculationRulesPath.slice(1)), JSON.stringify(speculationRules))
await writeFile(
  path.join(outDir, '_headers'),
  server.assetHeadersFile(['/assets/*', '/images/*'], {
    [`${adminPath}*`]: server.adminHeaders,
    [speculationRulesPath]: speculationHeaders.file,
    [server.journalFeedPath]: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  }),
)
