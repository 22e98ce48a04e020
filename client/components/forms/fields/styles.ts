// Class getters, not constants: goober must see them at render time so each
// prerendered page extracts its own CSS (module-level `css` would inject once).
import { css } from 'goober'
import { easeOut, fonts, palette } from '../../../../shared/site/design'

/** Space above an input that the floating label moves into. */
const labelLift = '1.375rem'

/** One look for every label, resting, floated or above a group: only its place changes. */
const inputRem = 1.0625
const labelRem = 0.85
const labelTracking = '0.06em'
const labelLook = `color: ${palette.grafito}; font-size: ${labelRem}rem; line-height: 1.5; letter-spacing: ${labelTracking};`
/** From the input's text line, where a label rests, up into the space above the input. */
const restOffset = `${((inputRem - labelRem) * 1.5) / 2}rem`
const floated = `transform: translateY(calc(-${labelLift} - ${restOffset}));`

/** The field's outer block: control, description, error. */
export const fieldClass = (): string => css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`

/**
 * The label rests on the input line and rises with focus or a value: pure CSS (the input
 * carries `placeholder=" "`), so it works before any script runs.
 */
export const floatingControlClass = (): string => css`
  position: relative;
  padding-top: ${labelLift};
  & input,
  & textarea {
    display: block;
    width: 100%;
    border: 0;
    border-bottom: 1px solid ${palette.grafito};
    border-radius: 0;
    background: transparent;
    color: ${palette.grafito};
    font-family: ${fonts.sans};
    font-size: ${inputRem}rem;
    line-height: 1.5;
    padding: 0.375rem 0;
    transition:
      border-color 200ms ${easeOut},
      box-shadow 200ms ${easeOut};
  }
  & textarea {
    min-height: 8rem;
    resize: vertical;
  }
  & :focus {
    outline: none;
    box-shadow: 0 1px 0 0 ${palette.grafito};
  }
  /* Around the label too, so the ring never crosses a floated label. */
  &:has([data-focus-visible]) {
    outline: 2px solid ${palette.grafito};
    outline-offset: 4px;
  }
  & [aria-invalid='true'] {
    border-bottom-color: ${palette.danger};
  }
  & label {
    position: absolute;
    left: 0;
    /* Resting on the input's text line, centred on its middle. */
    top: calc(${labelLift} + 0.375rem + ${restOffset});
    ${labelLook}
    pointer-events: none;
    transition: transform 200ms ${easeOut};
    ${floated}
  }
  /* Resting on the line only while empty and unfocused (goober mangles ':not(:x)'). */
  & :placeholder-shown + label {
    transform: none;
  }
  & :focus + label {
    ${floated}
  }
`

/** A label always above its control (radio groups, the date), as low as a resting one. */
export const staticLabelClass = (): string => css`
  display: block;
  ${labelLook}
  padding-top: calc(${labelLift} + 0.375rem + ${restOffset});
  margin-bottom: 0.5rem;
`

export const descriptionClass = (): string => css`
  color: ${palette.roseDeep};
  font-size: 0.9375rem;
  line-height: 1.5;
`

export const errorClass = (): string => css`
  color: ${palette.danger};
  font-size: 0.9375rem;
  line-height: 1.4;
`
