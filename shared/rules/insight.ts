/**
 * What the site counts for her, and how it names it (the Monday mail and
 * `npm run insight` say these words). Counted by the Worker without knowing anyone:
 * docs/PRIVACY.md.
 */

/**
 * Where a visit came from, read from the Referer's host alone, or from a `utm_source` we
 * know (`utmSources`, or one of her tags: `linkTags` in content/owner.json). Anything
 * else, and any new source past `sourcesPerDay`, counts as 'otros'.
 */
export const visitSources = {
  buscadores: 'Buscadores (Google y otros)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  mail: 'Mail',
  sitio: 'Desde otra página del sitio',
  otros: 'Otros',
  directo: 'Directo o sin dato',
} as const
export type VisitSourceKey = keyof typeof visitSources

/** What a visit whose source is not one we name counts under. */
export const otherSource = 'otros' satisfies VisitSourceKey

/**
 * `utm_source` values (as `utmTag` keeps them) that count under a named source, so a
 * made-up tag cannot add a line of its own. Newsletter links say `utm_source=newsletter`.
 */
export const utmSources: Readonly<Record<string, VisitSourceKey>> = {
  google: 'buscadores',
  bing: 'buscadores',
  duckduckgo: 'buscadores',
  yahoo: 'buscadores',
  ecosia: 'buscadores',
  yandex: 'buscadores',
  baidu: 'buscadores',
  brave: 'buscadores',
  startpage: 'buscadores',
  instagram: 'instagram',
  ig: 'instagram',
  facebook: 'facebook',
  fb: 'facebook',
  messenger: 'facebook',
  whatsapp: 'whatsapp',
  wa: 'whatsapp',
  email: 'mail',
  'e-mail': 'mail',
  mail: 'mail',
  correo: 'mail',
  newsletter: 'mail',
}

/** Her own tags (and a `utm_source` as it is compared): lower case, digits, - and _, 32 at most. */
export const linkTagPattern = /^[a-z0-9_-]{1,32}$/

/** A `utm_source` as it is compared and kept: lower case, letters, digits, - and _ ('' if none). */
export const utmTag = (value: string | null): string =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, 32)

/** A visit with one of her tags (`?utm_source=feria`) counts under this prefix and the tag. */
export const utmPrefix = 'utm:'

/**
 * Distinct sources counted a day, 'otros' among them: past it, a source new that day
 * counts as 'otros', so no one can grow a day's counts with made-up ones.
 */
export const sourcesPerDay = 20

/**
 * Page views and taps are written to D1 in batches, one row each (worker/insight/tally.ts):
 * an isolate writes its batch once `views` wait, or `afterMs` after the first of them
 * (under the 30 s Cloudflare gives work after an answer).
 */
export const countBatch = { views: 500, afterMs: 20_000 } as const

/** Sources her Monday mail and its CSV name; the rest are summed as 'otros'. */
export const sourcesNamed = 10

/** The page of a visit to no page of the site. */
export const otherRoute = 'otra'

/**
 * Where the build lists the site's pages with her name for each (the Monday mail's words):
 * visits, WhatsApp taps and enquiries count a page only when it is one of these.
 */
export const sitePagesPath = '/paginas.json'

/** The list at `sitePagesPath`: every built page's path and its title without the site's name. */
export interface SitePages {
  version: 1
  pages: Record<string, string>
}

/** Longest path counted as a page; longer ones are "otra" (no built page comes close). */
export const pathMaxLength = 160

/** Distinct pages counted a day and kind, like `sourcesPerDay`: past it, a new page counts as "otra". */
export const pagesPerDay = 150

/** Weeks of daily counts in the CSV her Monday summary attaches. */
export const csvWeeks = 12

/** Daily counts are kept this long (then deleted by the daily clean-up). */
export const countsMonths = 25
