/// <reference types="vite/client" />
/**
 * Every page's <head>, from the `head` its module exports (shared/site/head.ts, PageHead).
 * The build and `npm run dev` render heads on the server: the browser never loads this.
 */
import {
  titleSuffix,
  type Head,
  type HeadInput,
  type PageHead,
  type PageHeadData,
} from '../../shared/site/head'
import { contentCatalog } from '../../shared/site/catalog'
import { owner } from '../../shared/content/owner'
import {
  notFoundPages,
  paths,
  resolvePath,
  routeParams,
  routes,
  type RouteKey,
} from '../../shared/site/routes'

const heads = import.meta.glob<PageHead<RouteKey>>('./*.tsx', { import: 'head', eager: true })

/** A route's head, from its page module. */
function pageHead(route: RouteKey): (at: HeadInput) => PageHeadData {
  const head = heads[`./${routes[route].page}.tsx`]
  if (typeof head !== 'function')
    throw new Error(`client/pages/${routes[route].page}.tsx exports no head for route "${route}"`)
  return head
}

/**
 * The head of a path, for the site served at `origin`; `shareImage` is the address of
 * the photo the page is shared with (a journal entry names it in its JSON-LD).
 */
export function headFor(path: string, origin: string = owner.origin, shareImage = ''): Head {
  const r = resolvePath(path, contentCatalog)
  if (r.kind === 'redirect') throw new Error(`${path} redirects to ${r.to}: it has no head`)
  if (r.kind === 'notFound')
    return {
      title: `${notFoundPages[r.page].title}${titleSuffix}`,
      description: 'La página que buscás no está disponible.',
      jsonLd: [],
    }
  const at = { route: r.route, params: routeParams(r.route, path), path, origin, shareImage }
  const page = pageHead(r.route)(at as HeadInput)
  return {
    title: page.title + titleSuffix,
    description: page.description,
    canonical: `${origin}${page.canonicalPath ?? path}`,
    jsonLd: page.jsonLd ?? [],
    ...(page.ogType ? { ogType: page.ogType } : {}),
    ...(page.feed ? { feed: `${origin}${paths.journalFeed}` } : {}),
  }
}
