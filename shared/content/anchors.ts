/**
 * Ids of sections that links elsewhere land on. Plain string constants, which the
 * build writes into each page that uses them: a form's privacy note does not load
 * the FAQ page's text, nor a chunk of its own, for its link.
 */

/** The terms and privacy section of /faqs. */
export const legalAnchor = 'terminos'

/** Its 'Política de privacidad' part, on /faqs: where the forms' privacy notes link. */
export const privacyAnchor = 'privacidad'
