import { useMemo } from 'react'
import {
  Input,
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { FieldNotes, RequiredMark } from './FieldNotes'
import { fieldClass, floatingControlClass } from './styles'
import { useEarlyInput } from './useEarlyInput'

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'value' | 'defaultValue' | 'onChange'
> {
  label: string
  description?: string
  /** Shown instead of the validation message when given. */
  errorMessage?: string
  /** A multi-line answer (TextArea) instead of a single line. */
  multiline?: boolean
}

/** A text input with a floating label, its description and its error, all wired for assistive tech. */
export function TextField({
  label,
  description,
  errorMessage,
  multiline,
  ...props
}: TextFieldProps) {
  const { ref, value, onChange } = useEarlyInput<HTMLInputElement & HTMLTextAreaElement>(
    (field) => field.value,
  )
  const { isRequired, name } = props
  // Made once, not at every keystroke (the value's changes render this component again).
  const parts = useMemo(
    () => (
      <>
        <div className={floatingControlClass()}>
          {/* The label follows the input so CSS can float it with `:focus + label`. */}
          {multiline ? <TextArea ref={ref} placeholder=" " /> : <Input ref={ref} placeholder=" " />}
          <Label>
            {label}
            {isRequired && <RequiredMark />}
          </Label>
        </div>
        <FieldNotes description={description} errorMessage={errorMessage} field={name} />
      </>
    ),
    [ref, multiline, label, isRequired, description, errorMessage, name],
  )
  const className = useMemo(() => fieldClass(), [])
  return (
    <AriaTextField {...props} value={value ?? ''} onChange={onChange} className={className}>
      {parts}
    </AriaTextField>
  )
}
