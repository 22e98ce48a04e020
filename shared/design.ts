/**
 * Design tokens: the palette, type, breakpoints and timings of the site's look.
 * Everything that styles or times the UI reads from here.
 */

export const palette = {
  white: '#f7f7f7',
  lush: '#efebe8',
  orchid: '#bcafac',
  rose: '#938785',
  /** A deeper rose for small secondary text: 5.8:1 on white, AA for body text. */
  roseDeep: '#6b5e5c',
  grafito: '#2C2C2C',
  /** The dusty purple of the 'Tenés más preguntas?' banner: white text at ≥ 4.5:1. */
  purple: '#5f4b66',
  success: '#2f6b46',
  danger: '#a3322b',
} as const

export const fonts = {
  /** Sentient is licensed; Newsreader (Fontsource) is the shipped open fallback. */
  serif: "'Sentient', 'Newsreader', 'Newsreader Fallback', Georgia, serif",
  sans: "'Source Sans 3', 'Source Sans 3 Fallback', 'Source Sans Pro', system-ui, sans-serif",
} as const

/** Every width the layout changes at, in px. */
export const breakpoints = {
  headerNarrow: 576,
  tabsShort: 630,
  enquiryForm: 630,
  testimonialArrows: 640,
  faqGrid: 678,
  menuImage: 698,
  heroImage: 720,
  workLayout: 768,
  serviceMobileHero: 768,
  philosophyImage: 810,
  footerStack: 850,
  headerMedium: 900,
  gallery: 992,
  menuToggle: 992,
  menuToggleNarrow: 500,
  sectionSwitcher: 1100,
  shopCard: 1750,
  /** The studio hero's photo is hidden at this width or narrower (text first on phones and tablets). */
  studioHeroImage: 768,
} as const

/** `@media` for widths up to and including `px`. */
export const upTo = (px: number): string => `@media (max-width: ${px}px)`
/** `@media` for widths strictly under `px`. */
export const under = (px: number): string => `@media (max-width: ${px - 0.02}px)`
/** `@media` for widths strictly over `px`. */
export const over = (px: number): string => `@media (min-width: ${px + 0.02}px)`
export const reducedMotion = '@media (prefers-reduced-motion: reduce)'

export const layout = {
  headerHeight: 100,
  /** Side padding of the header and page content: desktop, under 900px, under 576px. */
  sidePadding: { wide: 100, medium: 50, narrow: 30 },
  /**
   * The menu toggle's left offset, a margin into the side padding: wide, at 992px
   * or narrower, and at 500px or narrower (breakpoints.menuToggle, menuToggleNarrow).
   */
  menuToggleOffset: { wide: -10, medium: -11, narrow: -12 },
  maxWidth: 1440,
  /** The floating WhatsApp button: diameter and distance from the corner. */
  fab: { size: 60, offset: 24 },
} as const

export const timings = {
  heroAutoplayMs: 3000,
  galleryAutoplayMs: 4000,
  menuSlideMs: 300,
  groupExpandMs: 300,
  notificationAutoCloseMs: 4000,
  /** Marquee speed: 80 pixels per second. */
  marqueePxPerSecond: 80,
} as const

export const notifications = { limit: 5, width: 440, position: 'bottom-right' } as const

export const easeOut = 'cubic-bezier(0.22, 1, 0.36, 1)'
