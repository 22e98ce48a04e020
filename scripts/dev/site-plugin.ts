/**
 * `npm run dev` only: what scripts/build.ts does around Vite, done per request, so
 * that the dev server shows the site without a build.
 *
 * - Pages. Nothing is prerendered in dev: every path shared/routes.ts resolves to a
 *   page (or to a "not found" page, with status 404) gets client/index.html with an
 *   empty #root, its <head> (title, description, JSON-LD), the global CSS and the
 *   photos' blurred previews. The loader (entry-client.tsx) finds nothing to
 *   hydrate, imports the hydration module named in `data-chunks` at once, and that
 *   renders the app in the browser (as in the client-rendered bench build).
 *   Redirects are left to the Worker (worker/site.ts), which runs in workerd.
 * - Photos. `/images/<file>` is served from the image step's cache (.cache/images),
 *   where the production build copies them from into dist/client/images.
 *
 * The route table, heads and CSS are loaded through Vite on each request, so an
 * edit to the content shows on the next page load without a restart.
 */
import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'
import type * as Catalog from '../../shared/catalog.ts'
import type * as Routes from '../../shared/routes.ts'
import type * as Head from '../../client/head.ts'
import type * as GlobalStyles from '../../client/styles/global.ts'
import { sentientCss, sentientFaces } from '../fonts/head.ts'
import type { ImageBuild } from '../images/pipeline.ts'

const imageTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** What scripts/build.ts fills in client/index.html. */
const headMarker = '<!--app-head-->'
const rootMarker = '<div id="root"><!--app-html--></div>'

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
    async configureServer(server) {
      const sentient = sentientCss(await sentientFaces(path.join(root, 'client/public')))
      const load = <T>(file: string) => server.ssrLoadModule(path.join(root, file)) as Promise<T>

      async function page(pathname: string): Promise<{ status: number; html: string } | null> {
        const [{ resolvePath, notFoundPages }, { contentCatalog }] = await Promise.all([
          load<typeof Routes>('shared/routes.ts'),
          load<typeof Catalog>('shared/catalog.ts'),
        ])
        const resolution = resolvePath(pathname, contentCatalog)
        if (resolution.kind === 'redirect') return null
        const renderAs =
          resolution.kind === 'notFound' ? notFoundPages[resolution.page].renderAs : pathname
        const [{ headFor, headHtml }, { globalCss }] = await Promise.all([
          load<typeof Head>('client/head.ts'),
          load<typeof GlobalStyles>('client/styles/global.ts'),
        ])
        const head = [
          headHtml(headFor(renderAs, origin)),
          ...(sentient ? [`<style>${sentient}</style>`] : []),
          `<style>${globalCss}</style>`,
          `<style id="image-previews">${previews}</style>`,
        ].join('\n    ')
        const template = await readFile(path.join(root, 'client/index.html'), 'utf8')
        for (const marker of [headMarker, rootMarker])
          if (!template.includes(marker))
            throw new Error(
              `client/index.html no longer has ${marker} (scripts/dev/site-plugin.ts)`,
            )
        const html = template
          .replace(headMarker, head)
          // Nothing to hydrate: the loader imports the app at once, which renders it.
          .replace(rootMarker, '<div id="root" data-chunks="/hydrate.tsx"></div>')
        return { status: resolution.kind === 'notFound' ? 404 : 200, html }
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
