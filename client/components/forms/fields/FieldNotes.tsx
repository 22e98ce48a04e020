import { FieldError, Text } from 'react-aria-components'
import { PostedError } from './PostedError'
import { descriptionClass, errorClass } from './styles'

/**
 * What follows a field's control: its description, react-aria's error, and (given
 * the field's name) the slot the Worker fills when a form posted without JavaScript
 * comes back refused.
 */
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
