import { styled } from 'goober'
import { breakpoints, layout, palette, under } from '../../shared/design'

const { wide, medium, narrow } = layout.sidePadding

/** Horizontal padding that follows the header: 100px, 50px under 900px, 30px under 576px. */
export const sidePadding = `
  padding-left: ${wide}px;
  padding-right: ${wide}px;
  ${under(breakpoints.headerMedium)} { padding-left: ${medium}px; padding-right: ${medium}px; }
  ${under(breakpoints.headerNarrow)} { padding-left: ${narrow}px; padding-right: ${narrow}px; }
`

/** A full-width band whose content keeps the side padding and the maximum width. */
export const Section = styled('section')<{ $tone?: 'white' | 'lush' }>`
  ${sidePadding}
  padding-top: clamp(64px, 10vw, 144px);
  padding-bottom: clamp(64px, 10vw, 144px);
  background: ${(p) => (p.$tone === 'lush' ? palette.lush : 'transparent')};
`

export const Inner = styled('div')`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
`
