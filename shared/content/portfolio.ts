/** Portfolio categories and works (spec section 3, "Portfolio work"). */

export const portfolioSections = ['families', 'pregnancies', 'brands'] as const
export type PortfolioSection = (typeof portfolioSections)[number]

export const portfolioLabels: Record<PortfolioSection, string> = {
  families: 'FOTOGRAFÍA DE FAMILIAS',
  pregnancies: 'EMBARAZOS',
  brands: 'MARCAS',
}

export interface Work {
  id: number
  title: string
  category: PortfolioSection
}

export const works: readonly Work[] = [
  { id: 2, title: 'Primer año de Emma', category: 'families' },
  { id: 4, title: 'Bebé en casa', category: 'families' },
  { id: 6, title: 'Recién nacida', category: 'families' },
  { id: 7, title: 'Seis meses', category: 'families' },
  { id: 8, title: 'Café de especialidad', category: 'brands' },
  { id: 9, title: 'Cerámica de autor', category: 'brands' },
  { id: 11, title: 'Hermanos', category: 'families' },
  { id: 12, title: 'Emprendedora textil', category: 'brands' },
  { id: 18, title: 'Dulce espera', category: 'pregnancies' },
  { id: 19, title: 'Semana 30', category: 'pregnancies' },
]
