/** Service ids and families sections (spec section 2, "Service detail"). */

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
