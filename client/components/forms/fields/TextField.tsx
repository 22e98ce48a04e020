import {
  Input,
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { FieldNotes, RequiredMark } from './FieldNotes'
import { fieldClass, floatingControlClass } from './styles'

interface TextFieldProps extends Pick<AriaTextFieldProps, 'type' | 'autoComplete'> {
  name: string
  label: string
  /** A multi-line answer (TextArea) instead of a single line. */
  multiline?: boolean
}

/** A required text input with a floating label and its error, wired for assistive tech. */
export function TextField({ label, multiline, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isRequired className={fieldClass()}>
      <div className={floatingControlClass()}>
        {/* The label follows the input so CSS can float it with `:focus + label`. */}
        {multiline ? <TextArea placeholder=" " /> : <Input placeholder=" " />}
        <Label>
          {label}
          <RequiredMark />
        </Label>
      </div>
      <FieldNotes field={props.name} />
    </AriaTextField>
  )
}
