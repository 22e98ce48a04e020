import { useSetAtom } from 'jotai'
import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { z } from 'zod'
import { honeypotField, type EnquiryKind, type FormKind } from '../../../shared/forms/api'
import { notificationText, turnstileText } from '../../../shared/forms/text'
import type { formSchemas } from '../../../shared/forms/schemas'
import { whatsappHref } from '../../../shared/site/whatsapp'
import { whatsappEnquiryGreeting, whatsappFollowUpLabel } from '../../../shared/site/whatsapp'
import type { ApiResult } from '../../api'
import { notify, type NotificationContent } from '../../state/notifications'
import { sendMailAtom, type SendMailRequest } from '../../state/mailer'
import { useTurnstile, type TurnstileFields } from './Turnstile'

/** The forms' zod schemas (a long task to build) at a form's first focus; null if unreachable. */
let schemas: Promise<{ formSchemas: typeof formSchemas } | null> | undefined
const loadFormSchemas = () =>
  (schemas ??= import('../../../shared/forms/schemas').catch(() => {
    schemas = undefined
    return null
  }))

type Values<K extends FormKind> = z.output<(typeof formSchemas)[K]>
type FieldErrors = Record<string, string>

/** Input elements a person can focus, in the order they appear inside a field. */
const focusableInField =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, [role="spinbutton"]'

/** The red error: the server's message (or 'Error') followed by an emoji. */
export function notifyFailure(message: string): void {
  const { errorTitle, errorFallback, errorEmoji } = notificationText
  notify({ tone: 'error', title: errorTitle, message: `${message || errorFallback} ${errorEmoji}` })
}

/** The green notification, titled with the person's name. */
export const notifySuccess = (name: string, content: Omit<NotificationContent, 'tone' | 'title'>) =>
  notify({ tone: 'success', title: notificationText.successTitle(name), ...content })

export interface Attempt {
  /** The honeypot and the Turnstile token, for the attempt's one request that needs the token. */
  fields: TurnstileFields & { [honeypotField]?: string }
  /** The honeypot alone, for a later request of the attempt (tokens are single use). */
  trap: { [honeypotField]?: string }
  /** A request's id per fill and step: a double click or a retry gives the server one record. */
  id: (step: string) => string
  /** The red notification and the server's field errors under the fields; answers false. */
  fail: (result: ApiResult<unknown> & { ok: false }) => false
}

/**
 * A form's flow: its shared schema on submit (errors to react-aria's `<Form
 * validationErrors>` by field name, focus to the first invalid field), one attempt at a
 * time, the honeypot and the Turnstile token. `send` answers true when done: the form
 * empties and the next fill gets new ids; false keeps the values.
 */
export function useForm<K extends FormKind>(
  kind: K,
  send: (values: Values<K>, attempt: Attempt) => Promise<boolean>,
) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isPending, setPending] = useState(false)
  // A ref, not state: a second click in the same frame must already see the first.
  const sending = useRef(false)
  const ids = useRef(new Map<string, string>())
  const turnstile = useTurnstile()

  /** Rendered at once, so focus can go to the first invalid field (if any). */
  const showErrors = (next: FieldErrors) => {
    flushSync(() => setErrors(next))
    const invalid = formRef.current?.querySelector('[data-invalid]')
    invalid?.querySelector<HTMLElement>(focusableInField)?.focus()
  }

  /** The parsed values, or null with the errors shown. */
  const validate = async (raw: Record<string, unknown>): Promise<Values<K> | null> => {
    const loaded = await loadFormSchemas()
    // Without the schemas' file (the connection dropped), the Worker validates them alone.
    if (!loaded) return raw as Values<K>
    const parsed = loaded.formSchemas[kind].safeParse(raw)
    if (parsed.success) {
      setErrors({})
      return parsed.data as Values<K>
    }
    const next: FieldErrors = {}
    for (const { path, message } of parsed.error.issues)
      if (typeof path[0] === 'string') next[path[0]] ??= message
    showErrors(next)
    return null
  }

  const fail: Attempt['fail'] = (result) => {
    notifyFailure(result.message)
    // The server's errors are keyed { 'params.name': [...] } or { name: [...] }.
    const next: FieldErrors = {}
    for (const [path, messages] of Object.entries(result.errors ?? {}))
      if (messages[0]) next[path.replace(/^params\./, '')] = messages[0]
    if (result.errors) showErrors(next)
    return false
  }

  const id = (step: string): string => {
    const known = ids.current.get(step) ?? crypto.randomUUID()
    ids.current.set(step, known)
    return known
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    // The event's currentTarget is gone once validation has awaited the schema.
    const form = event.currentTarget
    const raw = Object.fromEntries(new FormData(form))
    sending.current = true
    try {
      const values = await validate(raw)
      if (!values) return
      const human = turnstile.fields()
      if (!human) return notifyFailure(turnstileText.notVerified)
      const bait = raw[honeypotField]
      const trap = typeof bait === 'string' && bait !== '' ? { [honeypotField]: bait } : {}
      setPending(true)
      try {
        if (await send(values, { fields: { ...trap, ...human }, trap, id, fail })) {
          // react-aria's fields listen to the native reset.
          form.reset()
          setErrors({})
          ids.current.clear()
        }
      } finally {
        turnstile.spend()
        setPending(false)
      }
    } finally {
      sending.current = false
    }
  }

  /** A field's error goes as soon as its value changes (not on blur, which moves the button). */
  const clearError = (name: string) =>
    setErrors((prev) => {
      if (!(name in prev)) return prev
      const { [name]: _gone, ...rest } = prev
      return rest
    })

  return {
    kind,
    formRef,
    errors,
    isPending,
    turnstile,
    onSubmit,
    clearError,
    /** Starts loading the schemas: the form's onFocus. */
    prepare: () => void loadFormSchemas(),
    /** For an element wrapping the fields: React's change events bubble. */
    onChange: (event: FormEvent<HTMLElement>) => {
      const { name } = event.target as HTMLInputElement
      if (name) clearError(name)
    },
  }
}

export type Form = ReturnType<typeof useForm>

/** A mail request without its envelope, for each template: its id and the form's params. */
type MailerBody<R = SendMailRequest> = R extends SendMailRequest
  ? Pick<R, 'templateId' | 'params'>
  : never

/**
 * An enquiry: one mail request, then the green notification with a WhatsApp follow-up
 * about `service` and an empty form, or the red one and the values kept.
 */
export function useEnquiryForm<K extends EnquiryKind>(
  kind: K,
  service: string,
  toBody: (values: Values<K>) => MailerBody,
) {
  const sendMail = useSetAtom(sendMailAtom)
  return useForm(kind, async (values, { fields, id, fail }) => {
    const result = await sendMail({ submissionId: id('mail'), ...fields, ...toBody(values) })
    if (!result.ok) return fail(result)
    // The green thank-you, with a WhatsApp link that names the service and the reference.
    const { reference } = result.data
    const greeting = reference && whatsappEnquiryGreeting(service, reference)
    notifySuccess(values.name, {
      message: notificationText.contactSuccess,
      ...(greeting && {
        link: { href: whatsappHref(location.pathname, greeting), label: whatsappFollowUpLabel },
      }),
    })
    return true
  })
}
