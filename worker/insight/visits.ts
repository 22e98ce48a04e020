/**
 * Visits, counted by the Worker as it serves a page: the page (its path if it is one
 * of the site's, else "otra"), the Buenos Aires day and where the visit came from (the
 * Referer's host only, or `utm_source`). Only a person's page view counts: a GET that
 * asks for HTML, not a prefetch or prerender, not a bot's user agent. Nothing about the
 * person is read beyond that or kept; one upsert per visit, after the page is answered.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { otherRoute } from '../../shared/insight'
import { whatsappGreeting, whatsappLink } from '../../shared/whatsapp'
import { addToCount } from '../db/insight'
import { log } from '../log'
import { errorName } from '../redact'
import { ourOrigins, ourPageReferer } from '../site'
import { isPersonViewing, routeOf, sourceOf } from './person'
import type { CountKind } from './week'

/**
 * The page of the site a request was sent from (a form's enquiry), by its Referer;
 * null when it came from elsewhere or says nothing.
 */
export function sentFrom<E extends { Bindings: Env }>(c: Context<E>): string | null {
  const referer = ourPageReferer(c)
  return referer && routeOf(referer.pathname)
}

/** Adds one to a count after the answer: the request never waits on it, nor fails by it. */
function countLater(
  c: Context<{ Bindings: Env }>,
  kind: CountKind,
  route: string,
  source?: string,
) {
  c.executionCtx.waitUntil(
    addToCount(c.env.DB, Date.now(), kind, route, source).catch((error: unknown) =>
      log.error(`${kind} count`, { error: errorName(error) }),
    ),
  )
}

/** Counts each page a person is served (after answering; a failed count costs nothing). */
export const countVisit: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next()
  const type = c.res.headers.get('content-type') ?? ''
  if (![200, 404].includes(c.res.status) || !type.includes('text/html')) return
  if (!isPersonViewing(c.req.raw)) return
  const url = new URL(c.req.url)
  const route = c.res.status === 200 ? routeOf(url.pathname) : otherRoute
  const ownHosts = ourOrigins(c).map((origin) => new URL(origin).hostname)
  countLater(c, 'visit', route, sourceOf(url, c.req.header('referer') ?? null, ownHosts))
}

/**
 * `/ir/whatsapp?desde=<page>&texto=<message>`: counts a person's tap with the page it
 * came from and sends them to the same wa.me link as the page would (her number, that
 * message). Works without JavaScript; never cached, so every tap is seen.
 */
export function whatsappTap(c: Context<{ Bindings: Env }>): Response {
  const text = (c.req.query('texto') ?? '').slice(0, 1000) || whatsappGreeting
  const from = c.req.query('desde') ?? ''
  const route = /^\/(?!\/)/.test(from) ? routeOf(new URL(from, c.req.url).pathname) : otherRoute
  if (isPersonViewing(c.req.raw)) countLater(c, 'whatsapp', route)
  c.header('Cache-Control', 'no-store')
  return c.redirect(whatsappLink(text), 302)
}
