import { css, styled } from 'goober'
import { useEffect, type ReactNode } from 'react'
import { Button, Form, I18nProvider, ProgressBar } from 'react-aria-components'
import { apiPaths, formField, honeypotField, postedMarks } from '../../../shared/forms/api'
import { privacyAnchor } from '../../../shared/content/anchors'
import { breakpoints, palette, under } from '../../../shared/site/design'
import { siteLocale } from '../../../shared/site/locale'
import { owner } from '../../../shared/content/owner'
import { paths } from '../../../shared/site/routes'
import { mountNotifications } from '../notifications/mountNotifications'
import { keyframes } from '../../styles/motion'
import { buttonStyle } from '../typography'
import { errorClass } from './fields/styles'
import type { Form as FormState } from './useForm'

/** Two columns of fields, one on narrow screens; a pair shares its bottom line. */
export const FieldGrid = styled('div')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: 2rem 2.5rem;
  ${under(breakpoints.enquiryForm)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

/** A pair lined up by its tops instead, so the date's help text runs on below. */
export const Top = styled('div')`
  align-self: start;
`

/** A field across both columns. */
export const Wide = styled('div')`
  grid-column: 1 / -1;
`

/** Vertical rhythm of a form: fields, privacy note, button. */
const Stack = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 2.5rem;
  & > button {
    align-self: flex-start;
  }
`

const Note = styled('p')`
  max-width: 62ch;
  color: ${palette.roseDeep};
  font-size: 0.9375rem;
  line-height: 1.55;
`

const SubmitButton = styled(Button)`
  ${buttonStyle(true)}
  gap: 0.75rem;
  min-width: 12rem;
  &[data-pending] {
    cursor: progress;
    opacity: 0.85;
  }
`

const spinnerClass = (): string => css`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${keyframes.spin} 800ms linear infinite;
`

const messageClass = (): string =>
  `${errorClass()} ${css`
    margin: 0 0 1.5rem;
  `}`

interface FormShellProps {
  /** The form's accessible name. */
  label: string
  form: FormState
  /** What the data is for, opening the privacy note. */
  privacy?: string
  submitLabel?: string
  onReset?: () => void
  /** The fields (and any hidden value the form sends). */
  children: ReactNode
}

/**
 * Every form's frame, in the site's Spanish whatever the browser's language: the fields,
 * the honeypot, the privacy note (Ley 25.326), the Turnstile widget and the button. A real
 * form: without JavaScript, or before its island is live, the browser posts it to the Worker.
 */
export function FormShell({
  form,
  privacy = 'Uso estos datos solo para responder tu consulta y armarte un presupuesto.',
  submitLabel = 'ENVIAR',
  ...props
}: FormShellProps) {
  useEffect(mountNotifications, [])
  return (
    <I18nProvider locale={siteLocale}>
      <Form
        method="post"
        action={apiPaths.forms}
        ref={form.formRef}
        onSubmit={form.onSubmit}
        onReset={props.onReset}
        validationErrors={form.errors}
        validationBehavior="aria"
        aria-label={props.label}
        {...{ [postedMarks.form]: form.kind }}
      >
        <input type="hidden" name={formField} value={form.kind} />
        {/* The Worker's message when it returns this form refused (no JavaScript). */}
        <p {...{ [postedMarks.message]: '' }} className={messageClass()} hidden />
        {/* Edits and focus bubble here from every field of the form. */}
        <Stack onChange={form.onChange} onFocus={form.prepare}>
          {props.children}
          {/* Only bots fill it: hidden from people and assistive tech, out of the tab order. */}
          <div aria-hidden="true" className="visually-hidden">
            <label>
              No completes este campo
              <input
                type="text"
                name={honeypotField}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          <Note>
            {privacy} Tus datos los guardo yo, {owner.brand}, y no los comparto con nadie. Podés
            pedir verlos, corregirlos o borrarlos cuando quieras:{' '}
            <a href={`${paths.faqs}#${privacyAnchor}`}>protección de datos personales</a>.
          </Note>
          {form.turnstile.widget}
          <SubmitButton type="submit" isPending={form.isPending}>
            {({ isPending }) => (
              <>
                {submitLabel}
                {isPending && (
                  <ProgressBar isIndeterminate aria-label="Enviando…">
                    <span className={spinnerClass()} />
                  </ProgressBar>
                )}
              </>
            )}
          </SubmitButton>
        </Stack>
      </Form>
    </I18nProvider>
  )
}
