/**
 * Ids of sections that links elsewhere land on, kept apart from the text they mark
 * so that a form's privacy note does not load the whole FAQ page with it.
 */
import { paths } from '../routes'

/** The terms and privacy section of /faqs. */
export const legalAnchor = 'terminos'

/** Its 'Política de privacidad' part: where the forms' privacy notes link. */
export const privacyAnchor = 'privacidad'

/** The privacy text's address, for links from other pages. */
export const privacyHref = `${paths.faqs}#${privacyAnchor}`
