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
  /** The dusty plum of the 'Tenés más preguntas?' banner, leaning to the rose: white text 6.3:1. */
  purple: '#6b5560',
  success: '#2f6b46',
  danger: '#a3322b',
} as const

/**
 * One size per heading level: page titles (h1), section titles (h2), the titles of
 * items in a section (h3).
 */
export const headings = {
  h1: { size: 'clamp(2.25rem, 4.4vw, 4.25rem)', lineHeight: 1.05 },
  h2: { size: 'clamp(1.75rem, 3vw, 3rem)', lineHeight: 1.1 },
  /** From 20px: on a phone, items sit two a row (the shop) and their titles share ~150px. */
  h3: { size: 'clamp(1.25rem, 2vw, 1.75rem)', lineHeight: 1.2 },
  /**
   * A quotation standing as a page's title (her words opening /about, marked `data-quote`):
   * a step under h1, so that beside her portrait it keeps to five lines.
   */
  quote: { size: 'clamp(1.875rem, 3.2vw, 2.75rem)', lineHeight: 1.15 },
} as const

/**
 * Headings written in capitals: capitals stand as tall as ascenders, so at the level's
 * size they read a step louder than sentence case. They are set this much smaller, with
 * a little tracking, to carry the same weight.
 */
export const capsHeadings = {
  scale: 0.8,
  tracking: '0.04em',
  /**
   * On a phone, titles in capitals are at most the size that fits this many ems of
   * capitals on the padded line: 'COMO TRABAJAR CONMIGO' is 14.3 em (14.7 in the fallback
   * font shown until the serif arrives, which must not wrap it differently), 'PREGUNTAS
   * FRECUENTES' 13.3 em: one line, or one phrase a line, from 360px.
   */
  phoneLineEms: 15,
  /**
   * The longest line of a title in capitals, in ems: a measure in `ch` (a page opening's
   * title, 24ch) holds only 13.6 em of capitals, too few for 'COMO TRABAJAR CONMIGO'.
   */
  measureEms: 16,
} as const

/**
 * The size of a heading in capitals whose level is `size`: a step smaller, and on a phone
 * no larger than fits `capsHeadings.phoneLineEms` on the line (wider screens never reach it).
 */
export const capsHeadingSize = (size: string): string =>
  `min(calc(${capsHeadings.scale} * ${size}), calc((100vw - ${2 * layout.sidePadding.narrow}px) / ${capsHeadings.phoneLineEms}))`

export const fonts = {
  /** Sentient is licensed; Newsreader (Fontsource) is the shipped open fallback. */
  serif: "'Sentient', 'Newsreader', 'Newsreader Fallback', Georgia, serif",
  sans: "'Source Sans 3', 'Source Sans 3 Fallback', 'Source Sans Pro', system-ui, sans-serif",
  /**
   * The sans, never swapped once shown (client/styles/fonts.css): for a free-length
   * paragraph above a page's photo, whose rewrap at the swap would move the photo.
   */
  sansSteady:
    "'Source Sans 3 Steady', 'Source Sans 3 Fallback', 'Source Sans Pro', system-ui, sans-serif",
} as const

/** Every width the layout changes at, in px. */
export const breakpoints = {
  headerNarrow: 576,
  tabsShort: 630,
  enquiryForm: 630,
  /** Under this a session's lightbox drops its arrows: a phone swipes between photos. */
  lightboxArrows: 640,
  faqGrid: 678,
  menuImage: 698,
  heroImage: 720,
  workLayout: 768,
  serviceMobileHero: 768,
  philosophyImage: 810,
  footerStack: 850,
  headerMedium: 900,
  gallery: 992,
  /** Under this width the home gallery counts its photos ('3 / 9') instead of nine dots. */
  galleryCounter: 576,
  menuToggle: 992,
  menuToggleNarrow: 500,
  sectionSwitcher: 1100,
  shopCard: 1750,
  /**
   * An inside page's opening photo turns to its upright phone crop at this width or
   * narrower, with the title under it instead of over it (the home hero's crop width).
   */
  pageOpening: 720,
} as const

/** `@media` for widths up to and including `px`. */
export const upTo = (px: number): string => `@media (max-width: ${px}px)`
/** `@media` for widths strictly under `px`. */
export const under = (px: number): string => `@media (max-width: ${px - 0.02}px)`
/** `@media` for widths strictly over `px`. */
export const over = (px: number): string => `@media (min-width: ${px + 0.02}px)`
export const reducedMotion = '@media (prefers-reduced-motion: reduce)'

export const layout = {
  /** The fixed header's height, px, on wide screens. */
  headerHeight: 100,
  /**
   * The header's height under breakpoints.headerMedium: a compact bar (about 7% of a
   * phone's screen, not 12%), the wordmark larger in it. Pages read either through
   * the `--header-height` custom property the global styles set per width.
   */
  headerHeightCompact: 60,
  /** Side padding of the header and page content: desktop, under 900px, under 576px. */
  sidePadding: { wide: 100, medium: 50, narrow: 30 },
  /**
   * The menu toggle's left offset, a margin into the side padding: wide, at 992px
   * or narrower, and at 500px or narrower (breakpoints.menuToggle, menuToggleNarrow).
   */
  menuToggleOffset: { wide: -10, medium: -11, narrow: -12 },
  maxWidth: 1440,
  /** A text-only section's measure, centred on wide screens. */
  readingColumn: 680,
  /**
   * A journal story's text column, in ems of its 18px text: about 65 characters a line
   * of Source Sans 3, the measure a long read wants.
   */
  storyMeasureEm: 28,
  /** A journal story's photos wider than its text, and its lead photo. */
  storyWide: 1080,
  /** The floating WhatsApp button: diameter and distance from the corner; smaller on phones. */
  fab: { size: 60, offset: 24, phone: { size: 48, offset: 16 } },
  /**
   * The home hero's scrim under white text (opacity of grafito): wide screens, phones.
   * Strong enough for the small kicker at 4.5:1 over a bright photo (tested).
   */
  scrim: { wide: 0.62, phone: 0.66 },
  /**
   * An inside page's opening: the photo's height on wide screens, and the scrim under its
   * title, as dark as the home hero's behind the text (the small kicker at 4.5:1 over a
   * bright photo) and fading out over `fade` px above it.
   */
  opening: { height: '75vh', heightSmall: '75svh', minHeight: 440, scrim: 0.68, fade: 160 },
} as const

/**
 * The page grid: 12 columns and one gutter inside the padded content width. A band
 * split in two uses one of two splits — 6 and 5 columns, or 7 and 4 — always with one
 * empty column between, on either side.
 */
export const grid = {
  columns: 12,
  /** The gutter, px: wide screens; under breakpoints.headerMedium. */
  gutter: { wide: 40, narrow: 24 },
  /** [larger, smaller] column counts. */
  splits: { wide: [6, 5], narrow: [7, 4] },
  /**
   * A photo beside its text, on every page: the photo takes this split's larger part and
   * the text the smaller, the photo on either side. One split, so one photo width.
   */
  photoSplit: 'wide',
  /**
   * Cards in rows (shop, services, steps): columns each card spans — three a row on wide
   * screens, two from breakpoints.headerNarrow, one under it.
   */
  cardSpan: { wide: 4, medium: 6 },
  /** The columns a form takes on wide screens, centred: the middle 8 (about 700px at 1280). */
  formSpan: 8,
  /** Space between a page's first band and the header. */
  openingOffset: 'clamp(24px, 4vw, 56px)',
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
