import { styled } from 'goober'
import { createElement, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { breakpoints, easeOut, fonts, palette, under } from '../../shared/site/design'

/** The letters of a kicker, for a label that is a part of something else (a card, a link). */
export const kickerText = `
  font-family: ${fonts.sans};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`

/**
 * The serif at its light weight, the display voice of headings, at a size (and, where
 * given, a leading) of its own: for display words that are not headings.
 */
export const lightSerif = (size: string, lineHeight?: string | number): string => `
  font-family: ${fonts.serif};
  font-weight: 300;
  font-size: ${size};
  ${lineHeight === undefined ? '' : `line-height: ${lineHeight};`}
`

/** A hairline underline `offset` under the letters: display words, on hover or always. */
export const thinUnderline = (offset: string): string => `
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: ${offset};
`

/** Letter-spaced uppercase label: 'Fotografía emocional', 'ACERCA DEL SERVICIO'. */
export const Kicker = styled('p')`
  ${kickerText}
  margin: 0 0 1rem;
`

/** The letters of a heading's words, as text: its strings and those of its elements. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

/** Whether words are written in capitals ('ARANCELES SESIONES'), not in sentence case. */
export function writtenInCapitals(text: string): boolean {
  const letters = text.replace(/\P{L}/gu, '')
  return letters.length > 1 && letters === letters.toLocaleUpperCase('es-AR')
}

/**
 * A heading at one level of the type scale (global CSS, `headings`). Words written in
 * capitals get `data-caps`: a step smaller and a little tracked, so they weigh what
 * sentence case does at that level.
 */
function heading<Tag extends 'h1' | 'h2' | 'h3'>(tag: Tag) {
  return function Heading(props: ComponentPropsWithoutRef<Tag>) {
    const caps = writtenInCapitals(textOf(props.children))
    return createElement(
      tag,
      { ...props, 'data-caps': caps ? '' : undefined },
      keepLastWordsTogether(props.children),
    )
  }
}

/**
 * Words of three or more keep their last two together, so no word stands alone on the
 * last line, which balanced wrapping (`text-wrap: balance`, global CSS) alone can leave. The pair is an inline
 * block: kept whole where it fits the line, wrapped inside itself where it does not, so
 * it never overflows a narrow phone. Titles in capitals are also sized to fit a phone's
 * line (`capsHeadings.phoneLineEms`), so they break between phrases, if at all.
 */
function keepLastWordsTogether(children: ReactNode): ReactNode {
  if (typeof children !== 'string') return children
  const words = children.split(' ')
  if (words.length < 3) return children
  const last = words.splice(-2).join(' ')
  return (
    <>
      {words.join(' ')} <span className="last-words">{last}</span>
    </>
  )
}

/** A page's title. */
export const PageTitle = heading('h1')

/** A section's title: the same everywhere, sentence case or capitals as written. */
export const SectionTitle = heading('h2')

/** The title of an item within a section: a value, a step, a question. */
export const ItemTitle = heading('h3')

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
