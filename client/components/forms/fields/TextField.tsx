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
import { hydratesAlone, useEarlyInput } from './useEarlyInput'

interface TextFieldProps extends Pick<AriaTextFieldProps, 'type' | 'autoComplete'> {
  name: string
  label: string
  /** A multi-line answer (TextArea) instead of a single line. */
  multiline?: boolean
}

/** A required text input with a floating label and its error, wired for assistive tech. */
export const TextField = hydratesAlone(function TextField({
  label,
  multiline,
  ...props
}: TextFieldProps) {
  const { control, value, onChange } = useEarlyInput<HTMLInputElement & HTMLTextAreaElement>(
    (field) => field.value,
  )
  // Made once, not at every keystroke (the value's changes render this component again).
  const parts = useMemo(
    () => (
      <>
        <div className={floatingControlClass()}>
          {/* The label follows the input so CSS can float it with `:focus + label`. */}
          {multiline ? (
            <TextArea {...control} placeholder=" " />
          ) : (
            <Input {...control} placeholder=" " />
          )}
          <Label>
            {label}
            <RequiredMark />
          </Label>
        </div>
        <FieldNotes field={props.name} />
      </>
    ),
    [control, multiline, label, props.name],
  )
  const className = useMemo(() => fieldClass(), [])
  return (
    <AriaTextField
      {...props}
      isRequired
      value={value ?? ''}
      onChange={onChange}
      className={className}
    >
      {parts}
    </AriaTextField>
  )
})
