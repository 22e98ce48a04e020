/**
 * The photographer's own data. Values marked PLACEHOLDER are unknown to us and
 * must be replaced with hers before going live (see docs/DEPLOY.md). The owner's
 * e-mail for incoming enquiries is not here: the Worker reads it from OWNER_EMAIL.
 */
export const owner = {
  /**
   * PLACEHOLDER: the public origin of the site, for canonical URLs, the sitemap and
   * share tags. The build uses SITE_ORIGIN from the environment when it is set.
   */
  origin: 'https://fotografiaemocional.com.ar',
  /** PLACEHOLDER: the studio's brand name as shown in the logo and titles. */
  brand: 'Fotografía Emocional',
  /** PLACEHOLDER: public contact address shown in the footer and contact page. */
  email: 'hola@fotografiaemocional.com.ar',
  /**
   * PLACEHOLDER: WhatsApp number in Argentine mobile format, digits only:
   * 54 (country) 9 (mobile) + area code without 0 + number without 15.
   */
  whatsapp: '5491100000000',
  /** PLACEHOLDER: Instagram handle, without the @. */
  instagram: 'fotografiaemocional',
  /** PLACEHOLDER: the social profile linked from the footer. */
  socialUrl: 'https://www.instagram.com/fotografiaemocional/',
  address: {
    locality: 'Canning',
    region: 'Buenos Aires',
    country: 'AR',
    /** PLACEHOLDER: street address of the studio. */
    street: 'Complejo de oficinas, Canning',
  },
  /** PLACEHOLDER: the studio's Google Maps link, opened from the contact page. */
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Canning%2C%20Buenos%20Aires',
  /** Year of the first professional work, for the copyright line. */
  since: 2012,
} as const

export type Owner = typeof owner
