import { FieldError, Text } from 'react-aria-components'
import { postedMarks } from '../../../../shared/api'
import { descriptionClass, errorClass } from './styles'

/** The visible '*' of a required field; the field itself carries aria-required. */
export const RequiredMark = () => <span aria-hidden="true"> *</span>

/**
 * Where the Worker writes a field's error when the browser posted the form itself
 * (no JavaScript) and it came back refused. Empty and hidden otherwise: with the
 * island live, react-aria's FieldError shows the errors.
 */
export function PostedError({ field }: { field: string | undefined }) {
  if (!field) return null
  return <span {...{ [postedMarks.fieldError]: field }} className={errorClass()} hidden />
}

/** What follows a field's control: its description, react-aria's error, the Worker's slot. */
export function FieldNotes(props: { description?: string; errorMessage?: string; field?: string }) {
  return (
    <>
      {props.description && (
        <Text slot="description" className={descriptionClass()}>
          {props.description}
        </Text>
      )}
      <FieldError className={errorClass()}>{props.errorMessage}</FieldError>
      <PostedError field={props.field} />
    </>
  )
}
