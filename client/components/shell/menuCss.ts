import { easeOut, timings } from '../../../shared/site/design'

/** The menu dialog's id, which the header's toggle names as its command's target. */
export const menuId = 'menu'

const slide = `${timings.menuSlideMs}ms ${easeOut}`

/**
 * The menu's slide, as plain CSS in every page's head (goober cannot nest
 * `@starting-style`): opening starts from `@starting-style`, closing keeps the
 * dialog shown (`display` and `overlay`, allow-discrete) until the panels are out,
 * and the page behind does not scroll while it is open.
 */
export const menuCss = `
  #${menuId} {
    opacity: 0;
    transition: opacity ${slide}, display ${slide} allow-discrete, overlay ${slide} allow-discrete;
  }
  #${menuId}[open] { display: flex; opacity: 1; }
  #${menuId} nav, #${menuId} .photo { transition: transform ${slide}; }
  #${menuId}:not([open]) nav { transform: translateY(-100%); }
  #${menuId}:not([open]) .photo { transform: translateY(100%); }
  @starting-style {
    #${menuId}[open] { opacity: 0; }
    #${menuId}[open] nav { transform: translateY(-100%); }
    #${menuId}[open] .photo { transform: translateY(100%); }
  }
  html:has(#${menuId}[open]) { overflow: hidden; }
`
