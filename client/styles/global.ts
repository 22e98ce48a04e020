import {
  breakpoints,
  capsHeadings,
  capsHeadingSize,
  fonts,
  grid,
  headings,
  layout,
  palette,
  reducedMotion,
  under,
} from '../../shared/site/design'
import { keyframesCss } from './motion'
import { nearScreen } from './nearScreen'

/**
 * Reset and base type, as plain CSS the build writes into every page's <head> (with the
 * shell's and carousels' own, client/globalCss.ts): goober's global styles are injected once
 * per process, which prerendering many pages in one process cannot use.
 */
export const baseCss = `
  *, *::before, *::after { box-sizing: border-box; }
  /* The page grid's gutter, one value per width (client/components/layout.ts). */
  /* The fixed header's height, one value per width (the compact bar under 900px). */
  :root { --gutter: ${grid.gutter.wide}px; --header-height: ${layout.headerHeight}px; }
  ${under(breakpoints.headerMedium)} {
    :root { --gutter: ${grid.gutter.narrow}px; --header-height: ${layout.headerHeightCompact}px; }
  }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: var(--header-height); }
  body {
    margin: 0;
    background: ${palette.white};
    color: ${palette.grafito};
    font-family: ${fonts.sans};
    font-size: 1.0625rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  img { display: block; max-width: 100%; height: auto; }
  h1, h2, h3, h4 {
    margin: 0; font-family: ${fonts.serif}; font-weight: 300; line-height: 1.1; text-wrap: balance;
  }
  h1 { font-size: ${headings.h1.size}; line-height: ${headings.h1.lineHeight}; }
  h2 { font-size: ${headings.h2.size}; line-height: ${headings.h2.lineHeight}; }
  h3 { font-size: ${headings.h3.size}; line-height: ${headings.h3.lineHeight}; }
  /* Headings in capitals (the heading primitives of components/typography.tsx). */
  h1[data-caps] { font-size: ${capsHeadingSize(headings.h1.size)}; }
  h2[data-caps] { font-size: ${capsHeadingSize(headings.h2.size)}; }
  h3[data-caps] { font-size: ${capsHeadingSize(headings.h3.size)}; }
  [data-caps] { letter-spacing: ${capsHeadings.tracking}; }
  /* Its measure in ems, over a component's measure in ch (main: the more specific rule). */
  main h1[data-caps] { max-width: ${capsHeadings.measureEms}em; }
  /* A heading's last two words, kept on one line where it fits (typography.tsx). */
  .last-words { display: inline-block; }
  p, ul, ol, figure { margin: 0; }
  a { color: inherit; }
  button { font: inherit; color: inherit; }
  /* An island's element and slot add no box (client/islands/). */
  island-root, island-slot { display: contents; }
  /* Moving between pages (ordinary loads) cross-fades where the browser can. */
  @view-transition { navigation: auto; }
  /* Every page's sections after its first two (the first screen on a phone). */
  main > section:nth-of-type(n + 3) { ${nearScreen(720)} }
  :focus-visible { outline: 2px solid ${palette.grafito}; outline-offset: 3px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${keyframesCss}
`

/** Last in the page's styles: motion cut short for those who ask, over every rule before it. */
export const reducedMotionCss = `
  ${reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`
