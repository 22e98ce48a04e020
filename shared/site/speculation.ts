/**
 * Speculation Rules: the browser prerenders a page of the site as the visitor
 * reaches for its link (hover, or the press on a phone), so following it is
 * instant. Served as a file named by a header (a CSP of 'self' allows no inline
 * rules); browsers without the API load pages as usual.
 */
export const speculationRulesPath = '/speculation-rules.json'

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          // The API, the editor and the WhatsApp redirect are not pages to prerender.
          { not: { href_matches: '/v1/*' } },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/ir/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const

/** The header that points a page at its rules, and the rules file's media type. */
export const speculationHeaders = {
  page: { 'Speculation-Rules': `"${speculationRulesPath}"` },
  file: { 'Content-Type': 'application/speculationrules+json' },
} as const
