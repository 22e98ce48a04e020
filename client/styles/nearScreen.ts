/**
 * Content below the first screen, styled, laid out and painted only as it nears
 * the screen (`content-visibility: auto`). Without it a phone's first paint, and
 * every relayout when a web font arrives, works through the whole page.
 * `auto` in the size keeps a block's real height once it has been shown, so scrolling back
 * up never jumps; `guessPx` is its height until then.
 * Paint is contained too: nothing inside may hang outside the block.
 */
export const nearScreen = (guessPx: number): string =>
  `content-visibility: auto; contain-intrinsic-size: auto ${guessPx}px;`
