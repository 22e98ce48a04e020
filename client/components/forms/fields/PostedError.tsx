import { postedMarks } from '../../../../shared/api'
import { errorClass } from './styles'

/**
 * Where the Worker writes a field's error when the browser posted the form itself
 * (no JavaScript) and it came back refused. Empty and hidden otherwise: with the
 * app, react-aria's FieldError shows the errors.
 */
export function PostedError({ field }: { field: string | undefined }) {
  if (!field) return null
  return <span {...{ [postedMarks.fieldError]: field }} className={errorClass()} hidden />
}
