/**
 * `npm run dev` only: what scripts/build/build.ts does around Vite, done per request, so
 * that the dev server shows the site without a build.
 *
 * - Pages. Every path shared/site/routes.ts resolves to a page (or to a "not found" page,
 *   with status 404) is rendered on the server by client/entry-server.tsx, loaded
 *   through Vite: client/index.html gets the page's HTML in #root, its <head>
 *   (title, description, JSON-LD), the global CSS, every photo's blurred preview and
 *   goober's CSS, and the list of its islands, each the source module under client/
 *   that the browser imports through Vite. Redirects are left to the Worker
 *   (worker/site.ts), which runs in workerd.
 * - Photos. `/images/<file>` is served from the image step's cache (.cache/images),
 *   where the production build copies them from into dist/client/images.
 *
 * Each request loads the modules it renders through Vite, which re-evaluates those
 * that changed and every module importing them: an edited content file or component
 * shows on the next render, and an edit to a module the pages render reloads the
 * browser.
 */
import { globSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'
import type * as Catalog from '../../shared/site/catalog.ts'
import type * as Routes from '../../shared/site/routes.ts'
import type * as Head from '../../shared/site/head.ts'
import type * as Heads from '../../client/pages/heads.ts'
import {
  islandNamesIn,
  islandChunksId,
  islandModules,
  islandOfFile,
  type IslandChunks,
} from '../../client/islands/markup.ts'
import type * as GlobalStyles from '../../client/globalCss.ts'
import { sentientCss, sentientFaces } from '../build/fonts/head.ts'
import type { ImageBuild } from '../build/images/pipeline.ts'

const imageTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** What scripts/build/build.ts fills in client/index.html. */
const headMarker = '<!--app-head-->'
const rootMarker = '<div id="root"><!--app-html--></div>'

/** What the plugin uses of client/entry-server.tsx (scripts/build/build.ts reads the same). */
interface ServerEntry {
  render(path: string): Promise<{ html: string; css: string }>
}

export interface DevSiteOptions {
  /** The repository's root. */
  root: string
  /** The dev server's origin, for the head's canonical and share URLs. */
  origin: string
  images: ImageBuild
}

export function devSitePlugin({ root, origin, images }: DevSiteOptions): Plugin {
  // The image step names every encoded file by its hash: one flat folder, as in dist/client/images.
  const imageFiles = new Map<string, string>()
  for (const image of Object.values(images.images))
    for (const file of image.files) imageFiles.set(file, path.join(image.dir, file))

  // Every photo's preview, whichever page shows it (the build writes only a page's own).
  const previews = Object.values(images.images)
    .map((image) => `img[data-image="${image.key}"]{background-image:${image.preview};}`)
    .join('')

  return {
    name: 'site-dev',
    apply: 'serve',
    // Pages are rendered from the server's modules: when one changes, the browser reloads.
    hotUpdate({ modules, server }) {
      if (this.environment.name === 'ssr' && modules.length)
        server.environments.client.hot.send({ type: 'full-reload' })
    },
    async configureServer(server) {
      const sentient = sentientCss(await sentientFaces(path.join(root, 'client/public')))
      const load = <T>(file: string) => server.ssrLoadModule(path.join(root, file)) as Promise<T>

      /** Each island's source module, as Vite serves it from its root (client/). */
      function islandSources(): Map<string, string> {
        const sources = new Map<string, string>()
        for (const file of globSync(islandModules, { cwd: root })) {
          const name = islandOfFile(file)
          if (name) sources.set(name, `/${path.relative('client', file).split(path.sep).join('/')}`)
        }
        return sources
      }

      /** The page's islands for the runtime (client/islands/runtime.ts): each its source. */
      function islandsScript(html: string): string {
        const names = islandNamesIn(html)
        if (!names.size) return ''
        const sources = islandSources()
        const chunks: IslandChunks = {}
        for (const name of names) {
          const source = sources.get(name)
          if (!source)
            throw new Error(`No module for the island "${name}": is its file ${name}.island.tsx?`)
          chunks[name] = [source]
        }
        return `<script type="application/json" id="${islandChunksId}">${JSON.stringify(chunks)}</script>`
      }

      // goober collects the CSS of one render at a time: renders take turns.
      let rendering: Promise<unknown> = Promise.resolve()
      const renderPage = (renderAs: string) => {
        const next = rendering.then(async () =>
          (await load<ServerEntry>('client/entry-server.tsx')).render(renderAs),
        )
        rendering = next.catch(() => undefined)
        return next
      }

      async function page(pathname: string): Promise<{ status: number; html: string } | null> {
        const [{ resolvePath, notFoundPages }, { contentCatalog }] = await Promise.all([
          load<typeof Routes>('shared/site/routes.ts'),
          load<typeof Catalog>('shared/site/catalog.ts'),
        ])
        const resolution = resolvePath(pathname, contentCatalog)
        if (resolution.kind === 'redirect') return null
        const renderAs =
          resolution.kind === 'notFound' ? notFoundPages[resolution.page].renderAs : pathname
        const [{ headHtml }, { headFor }, { globalCss }, { html, css }] = await Promise.all([
          load<typeof Head>('shared/site/head.ts'),
          load<typeof Heads>('client/pages/heads.ts'),
          load<typeof GlobalStyles>('client/globalCss.ts'),
          renderPage(renderAs),
        ])
        const head = [
          headHtml(headFor(renderAs, origin)),
          ...(sentient ? [`<style>${sentient}</style>`] : []),
          `<style>${globalCss}</style>`,
          `<style id="image-previews">${previews}</style>`,
          `<style id="_goober">${css}</style>`,
        ].join('\n    ')
        const template = await readFile(path.join(root, 'client/index.html'), 'utf8')
        for (const marker of [headMarker, rootMarker])
          if (!template.includes(marker))
            throw new Error(
              `client/index.html no longer has ${marker} (scripts/dev/site-plugin.ts)`,
            )
        const islands = islandsScript(html)
        const page = template
          .replace(headMarker, () => head)
          .replace(rootMarker, () => `<div id="root">${html}</div>`)
          .replace('</body>', () => `${islands}</body>`)
        return { status: resolution.kind === 'notFound' ? 404 : 200, html: page }
      }

      const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
        res.statusCode = status
        res.setHeader('Content-Type', type)
        res.setHeader('Cache-Control', 'no-cache')
        res.end(body)
      }

      const handler: Connect.NextHandleFunction = (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = new URL(req.url ?? '/', 'http://dev.invalid')
        const { pathname } = url

        if (pathname.startsWith('/images/')) {
          const file = imageFiles.get(pathname.slice('/images/'.length))
          if (!file) return next()
          readFile(file).then(
            (body) =>
              send(res, 200, imageTypes[path.extname(file)] ?? 'application/octet-stream', body),
            next,
          )
          return
        }

        // Pages only: not the API, Vite's own modules, files, or a script's fetch.
        const dest = req.headers['sec-fetch-dest']
        if (
          pathname.startsWith('/v1/') ||
          pathname.startsWith('/@') ||
          pathname.startsWith('/__') ||
          pathname.startsWith('/cdn-cgi/') ||
          pathname.startsWith('/node_modules/') ||
          /\.[a-z0-9]+$/i.test(pathname) ||
          (dest !== undefined && dest !== 'document')
        )
          return next()

        page(pathname)
          .then(async (found) => {
            if (!found) return next() // a redirect: the Worker answers
            const html = await server.transformIndexHtml(pathname + url.search, found.html)
            send(res, found.status, 'text/html; charset=utf-8', req.method === 'HEAD' ? '' : html)
          })
          .catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error)
            next(error)
          })
      }
      server.middlewares.use(handler)
    },
  }
}
