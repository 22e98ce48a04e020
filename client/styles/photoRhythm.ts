import { breakpoints, grid, layout, under } from '../../shared/site/design'

/**
 * A list of photos on a phone: some across the whole screen, the rest two a row. A
 * photographer's page alternates them rather than stacking one card under another.
 */
export type PhoneShape = 'bleed' | 'pair'

/**
 * Every third photo across the screen, never one photo alone in a row. Counted from the
 * end, so the list closes on a pair (a full-bleed band often follows it); when that would
 * leave one over at the start, from the start, opening and closing across the screen.
 */
export function phoneRhythm(count: number): PhoneShape[] {
  if (count % 3 === 1) return Array.from({ length: count }, (_, i) => (i % 3 ? 'pair' : 'bleed'))
  const shapes: PhoneShape[] = Array.from({ length: count }, () => 'pair')
  for (let i = count - 3; i >= 0; i -= 3) shapes[i] = 'bleed'
  return shapes
}

/** Where the rhythm applies: under this, lists on the page grid go back to their columns. */
export const phoneList = under(breakpoints.headerNarrow)

const { narrow } = layout.sidePadding

/**
 * A list item across the whole phone screen, out of the side padding; its words keep to
 * the padding. `words` names the elements that hold them.
 */
export const bleedItem = (words: string): string => `
  margin-left: -${narrow}px;
  margin-right: -${narrow}px;
  ${words} {
    padding-left: ${narrow}px;
    padding-right: ${narrow}px;
  }
`

/**
 * `sizes` entries for a photo of each shape on a phone: the screen's width, or half the
 * padded column less the gutter. A list's `sizes` starts with its shape's, then its own.
 */
export const phoneSizes: Record<PhoneShape, string> = {
  bleed: `(max-width: ${breakpoints.headerNarrow - 0.02}px) 100vw`,
  pair: `(max-width: ${breakpoints.headerNarrow - 0.02}px) calc((100vw - ${2 * narrow + grid.gutter.narrow}px) / 2)`,
}
