import { css } from 'goober'
import { useEffect, type ReactNode } from 'react'
import { apiPaths, formField, postedMarks, type FormKind } from '../../../shared/api'
import { Form } from 'react-aria-components'
import { errorClass } from './fields/styles'
import { Honeypot } from './Honeypot'
import { FormStack } from './layout'
import { PrivacyNote } from './PrivacyNote'
import { SubmitButton } from './SubmitButton'
import { TurnstileWidget } from './Turnstile'
import type { SchemaForm } from './useSchemaForm'
import type { SubmitState } from './useSubmitFlow'

const messageClass = (): string =>
  `${errorClass()} ${css`
    margin: 0 0 1.5rem;
  `}`

interface FormShellProps {
  /** The form's accessible name. */
  label: string
  /** Which form it is, for the Worker when the browser posts it itself. */
  kind: FormKind
  /** Values the form sends that are not fields (the product's key). */
  hidden?: Record<string, string>
  flow: Pick<SchemaForm, 'formRef' | 'errors' | 'onChange' | 'prepare'> & SubmitState
  /** What the data is for, opening the privacy note. */
  privacy: string
  submitLabel: string
  onReset?: () => void
  /** The fields. */
  children: ReactNode
}

/**
 * Every form's frame: react-aria's Form with the validation errors, then the fields,
 * the honeypot, the privacy note, the Turnstile widget (when on) and the button.
 * A real form: without JavaScript, or before its island is live, the browser
 * posts it to the Worker itself (worker/routes/forms.tsx), which answers with a page.
 */
export function FormShell({
  label,
  kind,
  hidden = {},
  flow,
  privacy,
  submitLabel,
  onReset,
  children,
}: FormShellProps) {
  // The region that shows what became of a send, once per page.
  useEffect(() => {
    void import('../notifications/mountRegion').then((m) => m.mountNotificationRegion())
  }, [])
  return (
    <Form
      method="post"
      action={apiPaths.forms}
      ref={flow.formRef}
      onSubmit={flow.onSubmit}
      onReset={onReset}
      validationErrors={flow.errors}
      validationBehavior="aria"
      aria-label={label}
      {...{ [postedMarks.form]: kind }}
    >
      <input type="hidden" name={formField} value={kind} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* The Worker's message when it returns this form refused (no JavaScript). */}
      <p {...{ [postedMarks.message]: '' }} className={messageClass()} hidden />
      {/* Edits and focus bubble here from every field of the form. */}
      <FormStack onChange={flow.onChange} onFocus={flow.prepare}>
        {children}
        <Honeypot />
        <PrivacyNote purpose={privacy} />
        <TurnstileWidget turnstile={flow.turnstile} />
        <SubmitButton isPending={flow.isPending}>{submitLabel}</SubmitButton>
      </FormStack>
    </Form>
  )
}
