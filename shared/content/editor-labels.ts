/**
 * What the editor at /admin calls each content file and each closed choice, in Spanish.
 * Fields carry their own labels in the schemas (`.meta()`, schema/*.ts).
 */
export const cmsFileLabels: Readonly<Record<string, string>> = {
  owner: 'Tus datos de contacto',
  home: 'Portada',
  about: 'Sobre mí',
  services: 'Servicios y precios',
  portfolio: 'Portfolio',
  products: 'Tienda',
  faqs: 'Preguntas frecuentes',
  testimonials: 'Testimonios de la portada',
  'service-testimonials': 'Testimonios de servicios',
  studio: 'Alquiler del estudio',
  'contact-steps': 'Contacto: paso a paso',
  journal: 'Diario: la página y tu tarjeta',
  images: 'Fotos',
}

/** Closed choices as the editor's selects show them. */
export const cmsOptionLabels: Readonly<Record<string, string>> = {
  families: 'Familias',
  pregnancies: 'Embarazo',
  brands: 'Marcas',
  newborns: 'Recién nacidos',
  year: 'Primer año',
  bebes: 'Bebés',
  recienNacido: 'Recién nacidos',
  embarazo: 'Embarazo',
  family: 'Familia',
  pregnancy: 'Embarazo',
  newborn: 'Recién nacido',
  baby: 'Bebé',
  firstYear: 'Primer año',
  brand: 'Marca',
  studio: 'Estudio',
  portrait: 'Retrato',
  detail: 'Detalle',
}
