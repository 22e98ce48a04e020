/**
 * Response headers for every response: static assets get them through the
 * generated `_headers` file, Worker responses through Hono middleware
 * (worker/headerMiddleware.ts). The bar is an A+ on Mozilla's HTTP Observatory.
 */
import { speculationHeaders } from './speculation'
import { turnstileOrigin } from '../forms/turnstile'

/** Everything but the CSP, which differs between the site and the API's own pages. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/**
 * The site's pages: own scripts only, plus Cloudflare Turnstile's origin; inline
 * <style> for goober and critical CSS. Pages are static assets whose headers come
 * from the generated `_headers`, so the policy cannot depend on whether Turnstile is
 * configured (the Worker's run-time TURNSTILE_* settings): its origin is always
 * allowed, for the widget script (script-src) and the challenge iframe (frame-src).
 * It loads only when GET /v1/api/config hands out a site key. Never 'unsafe-inline'
 * or 'unsafe-eval' in script-src.
 */
const sitePolicy = (scriptSrc: string): string =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `frame-src ${turnstileOrigin}`,
    // goober and the prerendered critical CSS are inline <style> blocks.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')

export const contentSecurityPolicy = sitePolicy(`'self' ${turnstileOrigin}`)

/**
 * A site page the Worker serves again without its scripts: a form posted without
 * JavaScript and refused, with its errors (worker/pages/formAgain.ts).
 */
export const scriptlessPagePolicy = sitePolicy("'none'")

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  ...baseSecurityHeaders,
}

/**
 * The API and its small server-rendered pages: no script at all, and only the
 * page's own <style> through a per-response nonce.
 */
export const apiContentSecurityPolicy = (styleNonce: string): string =>
  [
    "default-src 'none'",
    "script-src 'none'",
    `style-src 'nonce-${styleNonce}'`,
    "img-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')

/**
 * The editor at /admin (Sveltia CMS, self-hosted): its own scripts, WebAssembly for
 * the WebP encoder it shrinks uploads with, and blob: for the photos it previews and the
 * workers it starts. It reaches GitHub only through our Worker's gateway ('self');
 * GitHub's status page is the one other address it reads.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self' blob: data: https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ')

/**
 * The editor's headers, on top of the site's: its own policy, never indexed, and a
 * window that may keep talking to the sign-in window it opens.
 */
export const adminHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': adminContentSecurityPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** Hashed build files never change: cache them for a year. HTML keeps the default (revalidate). */
export const immutableCache = 'public, max-age=31536000, immutable'

/**
 * The `_headers` file for Workers static assets: the site's headers everywhere (with
 * the pointer to the speculation rules, which only pages read),
 * a year's cache for `immutablePaths`, and for each of `overrides` its headers in
 * place of the site's (`! Name` detaches the inherited one).
 */
export function assetHeadersFile(
  immutablePaths: readonly string[],
  overrides: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): string {
  const all = Object.entries({ ...securityHeaders, ...speculationHeaders.page }).map(
    ([k, v]) => `  ${k}: ${v}`,
  )
  return [
    '/*',
    ...all,
    ...immutablePaths.flatMap((p) => ['', p, `  Cache-Control: ${immutableCache}`]),
    ...Object.entries(overrides).flatMap(([p, headers]) => [
      '',
      p,
      ...Object.keys(headers)
        .filter((k) => k in securityHeaders)
        .map((k) => `  ! ${k}`),
      ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
    ]),
    '',
  ].join('\n')
}
