/**
 * Visits, counted by the Worker as it serves a page: the page (its path if it is one
 * the build made, else "otra": pages.ts), the Buenos Aires day and where the visit came from (the
 * Referer's host only, or `utm_source`). Only a person's page view counts: a GET that
 * asks for HTML, not a prefetch or prerender, not a bot's user agent. Nothing about the
 * person is read beyond that or kept. Counted after the page is answered, in this isolate's
 * batch (tally.ts): a page never waits on D1, nor fails by it.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { otherRoute } from '../../shared/rules/insight'
import { whatsappGreeting, whatsappLink } from '../../shared/site/whatsapp'
import { ourOrigins, ourPageReferer } from '../site'
import { sitePages } from './pages'
import { isPersonViewing, pageOf, sourceOf } from './person'
import { countLater } from './tally'

/**
 * The page of the site a request was sent from (a form's enquiry), by its Referer: one of
 * the site's pages or "otra"; null when it came from elsewhere or says nothing.
 */
export async function sentFrom<E extends { Bindings: Env }>(c: Context<E>): Promise<string | null> {
  const referer = ourPageReferer(c)
  return referer && pageOf(referer.pathname, await sitePages(c.env))
}

/** Counts each page a person is served (after answering; a failed count costs the page nothing). */
export const countVisit: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next()
  const type = c.res.headers.get('content-type') ?? ''
  if (![200, 404].includes(c.res.status) || !type.includes('text/html')) return
  if (!isPersonViewing(c.req.raw)) return
  const url = new URL(c.req.url)
  const route = c.res.status === 200 ? pageOf(url.pathname, await sitePages(c.env)) : otherRoute
  const ownHosts = ourOrigins(c).map((origin) => new URL(origin).hostname)
  const source = sourceOf(url, c.req.header('referer') ?? null, ownHosts)
  countLater(c.executionCtx, c.env.DB, 'visit', route, source)
}

/**
 * `/ir/whatsapp?desde=<page>&texto=<message>`: counts a person's tap with the page it
 * came from and sends them to the same wa.me link as the page would (her number, that
 * message). Works without JavaScript; never cached, so every tap is seen.
 */
export async function whatsappTap(c: Context<{ Bindings: Env }>): Promise<Response> {
  const text = (c.req.query('texto') ?? '').slice(0, 1000) || whatsappGreeting
  if (isPersonViewing(c.req.raw)) {
    const from = c.req.query('desde') ?? ''
    const route = /^\/(?!\/)/.test(from)
      ? pageOf(new URL(from, c.req.url).pathname, await sitePages(c.env))
      : otherRoute
    countLater(c.executionCtx, c.env.DB, 'whatsapp', route)
  }
  c.header('Cache-Control', 'no-store')
  return c.redirect(whatsappLink(text), 302)
}
