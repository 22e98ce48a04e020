/**
 * Home content, from content/home.json, in voseo. Some headings and buttons are fixed
 * wording the tests check (docs/CONTENT.md): change them only on purpose.
 */
import homeData from '../../content/home.json' with { type: 'json' }
import { paths } from '../site/routes'
import type { HomeContent, HomeFile } from './schema/home'

/** A card of 'ME ENCANTA CAPTURAR EN FOTOS': the service page it opens, by path. */
export interface HomeServiceCard {
  id: number
  title: string
  description: string
  link: string
  image: string
}

/** Typed by its schema, which the build has parsed it with (files.ts). */
const { serviceCards, ...content } = homeData as HomeFile

export const homeContent: HomeContent = content

/** Where each card of 'ME ENCANTA CAPTURAR EN FOTOS' leads. */
const serviceLinks: Record<HomeFile['serviceCards'][number]['service'], string> = {
  families: paths.families(),
  newborns: paths.newbornsAlias,
  brands: paths.brands,
}

/** The three cards of 'ME ENCANTA CAPTURAR EN FOTOS', numbered in their order. */
export const homeServiceCards: readonly HomeServiceCard[] = serviceCards.map(
  ({ service, ...card }, i) => ({ id: i + 1, ...card, link: serviceLinks[service] }),
)
