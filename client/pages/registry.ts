import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { routes, type RouteKey } from '../../shared/site/routes'

type PageModule = { default: ComponentType }
const modules = import.meta.glob<PageModule>('./*.tsx')

/**
 * Each route's page, its module named in the route table (shared/site/routes.ts). Route-level
 * code splitting: each page is its own chunk, loaded when its route renders.
 */
export const pages = Object.fromEntries(
  (Object.keys(routes) as RouteKey[]).map((key) => {
    const load = modules[`./${routes[key].page}.tsx`]
    if (!load) throw new Error(`Missing page module client/pages/${routes[key].page}.tsx`)
    return [key, lazy(load)]
  }),
) as Record<RouteKey, LazyExoticComponent<ComponentType>>
