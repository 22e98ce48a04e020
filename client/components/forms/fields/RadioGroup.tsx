import { css } from 'goober'
import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components'
import { knowOptions, locationOptions } from '../../../../shared/forms/api'
import { palette } from '../../../../shared/site/design'
import { Wide } from '../FormShell'
import { FieldNotes, RequiredMark } from './FieldNotes'
import { fieldClass, staticLabelClass } from './styles'

interface RadioGroupProps {
  name: string
  label: string
  options: readonly string[]
  /** Without the visible '*' (the '¿Cómo me conociste?' field). */
  hideRequiredMark?: boolean
}

const optionsClass = (): string => css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.75rem;
`

const radioClass = (): string => css`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 44px;
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    border: 1px solid ${palette.grafito};
    border-radius: 50%;
    background: transparent;
    box-shadow: inset 0 0 0 3px ${palette.white};
  }
  /* :has() too: the browser's own choice shows before the form's island is live, and without scripts. */
  &[data-selected]::before,
  &:has(input:checked)::before {
    background: ${palette.grafito};
  }
  &[data-focus-visible]::before,
  &:has(input:focus-visible)::before {
    outline: 2px solid ${palette.grafito};
    outline-offset: 3px;
  }
  &[data-invalid]::before {
    border-color: ${palette.danger};
  }
`

/** A required choice shown as radio buttons: every option visible, one click to answer. */
function RadioGroup({ name, label, options, hideRequiredMark }: RadioGroupProps) {
  return (
    <AriaRadioGroup name={name} isRequired className={fieldClass()}>
      <Label className={staticLabelClass()}>
        {label}
        {!hideRequiredMark && <RequiredMark />}
      </Label>
      <div className={optionsClass()}>
        {options.map((option) => (
          <Radio key={option} value={option} className={radioClass()}>
            {option}
          </Radio>
        ))}
      </div>
      <FieldNotes field={name} />
    </AriaRadioGroup>
  )
}

/** The choices the families and the brands forms share: where, and how they found her. */
export const LocationField = () => (
  <RadioGroup name="location" label="¿Dónde te gustaría la sesión?" options={locationOptions} />
)

export const KnowField = () => (
  <Wide>
    <RadioGroup name="know" label="¿Cómo me conociste?" options={knowOptions} hideRequiredMark />
  </Wide>
)
