/**
 * What the site counts for her, and how it names it (the Monday mail and
 * `npm run insight` say these words). Counted by the Worker without knowing anyone:
 * docs/PRIVACY.md.
 */

/** Where a visit came from, read from the Referer's host alone (or `utm_source`). */
export const visitSources = {
  buscadores: 'Buscadores (Google y otros)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  sitio: 'Desde otra página del sitio',
  otros: 'Otros sitios',
  directo: 'Directo o sin dato',
} as const
export type VisitSourceKey = keyof typeof visitSources

/** A visit tagged with `?utm_source=x` counts under this prefix and the tag. */
export const utmPrefix = 'utm:'

/** The page of a visit to no page of the site. */
export const otherRoute = 'otra'

/** Every WhatsApp link goes through here, so a tap is counted with its page. */
export const whatsappPath = '/ir/whatsapp'

/** A WhatsApp link of the page at `from`, with its prefilled `text`. */
export const whatsappHref = (from: string, text: string): string =>
  `${whatsappPath}?${new URLSearchParams({ desde: from, texto: text })}`

/** Weeks of daily counts in the CSV her Monday summary attaches. */
export const csvWeeks = 12

/** Daily counts are kept this long (then deleted by the daily clean-up). */
export const countsMonths = 25
