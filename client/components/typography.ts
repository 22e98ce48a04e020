import { styled } from 'goober'
import { breakpoints, easeOut, fonts, palette, under } from '../../shared/design'

/** Letter-spaced uppercase label: 'Fotografía emocional', 'ACERCA DEL SERVICIO'. */
export const Kicker = styled('p')`
  font-family: ${fonts.sans};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  margin: 0 0 1rem;
`

export const PageTitle = styled('h1')`
  font-size: clamp(2.25rem, 5vw, 5.5rem);
  line-height: 1.05;
  text-wrap: balance;
`

export const SectionTitle = styled('h2')`
  font-size: clamp(1.75rem, 3vw, 3rem);
  line-height: 1.1;
  text-wrap: balance;
`

/**
 * A text call to action: letter-spaced capitals between square brackets, '[ VER
 * PORTFOLIO ]'. Every text link that asks for a click looks like this; the brackets
 * are drawn with an empty alternative text, so the link's text and its accessible
 * name are the words alone. `$asWritten` keeps the words' own case ('Conoce más'):
 * browsers hand upper-cased text to screen readers as such.
 */
export const textLinkStyle = (asWritten = false) => `
  display: inline-block;
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: ${asWritten ? 'none' : 'uppercase'};
  text-decoration: none;
  text-underline-offset: 0.35em;
  &:hover, &:focus-visible { text-decoration: underline; }
  &::before { content: '[ ' / ''; }
  &::after { content: ' ]' / ''; }
`

export const TextLink = styled('a')<{ $asWritten?: boolean }>`
  ${(p) => textLinkStyle(p.$asWritten)}
`

/**
 * A rectangular call to action: grafito fill for the page's primary action, a 1px
 * outline for a secondary one. On phones it takes the column's full width.
 */
export const buttonStyle = (solid = false) => `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.75rem 2rem;
  border: 1px solid ${palette.grafito};
  border-radius: 0;
  background: ${solid ? palette.grafito : 'transparent'};
  color: ${solid ? palette.white : palette.grafito};
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 250ms ${easeOut}, color 250ms ${easeOut};
  &:hover { background: ${solid ? palette.white : palette.grafito}; color: ${solid ? palette.grafito : palette.white}; }
  ${under(breakpoints.headerNarrow)} { width: 100%; }
`

/** Rectangular call to action: 'QUIERO MI LUGAR', 'RESERVA ACÁ'. Grafito fill when solid. */
export const ButtonLink = styled('a')<{ $solid?: boolean }>`
  ${(p) => buttonStyle(p.$solid)}
`

/** The same button for links that leave the site (opened in a new tab by the caller). */
export const ExternalButton = styled('a')<{ $solid?: boolean }>`
  ${(p) => buttonStyle(p.$solid)}
`
