/**
 * The site's one language: Argentine Spanish. The page's `lang`, react-aria's widgets
 * (scripts/build/patches/react-aria-locale.ts makes it their default) and every date the
 * forms show use it, whatever language the visitor's browser prefers.
 */
export const siteLocale = 'es-AR'
