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

/** A page's title. Every heading level has one size and style (global CSS, `headings`). */
export const PageTitle = styled('h1')``

/** A section's title: the same everywhere, sentence case or capitals as written. */
export const SectionTitle = styled('h2')``

/**
 * A text call to action: letter-spaced small capitals between square brackets, '[ VER
 * PORTFOLIO ]'. Every text link that asks for a click looks like this, whatever the
 * case its words are written in ('Conoce más' too): small capitals change the look
 * only, where upper-casing would reach screen readers. The brackets are drawn with an
 * empty alternative text, so the link's accessible name is the words alone.
 */
export const textLinkStyle = () => `
  display: inline-block;
  font-family: ${fonts.sans};
  font-size: 1rem;
  font-weight: 600;
  letter-spacing: 0.14em;
  font-variant-caps: all-small-caps;
  text-decoration: none;
  text-underline-offset: 0.35em;
  &:hover, &:focus-visible { text-decoration: underline; }
  &::before { content: '[ ' / ''; }
  &::after { content: ' ]' / ''; }
`

export const TextLink = styled('a')`
  ${textLinkStyle()}
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
