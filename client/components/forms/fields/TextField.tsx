import {
  Input,
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { useMemo, useRef } from 'react'
import { useControlledState } from 'react-stately/useControlledState'
import { useEarlyInput } from './useEarlyInput'
import { FieldNotes } from './FieldNotes'
import { RequiredMark } from './RequiredMark'
import { fieldClass, floatingControlClass } from './styles'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string
  description?: string
  /** Shown instead of the validation message when given. */
  errorMessage?: string
  /** A multi-line answer (TextArea) instead of a single line. */
  multiline?: boolean
  className?: string
}

/** A text input with a floating label, its description and its error, all wired for assistive tech. */
export function TextField({
  label,
  description,
  errorMessage,
  multiline = false,
  className,
  ...props
}: TextFieldProps) {
  const [value, setValue] = useControlledState(
    props.value,
    props.defaultValue ?? '',
    props.onChange,
  )
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  useEarlyInput(input, (field) => field.value, setValue)
  const { isRequired, name } = props
  // Made once, not on every keystroke: the value's changes re-render this component.
  const fieldClassName = useMemo(
    () => [fieldClass(), className].filter(Boolean).join(' '),
    [className],
  )
  const parts = useMemo(
    () => (
      <>
        <div className={floatingControlClass()}>
          {/* The label follows the input so CSS can float it with `:focus + label`. */}
          {multiline ? (
            <TextArea ref={input} placeholder=" " />
          ) : (
            <Input ref={input} placeholder=" " />
          )}
          <Label>
            {label}
            {isRequired && <RequiredMark />}
          </Label>
        </div>
        <FieldNotes description={description} errorMessage={errorMessage} field={name} />
      </>
    ),
    [multiline, label, isRequired, description, errorMessage, name],
  )
  return (
    <AriaTextField {...props} value={value} onChange={setValue} className={fieldClassName}>
      {parts}
    </AriaTextField>
  )
}
