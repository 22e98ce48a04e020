import { styled } from 'goober'
import { breakpoints, under } from '../../../shared/design'

/**
 * A form's fields in two columns, one under `breakpoints.enquiryForm`; `$wide` spans
 * both. Paired fields share their bottom line: a radio group with its label above
 * sits level with a text field whose label floats inside it.
 */
export const FieldGrid = styled('div')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: 2rem 2.5rem;
  ${under(breakpoints.enquiryForm)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

/**
 * A field paired with one that has help text under it (the date): the two line up by
 * their tops, so their boxes sit level while the help text runs on below.
 */
export const Top = styled('div')`
  align-self: start;
  min-width: 0;
`

export const Wide = styled('div')`
  grid-column: 1 / -1;
  min-width: 0;
`

/** Vertical rhythm of a form: intro, fields, privacy note, button. */
export const FormStack = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2.5rem;
  & > * {
    align-self: stretch;
  }
  & > button {
    align-self: flex-start;
  }
`
