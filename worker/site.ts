/**
 * Requests outside the API: pages come through the Worker (so they can be counted)
 * and are served from the assets; other paths go to the shared resolver, a redirect
 * or a "not found" page. Also which origins and pages are the site's own.
 */
import type { Context } from 'hono'
import { notFoundPages, paths, resolvePath } from '../shared/site/routes'
import { contentCatalog } from '../shared/site/catalog'

/**
 * The site's origins: SITE_ORIGIN, and the address this request came to (wrangler dev
 * rewrites both to the route's host, so a local run compares like for like).
 */
export const ourOrigins = <E extends { Bindings: Env }>(c: Context<E>): string[] => [
  ...new Set([c.env.SITE_ORIGIN, new URL(c.req.url).origin]),
]

/** The request's Referer when it is a page of this site (not the API), else null. */
export function ourPageReferer<E extends { Bindings: Env }>(c: Context<E>): URL | null {
  const referer = c.req.header('referer')
  if (!referer || !URL.canParse(referer)) return null
  const url = new URL(referer)
  return ourOrigins(c).includes(url.origin) && !url.pathname.startsWith('/v1/') ? url : null
}

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
      // The journal's pages come and go with its entries: a missing one is the list.
      if (
        resolution.route === 'journalEntry' ||
        resolution.route === 'journalPage' ||
        resolution.route === 'journalKind'
      )
        return c.redirect(paths.journal(), 302)
      // A known page with no asset means a broken build: say so plainly.
      return c.text('Página no disponible por el momento', 503)
  }
}
