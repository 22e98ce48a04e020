/**
 * The ids and labels of services, families sections and portfolio categories:
 * what the route table needs, without the content (which stays in its page chunks).
 */

export const serviceIds = ['families', 'brands'] as const
export type ServiceId = (typeof serviceIds)[number]

export const familySections = ['embarazo', 'recienNacido', 'bebes', 'year'] as const
export type FamilySection = (typeof familySections)[number]

/** 'all' means embarazo for families, and is the only section of brands. */
export const ALL_SECTION = 'all'

export const familySectionLabels: Record<FamilySection, string> = {
  embarazo: 'Embarazo',
  recienNacido: 'Recién Nacido',
  bebes: 'Bebés de meses',
  year: 'Primer año',
}

export const portfolioSections = ['families', 'pregnancies', 'brands'] as const
export type PortfolioSection = (typeof portfolioSections)[number]

export const portfolioLabels: Record<PortfolioSection, string> = {
  families: 'FOTOGRAFÍA DE FAMILIAS',
  pregnancies: 'EMBARAZOS',
  brands: 'MARCAS',
}
