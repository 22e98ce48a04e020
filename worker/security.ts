/**
 * Headers for every response the Worker code makes (static assets get theirs from
 * the `_headers` file). Mozilla HTTP Observatory's scoring is the bar: a strict
 * CSP (no inline script at all; the subscriber pages' one <style> carries a nonce),
 * HSTS, nosniff, no framing.
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { NONCE, secureHeaders } from 'hono/secure-headers'

export const workerSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'none'"],
    styleSrc: [NONCE],
    imgSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
})

/** Only the site's own origin, echoed exactly (never `*`), with `Vary: Origin`. */
export const siteCors: MiddlewareHandler<{ Bindings: Env }> = (c, next) =>
  cors({
    origin: (origin) => (origin === c.env.SITE_ORIGIN ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })(c, next)
