/**
 * The site's one language: Argentine Spanish. The page's `lang`, react-aria's widgets
 * (through the I18nProvider around each form and dialog) and every date the
 * forms show use it, whatever language the visitor's browser prefers.
 */
export const siteLocale = 'es-AR'
