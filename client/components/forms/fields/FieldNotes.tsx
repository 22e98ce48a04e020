import { FieldError } from 'react-aria-components'
import { postedMarks } from '../../../../shared/forms/api'
import { errorClass } from './styles'

/** The visible '*' of a required field; the field itself carries aria-required. */
export const RequiredMark = () => <span aria-hidden="true"> *</span>

/** Where the Worker writes a field's error when a form posted without JavaScript comes back. */
export const PostedError = ({ field }: { field: string }) => (
  <span {...{ [postedMarks.fieldError]: field }} className={errorClass()} hidden />
)

/** What follows a field's control: react-aria's error (hidden while valid), the Worker's slot. */
export const FieldNotes = ({ field }: { field: string }) => (
  <>
    <FieldError className={errorClass()} />
    <PostedError field={field} />
  </>
)
