/**
 * The site's one language: Argentine Spanish. The page's `lang`, react-aria's
 * widgets (vite.config.ts fixes their locale at build time) and every date the
 * forms show use it, whatever language the visitor's browser prefers.
 */
export const siteLocale = 'es-AR'
