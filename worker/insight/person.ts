/**
 * What the Worker reads of a request to count it, and nothing more: whether a person is
 * opening a page, which of the site's pages, and where they came from (the Referer's host only, or
 * `utm_source`). Plain functions of the request: no D1, no context.
 */
import { isbot } from 'isbot'
import {
  otherRoute,
  otherSource,
  pathMaxLength,
  utmPrefix,
  utmSources,
  utmTag,
  type VisitSourceKey,
} from '../../shared/rules/insight'
import { owner } from '../../shared/content/owner'

/** Hosts by the source they count under, first match wins; a host matches itself and its subdomains. */
const sourceHosts: [VisitSourceKey, RegExp][] = [
  // Webmail before the search engines: mail.google.com and mail.yahoo.com are theirs too.
  [
    'mail',
    /(^|\.)(mail\.google\.com|mail\.yahoo\.com|outlook\.live\.com|outlook\.office(365)?\.com|mail\.proton\.me)$/,
  ],
  [
    'buscadores',
    /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|ecosia\.org|yandex\.[a-z.]+|baidu\.com|search\.brave\.com|startpage\.com)$/,
  ],
  ['instagram', /(^|\.)instagram\.com$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ['whatsapp', /(^|\.)(whatsapp\.com|wa\.me)$/],
]

/**
 * Where a visit came from: a `utm_source` we know by its source, one of her tags (content/
 * owner.json) as `utm:<tag>`, any other as 'otros'; without one, the Referer's host.
 */
export function sourceOf(
  url: URL,
  referer: string | null,
  ownHosts: string[],
  tags: readonly string[] = owner.linkTags ?? [],
): string {
  const tag = utmTag(url.searchParams.get('utm_source'))
  if (tag) {
    if (Object.hasOwn(utmSources, tag)) return utmSources[tag] ?? otherSource
    return tags.includes(tag) ? `${utmPrefix}${tag}` : otherSource
  }
  let host: string
  try {
    host = new URL(referer ?? '').hostname.toLowerCase()
  } catch {
    return 'directo'
  }
  if (ownHosts.includes(host)) return 'sitio'
  return sourceHosts.find(([, pattern]) => pattern.test(host))?.[0] ?? otherSource
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

/** Her name for each page of the site, by its path (the build's list: pages.ts). */
export type PageNames = ReadonlyMap<string, string>

/**
 * The page a path names (decoded, without a trailing slash) when it is one of `pages`, else
 * "otra": `/portfolio/%66amilies` is /portfolio/families, `/portfolio/%2566amilies` is no page.
 */
export function pageOf(pathname: string, pages: PageNames): string {
  // Every byte of a page's path may come %-encoded: three characters each.
  if (pathname.length > pathMaxLength * 3) return otherRoute
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return otherRoute
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return pages.has(path) ? path : otherRoute
}
