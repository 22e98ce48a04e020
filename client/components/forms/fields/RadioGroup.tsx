import { css } from 'goober'
import {
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components'
import { useRef } from 'react'
import { useControlledState } from 'react-stately/useControlledState'
import { useEarlyInput } from './useEarlyInput'
import { palette } from '../../../../shared/design'
import { FieldNotes } from './FieldNotes'
import { RequiredMark } from './RequiredMark'
import { fieldClass, staticLabelClass } from './styles'

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: string
  options: readonly string[]
  description?: string
  errorMessage?: string
  /** Required without the visible mark (the '¿Cómo me conociste?' field). */
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

/** A short choice list shown as radio buttons: every option visible, one click to answer. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  hideRequiredMark = false,
  ...props
}: RadioGroupProps) {
  const [value, setValue] = useControlledState<string | null, string>(
    props.value,
    props.defaultValue ?? null,
    props.onChange,
  )
  const group = useRef<HTMLDivElement>(null)
  useEarlyInput(group, (g) => g.querySelector<HTMLInputElement>('input:checked')?.value, setValue)
  return (
    <AriaRadioGroup
      {...props}
      ref={group}
      value={value}
      onChange={setValue}
      className={fieldClass()}
    >
      <Label className={staticLabelClass()}>
        {label}
        {props.isRequired && !hideRequiredMark && <RequiredMark />}
      </Label>
      <div className={optionsClass()}>
        {options.map((option) => (
          <Radio key={option} value={option} className={radioClass()}>
            {option}
          </Radio>
        ))}
      </div>
      <FieldNotes description={description} errorMessage={errorMessage} field={props.name} />
    </AriaRadioGroup>
  )
}
