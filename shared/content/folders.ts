/** The journal's folder under content/: one file per entry, named by its slug. */
export const journalFolder = 'diario'

/**
 * Her content files under content/, one per kind, in the editor's order. Their schemas
 * are in files.ts; the editor's gateway lets a save write these and nothing else here.
 */
export const contentFileNames = [
  'owner.json',
  'home.json',
  'about.json',
  'services.json',
  'portfolio.json',
  'products.json',
  'faqs.json',
  'testimonials.json',
  'service-testimonials.json',
  'studio.json',
  'contact-steps.json',
  'journal.json',
  'images.json',
] as const
export type ContentFileName = (typeof contentFileNames)[number]
