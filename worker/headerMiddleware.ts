/**
 * Headers for every response the Worker code makes (static assets get theirs from
 * the `_headers` file). Mozilla HTTP Observatory's scoring is the bar: a strict
 * CSP (no inline script at all; the subscriber pages' one <style> carries a nonce),
 * HSTS, nosniff, no framing. The values live in shared/site/headers.ts.
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import {
  apiContentSecurityPolicy,
  baseSecurityHeaders,
  securityHeaders,
} from '../shared/site/headers'

/** The Worker's bindings and the per-response style nonce the API's pages use. */
export type NonceEnv = { Bindings: Env; Variables: { secureHeadersNonce?: string } }

const nonce = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * API responses: the shared headers plus the API's strict CSP with a fresh style
 * nonce, unless the response is a site page with a policy of its own.
 */
export const workerSecureHeaders: MiddlewareHandler<NonceEnv> = async (c, next) => {
  const styleNonce = nonce()
  c.set('secureHeadersNonce', styleNonce)
  await next()
  // A route may loosen one on purpose (the editor's sign-in page keeps its opener).
  for (const [name, value] of Object.entries(baseSecurityHeaders))
    if (!c.res.headers.has(name)) c.header(name, value)
  if (!c.res.headers.has('Content-Security-Policy'))
    c.header('Content-Security-Policy', apiContentSecurityPolicy(styleNonce))
}

/** Site responses made by Worker code (redirects, "not found" pages): the site's headers. */
export const siteSecureHeaders: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!c.res.headers.has(name)) c.header(name, value)
  }
}

/** Only the site's own origin, echoed exactly (never `*`), with `Vary: Origin`. */
export const siteCors: MiddlewareHandler<{ Bindings: Env }> = (c, next) =>
  cors({
    origin: (origin) => (origin === c.env.SITE_ORIGIN ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })(c, next)
