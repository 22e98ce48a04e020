import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteKey } from '../../shared/routes'

/** One page module per route of the table. */
export const pageFiles: Record<RouteKey, string> = {
  home: 'Home',
  about: 'About',
  studio: 'Studio',
  services: 'Services',
  serviceDetail: 'ServiceDetail',
  portfolio: 'Portfolio',
  work: 'Work',
  faqs: 'Faqs',
  contact: 'Contact',
  shop: 'Shop',
  product: 'Product',
  productContact: 'ProductContact',
  journal: 'Journal',
  journalPage: 'Journal',
  journalKind: 'Journal',
  journalEntry: 'JournalEntry',
}

type PageModule = { default: ComponentType }
const modules = import.meta.glob<PageModule>('./*.tsx')

/** Route-level code splitting: each page is its own chunk, loaded when its route renders. */
export const pages = Object.fromEntries(
  (Object.keys(pageFiles) as RouteKey[]).map((key) => {
    const load = modules[`./${pageFiles[key]}.tsx`]
    if (!load) throw new Error(`Missing page module for route "${key}"`)
    return [key, lazy(load)]
  }),
) as Record<RouteKey, LazyExoticComponent<ComponentType>>
