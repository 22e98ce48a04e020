import { useRef, useState, type FormEvent } from 'react'
import { turnstileText } from '../../../shared/form-text'
import { notifyFailure } from './feedback'
import { honeypotValue } from './Honeypot'
import { useTurnstile, type Turnstile, type TurnstileFields } from './Turnstile'
import type { SchemaForm } from './useSchemaForm'

/** The honeypot: spread into every request of an attempt. */
export type TrapFields = ReturnType<typeof honeypotValue>

/** The honeypot and the Turnstile token: for the request that needs the token. */
export type GuardFields = TrapFields & TurnstileFields

/** The values a form's `validate` returns when they are valid. */
type Valid<F extends Pick<SchemaForm, 'validate'>> = NonNullable<Awaited<ReturnType<F['validate']>>>

export interface Attempt {
  /** For the attempt's one request that needs the Turnstile token (tokens are single use). */
  fields: GuardFields
  /** For a later request of the attempt that needs no token (the newsletter's confirmation). */
  trap: TrapFields
}

/** What the flow adds to the form: the submit handler, the pending state, the widget. */
export interface SubmitState {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  isPending: boolean
  turnstile: Turnstile
}

/**
 * What every form's submit shares: the form's validation (useSchemaForm), one attempt at
 * a time (the button pending meanwhile), the honeypot, and the Turnstile token when
 * Turnstile is on. Without a token yet, the person is told to wait for the check
 * instead of sending a request the Worker would refuse. After every attempt the
 * token is spent and the widget is reset once to solve a new one.
 */
export function useSubmitFlow<F extends Pick<SchemaForm, 'validate'>>(
  form: F,
  send: (values: Valid<F>, attempt: Attempt) => Promise<void>,
): F & SubmitState {
  const turnstile = useTurnstile()
  const [isPending, setPending] = useState(false)
  // A ref, not state: a second click in the same frame must already see the first.
  const sending = useRef(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    // The event's currentTarget is gone once validation has awaited the schema.
    const formElement = event.currentTarget
    sending.current = true
    try {
      const values = (await form.validate(formElement)) as Valid<F> | null
      if (!values) return
      const human = turnstile.fields()
      if (!human) {
        notifyFailure(turnstileText.notVerified)
        return
      }
      const trap = honeypotValue(formElement)
      setPending(true)
      try {
        await send(values, { fields: { ...trap, ...human }, trap })
      } finally {
        turnstile.spend()
        setPending(false)
      }
    } finally {
      sending.current = false
    }
  }

  return { ...form, turnstile, isPending, onSubmit }
}
