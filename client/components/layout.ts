import { styled } from 'goober'
import { breakpoints, grid, layout, over, palette, under } from '../../shared/site/design'

const { wide, medium, narrow } = layout.sidePadding

/** Horizontal padding that follows the header: 100px, 50px under 900px, 30px under 576px. */
export const sidePadding = `
  padding-left: ${wide}px;
  padding-right: ${wide}px;
  ${under(breakpoints.headerMedium)} { padding-left: ${medium}px; padding-right: ${medium}px; }
  ${under(breakpoints.headerNarrow)} { padding-left: ${narrow}px; padding-right: ${narrow}px; }
`

/**
 * `sizes` for a photo as wide as the padded content column on viewports narrower
 * than `fullBelow` px, and `wider` beyond. Exact widths let a phone pick the
 * smallest file that is sharp enough: at 412px and 1.75x a photo drawn 352px wide
 * needs the 640w file, where `100vw` would fetch the 828w one.
 */
export function contentSizes(fullBelow: number, wider: string): string {
  const steps = [
    [breakpoints.headerNarrow, narrow],
    [breakpoints.headerMedium, medium],
    [Infinity, wide],
  ] as const
  const parts: string[] = []
  for (const [below, pad] of steps) {
    const limit = Math.min(below, fullBelow)
    parts.push(`(max-width: ${limit - 0.02}px) calc(100vw - ${2 * pad}px)`)
    if (limit === fullBelow) break
  }
  return [...parts, wider].join(', ')
}

/** `contentSizes` for a layout that is one column up to `px` inclusive (`upTo(px)`). */
export const contentSizesUpTo = (px: number, wider: string): string => contentSizes(px + 1, wider)

/**
 * `sizes` for a photo as wide as the padded content column at every width, up to the
 * maximum width (a service page's photo).
 */
export const columnSizes = contentSizes(
  breakpoints.headerMedium,
  `(min-width: ${layout.maxWidth + 2 * wide}px) ${layout.maxWidth}px, calc(100vw - ${2 * wide}px)`,
)

/**
 * A full-width band whose content keeps the side padding and the maximum width. A
 * page's `$opening` band starts close under the header.
 */
export const Section = styled('section')<{ $tone?: 'white' | 'lush'; $opening?: boolean }>`
  ${sidePadding}
  padding-top: ${(p) => (p.$opening ? grid.openingOffset : 'clamp(64px, 10vw, 144px)')};
  padding-bottom: clamp(64px, 10vw, 144px);
  background: ${(p) => (p.$tone === 'lush' ? palette.lush : 'transparent')};
`

export const Inner = styled('div')`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
`

/**
 * The page grid's 12 columns and gutter (`grid` in shared/site/design.ts; the gutter is a
 * custom property the global styles set per width). No media query of its own: goober
 * merges a rule's identical queries into the first, which would then come before the
 * column rules below it and lose to them.
 */
export const gridColumns = `
  display: grid;
  grid-template-columns: repeat(${grid.columns}, minmax(0, 1fr));
  column-gap: var(--gutter);
`

export type SplitKind = keyof typeof grid.splits

/**
 * A band split in two on the page grid: its first and second child take the split's
 * columns with one empty column between (`major` says which child takes the larger
 * part), and stack into one column under the `stack` media query (`upTo`, `under`).
 */
export function splitColumns(kind: SplitKind, major: 'first' | 'second', stack: string): string {
  const [large, small] = grid.splits[kind]
  const [a, b] = major === 'first' ? [large, small] : [small, large]
  return `
    ${gridColumns}
    row-gap: 40px;
    > :nth-child(1) { grid-column: 1 / span ${a}; }
    > :nth-child(2) { grid-column: ${a + 2} / span ${b}; }
    ${stack} {
      grid-template-columns: minmax(0, 1fr);
      > :nth-child(1), > :nth-child(2) { grid-column: auto; }
    }
  `
}

/**
 * How a photo and its text meet, chosen per band so the module does not repeat itself:
 * `top`, the text starts level with the photo's top edge (a tall portrait beside a short
 * text: no empty band above the words); `fill`, the photo grows to the text's height and
 * crops (a wide photo beside a taller text: no empty block under either).
 */
export type PhotoBesideFit = 'top' | 'fill'

/**
 * A photo beside its text (`grid.photoSplit`): the photo on the split's larger part, the
 * text on the smaller, whichever comes first; stacked under `stack`. With `fit: 'fill'`,
 * the photo's frame is the element marked `data-photo-fill`.
 */
export const photoBeside = (
  photo: 'first' | 'second',
  stack: string,
  fit: PhotoBesideFit = 'top',
): string => `
  ${splitColumns(grid.photoSplit, photo, stack)}
  align-items: ${fit === 'top' ? 'start' : 'stretch'};
  ${
    fit === 'fill'
      ? `[data-photo-fill] { height: 100%; aspect-ratio: auto; min-height: 320px; }
  ${stack} { [data-photo-fill] { height: auto; min-height: 0; } }`
      : ''
  }
`

const { wide: cardWide, medium: cardMedium } = grid.cardSpan
const perRow = grid.columns / cardWide

/**
 * Cards in rows on the page grid: one a row on a phone, two from
 * `breakpoints.headerNarrow`, three from `breakpoints.gallery`. Three a row never leaves
 * one or two cards alone in the last row: the last two, or the last four, go two a row.
 * Mobile first, so each width's rule is the last that applies.
 */
export const cardRows = `
  ${gridColumns}
  row-gap: clamp(48px, 6vw, 72px);
  > * { grid-column: 1 / -1; min-width: 0; }
  ${over(breakpoints.headerNarrow - 0.02)} {
    > * { grid-column: span ${cardMedium}; }
  }
  ${over(breakpoints.gallery - 0.02)} {
    > * { grid-column: span ${cardWide}; }
    > :nth-child(${perRow}n + 1):nth-last-child(2),
    > :nth-child(${perRow}n + 1):nth-last-child(2) ~ *,
    > :nth-child(${perRow}n + 1):nth-last-child(4),
    > :nth-child(${perRow}n + 1):nth-last-child(4) ~ * { grid-column: span ${cardMedium}; }
  }
`

/** A form on the grid's middle columns (`grid.formSpan`), the whole width on a phone. */
export const formColumns = `
  max-width: calc((100% - ${grid.columns - 1} * var(--gutter)) * ${grid.formSpan / grid.columns} + ${grid.formSpan - 1} * var(--gutter));
  margin-left: auto;
  margin-right: auto;
  ${under(breakpoints.enquiryForm)} {
    max-width: none;
  }
`

/** Two equal parts on the page grid, six columns each; one column under `stack`. */
export const halves = (stack: string): string => `
  ${gridColumns}
  > * { grid-column: span 6; }
  ${stack} {
    grid-template-columns: minmax(0, 1fr);
    > * { grid-column: auto; }
  }
`

/** A section of text alone: one centred reading column, never a half-empty row. */
export const Reading = styled('div')`
  max-width: ${layout.readingColumn}px;
  margin: 0 auto;
`
