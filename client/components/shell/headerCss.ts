import { layout, palette } from '../../../shared/design'

/**
 * Until the app has hydrated (`data-live`), the browser itself turns the header
 * solid once the page has scrolled past it: a scroll-driven animation that jumps
 * to the solid look at the same point the app does. Plain CSS in every page's head,
 * like the menu's (menuCss.ts).
 */
export const headerCss = `
  @keyframes header-solid {
    to { background-color: ${palette.white}; color: ${palette.grafito}; border-bottom-color: ${palette.lush}; }
  }
  @supports (animation-timeline: scroll()) {
    header[data-tone]:not([data-live]) > div {
      animation: header-solid steps(1, jump-end) both;
      animation-timeline: scroll(root);
      animation-range: 0 ${layout.headerHeight + 1}px;
    }
  }
`
