/**
 * What the editor at /admin calls each content file, field and closed choice, in
 * Spanish: the field names are the schemas' own (schema/*.ts). A field that shares its
 * name with another but means something else gets its own entry as 'parent.name'.
 */
export interface CmsLabel {
  label: string
  hint?: string
  /** A long text: a box of several lines instead of one line. */
  multiline?: true
  /** For a list of entries: what each collapsed entry shows, e.g. '{{fields.question}}'. */
  summary?: string
}

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
  images: 'Fotos',
}

const usdHint = 'En dólares, sin puntos ni signos: 120 para USD 120.'
const paragraphsHint = 'Un párrafo por elemento.'

export const cmsLabels: Readonly<Record<string, CmsLabel>> = {
  // Her details (content/owner.json).
  origin: { label: 'Dirección del sitio', hint: 'La dirección pública completa, con https://.' },
  brand: { label: 'Nombre del estudio' },
  email: { label: 'E-mail público' },
  whatsapp: {
    label: 'WhatsApp',
    hint: 'Solo números: 549, el código de área sin el 0 y el número sin el 15.',
  },
  instagram: { label: 'Usuario de Instagram', hint: 'Sin la @.' },
  socialUrl: { label: 'Enlace a tu red social', hint: 'La dirección completa, con https://.' },
  address: { label: 'Dirección del estudio' },
  locality: { label: 'Localidad' },
  region: { label: 'Provincia' },
  country: { label: 'País', hint: 'El código de dos letras: AR.' },
  street: { label: 'Calle y número' },
  mapsUrl: { label: 'Enlace a Google Maps' },
  since: { label: 'Año en que empezaste', hint: 'Para la línea de derechos del pie de página.' },

  // Shared by many sections.
  id: { label: 'Número', hint: 'Un número que no use otro; es parte de su dirección.' },
  title: { label: 'Título' },
  kicker: { label: 'Antetítulo', hint: 'La línea corta sobre el título.' },
  headline: { label: 'Título' },
  text: { label: 'Texto', multiline: true },
  description: { label: 'Descripción', multiline: true },
  lead: { label: 'Bajada', hint: 'La línea bajo el título.', multiline: true },
  paragraphs: { label: 'Párrafos', hint: paragraphsHint, multiline: true },
  cta: { label: 'Texto del botón' },
  image: { label: 'Foto' },
  narrowImage: { label: 'Foto para teléfonos', hint: 'El recorte vertical de la foto.' },
  heroImg: { label: 'Foto de portada', hint: 'Debe tener su recorte para teléfono.' },
  link: { label: 'Enlace', hint: 'Una página del sitio, empezando con "/". Opcional.' },
  filter: { label: 'Nombre corto', hint: 'Como aparece en los filtros y menús.' },
  banner: { label: 'Franja de texto' },

  // Home (content/home.json).
  hero: { label: 'Portada', hint: paragraphsHint, multiline: true },
  intro: { label: 'Presentación' },
  services: { label: 'Servicios' },
  agendaMarquee: { label: 'Texto que corre (agenda)' },
  story: { label: 'Historia' },
  gallery: { label: 'Galería', hint: 'Nueve fotos: tres diapositivas de tres.' },
  testimonialsTitle: { label: 'Título de los testimonios' },
  philosophy: { label: 'Filosofía' },
  lines: { label: 'Renglones' },
  workTogether: { label: 'Trabajemos juntos' },
  firstYear: { label: 'Primer año' },
  items: { label: 'Puntos' },
  gift: { label: 'Regalo' },
  defaultButton: { label: 'Texto del botón' },
  serviceCards: { label: 'Tarjetas de servicios', summary: '{{fields.title}}' },
  'serviceCards.service': { label: 'Página que abre' },

  // About and studio.
  quote: { label: 'Cita', multiline: true },
  purpose: { label: 'Propósito' },
  values: { label: 'Valores', summary: '{{fields.name}}' },
  name: { label: 'Nombre', hint: 'En mayúsculas.' },
  line: { label: 'Frase' },
  bookingBanner: { label: 'Franja de reservas' },
  team: { label: 'Cómo trabajo' },
  points: { label: 'Puntos', summary: '{{fields.title}}' },
  subscribe: { label: 'Suscripción' },
  secondStory: { label: 'Segunda historia' },
  heroTitle: { label: 'Título destacado' },
  heroText: { label: 'Texto destacado', multiline: true },
  rental: { label: 'Alquiler' },
  usesTitle: { label: 'Título de los usos' },
  uses: { label: 'Usos' },
  featuresTitle: { label: 'Título de lo que ofrece' },
  features: { label: 'Lo que ofrece' },

  // Services and fees (content/services.json).
  families: { label: 'Familias' },
  brands: { label: 'Marcas' },
  whenQuestion: { label: 'Pregunta "¿Cuándo…?"' },
  includedQuestion: { label: 'Pregunta "¿Qué incluye?"' },
  sessionLength: { label: 'Duración de la sesión', multiline: true },
  delivery: { label: 'Entrega', multiline: true },
  finalOnly: { label: 'Qué se entrega', multiline: true },
  retouch: { label: 'Retoque' },
  outdoorUsd: { label: 'Precio en exteriores o a domicilio (USD)', hint: usdHint },
  sections: { label: 'Secciones' },
  portfolio: { label: 'Trabajos destacados', summary: '{{fields.title}}' },
  work: { label: 'Número del trabajo', hint: 'El número del trabajo en el portfolio.' },
  when: {
    label: 'Respuestas a "¿Cuándo…?"',
    hint: 'Una sola se muestra como texto; varias, como lista.',
    multiline: true,
  },
  count: { label: 'Qué recibís', hint: 'Segundo punto de lo que incluye.' },
  studioUsd: { label: 'Precio en el estudio (USD)', hint: usdHint },
  included: { label: 'Qué incluye' },
  studioFromUsd: { label: 'Precio desde, en el estudio (USD)', hint: usdHint },
  outdoorQuoteUsd: { label: 'Precio de referencia en exteriores (USD)', hint: usdHint },

  // Portfolio.
  openings: { label: 'Aperturas de cada categoría' },
  works: { label: 'Trabajos', summary: '{{fields.title}}' },
  category: { label: 'Categoría' },
  subcategory: { label: 'Subcategoría' },
  service: { label: 'Servicio', hint: 'Como aparece en la ficha del trabajo.' },
  location: { label: 'Lugar' },
  'works.images': {
    label: 'Fotos, por filas',
    hint: 'Cada fila tiene de una a tres fotos, elegidas de "Fotos".',
  },

  // Shop.
  giftSection: { label: 'Franja de regalo' },
  products: { label: 'Productos', summary: '{{fields.title}}' },
  hash: {
    label: 'Dirección de la página',
    hint: 'Solo minúsculas sin acentos, números y guiones: /shop/…',
  },
  page: { label: 'Página del producto' },
  characteristics: { label: 'Características' },
  purchaseLink: {
    label: 'Enlace de compra',
    hint: 'Opcional. Sin él, "QUIERO COMPRAR" abre un chat de WhatsApp.',
  },

  // FAQs, testimonials, contact steps.
  questions: { label: 'Preguntas', summary: '{{fields.question}}' },
  question: { label: 'Pregunta' },
  answer: { label: 'Respuesta', multiline: true },
  testimonials: { label: 'Testimonios', summary: '{{fields.author}}' },
  session: { label: 'Sesión' },
  quote2: { label: 'Segunda parte de la cita', multiline: true },
  author: { label: 'Nombre', hint: 'Solo el nombre de pila.' },
  steps: { label: 'Pasos', summary: '{{fields.title}}' },

  // The photos (content/images.json).
  images: {
    label: 'Fotos',
    hint: 'Para sumar una foto: agregala acá con su nombre y su descripción, y después elegila por su nombre en la página o el trabajo donde va.',
    summary: '{{fields.key}}',
  },
  key: {
    label: 'Nombre',
    hint: 'Solo minúsculas sin acentos, números y guiones (emma-en-el-jardin): con él la eligen las páginas y los trabajos.',
  },
  alt: {
    label: 'Descripción',
    hint: 'Qué se ve en la foto, en una oración, para quien no puede verla. Obligatoria.',
    multiline: true,
  },
  photo: {
    label: 'Foto',
    hint: 'JPG, PNG o WebP. Se achica sola a 2400 píxeles antes de guardarse.',
  },
  width: { label: 'Ancho', hint: 'Solo para fotos de muestra, sin archivo: en píxeles.' },
  height: { label: 'Alto', hint: 'Solo para fotos de muestra, sin archivo: en píxeles.' },
  subject: { label: 'Tema', hint: 'Solo para fotos de muestra, sin archivo: qué dibuja el sitio.' },
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
