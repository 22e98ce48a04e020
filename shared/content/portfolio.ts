/** Portfolio categories and works, from content/portfolio.json. */
import portfolioData from '../../content/portfolio.json' with { type: 'json' }
import type { PortfolioFile, Work } from './schema/pages'

export type { Work }

export { portfolioLabels, portfolioSections, type PortfolioSection } from './sections'
import type { PortfolioSection } from './sections'
import type { ImageKey } from './images'

/** Typed by its schema, which the build has parsed it with (files.ts). */
const data = portfolioData as PortfolioFile

/** How each category's page opens: the photo it opens with and a line under its title. */
export const portfolioOpenings: Record<PortfolioSection, { lead: string; image: ImageKey }> =
  data.openings

/** Rows of one, two or three photos; the phone layout shows the same photos in one column. */
export const works: readonly Work[] = data.works.map((work) => ({
  ...work,
  description: work.description ?? '',
  imagesResponsive: work.images.flat(),
}))
