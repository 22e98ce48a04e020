import { styled } from 'goober'
import { ItemTitle, SectionTitle } from './typography'

/**
 * Running text a step over the body size, a line's space between its paragraphs, 2rem
 * under the title above it. `$measure` keeps it to a reading width of its own;
 * `$beforeAction` leaves room under it for the call to action that follows.
 */
const Body = styled('div')<{ $measure: boolean; $beforeAction: boolean }>`
  ${(p) => (p.$measure ? 'max-width: 36rem;' : '')}
  margin: 2rem 0 ${(p) => (p.$beforeAction ? '2.5rem' : '0')};
  font-size: 1.125rem;
  p + p {
    margin-top: 1.25rem;
  }
`

/** Strings as paragraphs, one `<p>` each (keyed by its text: no two in a block are alike). */
export const paragraphsOf = (texts: readonly string[]) =>
  texts.map((text) => <p key={text}>{text}</p>)

/** Strings as list items, one `<li>` each (keyed by its text: no two in a list are alike). */
export const listItemsOf = (texts: readonly string[]) =>
  texts.map((text) => <li key={text}>{text}</li>)

/** Points under small titles of their own, one `<li>` each (keyed by its title). */
export const titledItemsOf = (items: readonly { title: string; text: string }[]) =>
  items.map((item) => (
    <li key={item.title}>
      <ItemTitle>{item.title}</ItemTitle>
      <p>{item.text}</p>
    </li>
  ))

interface TitledProseProps {
  /** The title's id, for the section's `aria-labelledby`. */
  id: string
  title: string
  paragraphs: readonly string[]
  /** Keep the paragraphs to a reading width (36rem) narrower than their column. */
  measure?: boolean
  /** A call to action follows the paragraphs. */
  beforeAction?: boolean
}

/** A section's title over its running text: the story bands of the home, about and studio pages. */
export function TitledProse({
  id,
  title,
  paragraphs,
  measure = false,
  beforeAction = false,
}: TitledProseProps) {
  return (
    <>
      <SectionTitle id={id}>{title}</SectionTitle>
      <Body $measure={measure} $beforeAction={beforeAction}>
        {paragraphsOf(paragraphs)}
      </Body>
    </>
  )
}
