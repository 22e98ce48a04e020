import { breakpoints, layout, palette, under } from '../../../shared/site/design'

/** What the browser needs to turn the header solid by itself. */
export const scrollDriven = '(animation-timeline: scroll())'

/**
 * The header turns solid once the page has scrolled past it: a scroll-driven
 * animation that jumps to the solid look at that point, or, in browsers without
 * them, `data-scrolled` set by the header's island (headerLook.island.ts). Plain CSS
 * in every page's head, like the menu's (menuCss.ts).
 */
const solid = `background-color: ${palette.white}; color: ${palette.grafito}; border-bottom-color: ${palette.lush};`

export const headerCss = `
  @keyframes header-solid {
    to { ${solid} }
  }
  @supports ${scrollDriven} {
    header[data-tone] > div {
      animation: header-solid steps(1, jump-end) both;
      animation-timeline: scroll(root);
      animation-range: 0 ${layout.headerHeight + 1}px;
    }
    ${under(breakpoints.headerMedium)} {
      header[data-tone] > div { animation-range: 0 ${layout.headerHeightCompact + 1}px; }
    }
  }
  header[data-scrolled] > div { ${solid} }
`
