/**
 * What the Worker reads of a request to count it, and nothing more: whether a person is
 * opening a page, which page, and where they came from (the Referer's host only, or
 * `utm_source`). Plain functions of the request: no D1, no context.
 */
import { isbot } from 'isbot'
import { otherRoute, utmPrefix, type VisitSourceKey } from '../../shared/insight'
import { resolvePath } from '../../shared/routes'
import { contentCatalog } from '../../shared/catalog'

/** Hosts by the source they count under; a host matches itself and its subdomains. */
const sourceHosts: [VisitSourceKey, RegExp][] = [
  [
    'buscadores',
    /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|ecosia\.org|yandex\.[a-z.]+|baidu\.com|search\.brave\.com|startpage\.com)$/,
  ],
  ['instagram', /(^|\.)instagram\.com$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ['whatsapp', /(^|\.)(whatsapp\.com|wa\.me)$/],
]

/** A `utm_source` as it is kept: lower case, letters, digits, - and _, 32 at most. */
const utmTag = (value: string | null) =>
  (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, 32)

export function sourceOf(url: URL, referer: string | null, ownHosts: string[]): string {
  const tag = utmTag(url.searchParams.get('utm_source'))
  if (tag) return `${utmPrefix}${tag}`
  let host: string
  try {
    host = new URL(referer ?? '').hostname.toLowerCase()
  } catch {
    return 'directo'
  }
  if (ownHosts.includes(host)) return 'sitio'
  return sourceHosts.find(([, pattern]) => pattern.test(host))?.[0] ?? 'otros'
}

/** A page of the site by its path, or "otra". */
export function routeOf(pathname: string): string {
  const resolved = resolvePath(pathname, contentCatalog)
  return resolved.kind === 'page' ? pathname : otherRoute
}

/** Whether a request is a person opening a page (not a bot, a prefetch or a HEAD). */
export function isPersonViewing(request: Request): boolean {
  if (request.method !== 'GET') return false
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return false
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return false
  const agent = request.headers.get('user-agent') ?? ''
  return agent !== '' && !isbot(agent)
}
