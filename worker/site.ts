/**
 * Requests outside the API. Static assets are normally served before the Worker
 * runs; when a request does reach it, the asset is still tried first, then the
 * shared resolver turns the path into a redirect or a "not found" page.
 */
import type { Context } from 'hono'
import { notFoundPages, resolvePath } from '../shared/routes'
import { contentCatalog } from '../shared/catalog'

export async function sitePath(c: Context<{ Bindings: Env }>): Promise<Response> {
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  if (asset.status !== 404) return asset

  const url = new URL(c.req.url)
  // A missing file (hashed asset from an older build, a typo) is a plain 404, not a page.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return c.text('No encontrado', 404)

  const resolution = resolvePath(url.pathname, contentCatalog)
  switch (resolution.kind) {
    case 'redirect':
      return c.redirect(resolution.to, 302)
    case 'notFound': {
      const page = await c.env.ASSETS.fetch(new URL(notFoundPages[resolution.page].path, url))
      return new Response(page.body, {
        status: 404,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Robots-Tag': 'noindex',
        },
      })
    }
    case 'page':
      // A known page with no asset means a broken build: say so plainly.
      return c.text('Página no disponible por el momento', 503)
  }
}
