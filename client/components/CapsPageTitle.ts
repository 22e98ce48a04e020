import { styled } from 'goober'

/**
 * A page title written in capitals ('TRABAJEMOS JUNTOS'): capitals are loud, so it
 * takes a section title's size, a little tracking and balanced lines.
 */
export const CapsPageTitle = styled('h1')`
  font-size: clamp(1.75rem, 3.4vw, 3.25rem);
  line-height: 1.15;
  letter-spacing: 0.04em;
  text-wrap: balance;
`
