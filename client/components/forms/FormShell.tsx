import { css, styled } from 'goober'
import { useEffect, type ReactNode } from 'react'
import { Button, Form, I18nProvider, ProgressBar } from 'react-aria-components'
import { apiPaths, formField, honeypotField, postedMarks, type FormKind } from '../../../shared/api'
import { privacyAnchor } from '../../../shared/content/anchors'
import { breakpoints, palette, under } from '../../../shared/design'
import { siteLocale } from '../../../shared/locale'
import { owner } from '../../../shared/owner'
import { paths } from '../../../shared/routes'
import { mountOnce } from '../../islands/later'
import { keyframes } from '../../styles/motion'
import { buttonStyle } from '../typography'
import { errorClass } from './fields/styles'
import type { Form as FormState } from './useForm'

/**
 * A form's fields in two columns, one under `breakpoints.enquiryForm`. Paired fields
 * share their bottom line: a radio group with its label above sits level with a text
 * field whose label floats inside it.
 */
export const FieldGrid = styled('div')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: 2rem 2.5rem;
  ${under(breakpoints.enquiryForm)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

/**
 * A field paired with one that has help text under it (the date): the two line up by
 * their tops, so their boxes sit level while the help text runs on below.
 */
export const Top = styled('div')`
  align-self: start;
  min-width: 0;
`

/** A field across both columns. */
export const Wide = styled('div')`
  grid-column: 1 / -1;
  min-width: 0;
`

/** Vertical rhythm of a form: fields, privacy note, button. */
const Stack = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2.5rem;
  & > * {
    align-self: stretch;
  }
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

// Off-screen, out of the tab order and hidden from assistive tech: only bots fill it.
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const

interface FormShellProps {
  /** The form's accessible name. */
  label: string
  /** Which form it is, for the Worker when the browser posts it itself. */
  kind: FormKind
  /** Values the form sends that are not fields (the product's key). */
  hidden?: Record<string, string>
  form: Omit<FormState, 'clearError'>
  /** What the data is for, opening the privacy note. */
  privacy: string
  submitLabel: string
  onReset?: () => void
  /** The fields. */
  children: ReactNode
}

/**
 * Every form's frame: react-aria's Form with the validation errors, the fields, the
 * honeypot (a filled one is answered like a success and never mailed; no timing trap),
 * the privacy note (Ley 25.326: what the data is for, who keeps it, the rights a link
 * away), the Turnstile widget when on, and the button, pending while sending
 * (react-aria keeps it focusable but inert, and 'Enviando…' names its spinner).
 * A real form: without JavaScript, or before its island is live, the browser posts
 * it to the Worker itself (worker/routes/forms.tsx), which answers with a page.
 * Its widgets speak the site's Spanish, whatever the browser's language.
 */
export function FormShell(props: FormShellProps) {
  const { form, hidden = {} } = props
  // The region that shows what became of a send: once per page, with the first form.
  useEffect(() => {
    mountOnce('notificaciones', () =>
      import('../notifications/NotificationRegion').then((m) => m.NotificationRegion),
    )
  }, [])
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
        {...{ [postedMarks.form]: props.kind }}
      >
        <input type="hidden" name={formField} value={props.kind} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* The Worker's message when it returns this form refused (no JavaScript). */}
        <p {...{ [postedMarks.message]: '' }} className={messageClass()} hidden />
        {/* Edits and focus bubble here from every field of the form. */}
        <Stack onChange={form.onChange} onFocus={form.prepare}>
          {props.children}
          <div aria-hidden="true" style={honeypotStyle}>
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
            {props.privacy} Tus datos los guardo yo, {owner.brand}, y no los comparto con nadie.
            Podés pedir verlos, corregirlos o borrarlos cuando quieras:{' '}
            <a href={`${paths.faqs}#${privacyAnchor}`}>protección de datos personales</a>.
          </Note>
          {form.turnstile.widget}
          <SubmitButton type="submit" isPending={form.isPending}>
            {({ isPending }) => (
              <>
                {props.submitLabel}
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
