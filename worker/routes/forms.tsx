/**
 * POST /v1/api/forms           a site form posted by the browser itself (no JavaScript,
 *                              or none yet): urlencoded or multipart, its `form` field
 *                              naming it (families, brands, product, subscribe)
 * GET  /v1/api/forms/enviado   the page a sent form lands on (?formulario=…&referencia=…)
 *
 * A post is accepted only from the site's own pages (its Origin, or without one its
 * Referer, is ours): a form on another site cannot post in a visitor's name.
 * Its fields then meet the same zod schemas as the JSON endpoints and go to the same
 * services (worker/services/: rate limits, honeypot, Turnstile, D1 commit, outbox),
 * and the outcome becomes a page: success → 303 to the result page (a reload does
 * not send again), anything else → the form's page again with the same status, each
 * field's problem beside it (worker/pages/formAgain.ts).
 *
 * Without JavaScript there is no per-fill id, so one is made from the form's content
 * and the day, keyed with a secret of the Worker: the same form sent twice that day
 * (a double click, a resend after a timeout) is one enquiry, one mail to the owner.
 */
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { bodyLimit } from 'hono/body-limit'
import {
  apiPaths,
  formField,
  honeypotField,
  isFormKind as isKind,
  limits,
  templateIds,
  type FormKind,
} from '../../shared/forms/api'
import { createContactSchema, mailerSchema } from '../../shared/forms/requests'
import { notificationText } from '../../shared/forms/text'
import { formSchemas } from '../../shared/forms/schemas'
import { buenosAiresDay } from '../../shared/format/time'
import { invalidFields } from '../http'
import { apiText, formText } from '../text'
import { formAgain } from '../pages/formAgain'
import { pageResponse } from '../pages/SubscriberPage'
import type { NonceEnv } from '../headerMiddleware'
import { sentFrom } from '../insight/visits'
import { ourOrigins } from '../site'
import { submitEnquiry } from '../services/enquiries'
import { refuse, type Refusal, type RequestFacts } from '../services/outcome'
import { addSubscriber, requestConfirmation } from '../services/subscriptions'
import { turnstileOn } from '../turnstile'

type Ctx = Context<NonceEnv>

/** The field the Turnstile widget writes its token to in a plain form post. */
const turnstileFormField = 'cf-turnstile-response'

/** The fields a person fills in, each with its place for an error. */
const shownFieldsOf = (kind: FormKind) => Object.keys(formSchemas[kind].shape)

/** Every field a form sends: those, and the product's key (hidden). */
const fieldsOf = (kind: FormKind) =>
  kind === 'product' ? [...shownFieldsOf(kind), 'productId'] : shownFieldsOf(kind)

const templateOf = {
  families: templateIds.families,
  brands: templateIds.brands,
  product: templateIds.product,
} as const

/** True when the post comes from one of the site's own pages. */
function fromOurSite(c: Ctx): boolean {
  const ours = ourOrigins(c)
  const origin = c.req.header('origin')
  if (origin) return ours.includes(origin)
  const referer = c.req.header('referer') ?? ''
  return ours.some((site) => referer === site || referer.startsWith(`${site}/`))
}

/**
 * The key of the ids below: FORM_ID_SECRET, or where it is unset (local runs) a random
 * key made on this isolate's first form (a Worker may not make random values before a
 * request), so an id can never be worked out from a form's content.
 */
let isolateKey: Uint8Array | undefined
const idKey = (env: Env) =>
  crypto.subtle.importKey(
    'raw',
    env.FORM_ID_SECRET
      ? new TextEncoder().encode(env.FORM_ID_SECRET)
      : (isolateKey ??= crypto.getRandomValues(new Uint8Array(32))),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )

/**
 * A per-fill id from the form's content and the day, shaped as a UUID (version 8): an
 * HMAC with the Worker's key, which nobody outside can compute for someone else's form.
 */
async function contentId(
  env: Env,
  kind: FormKind,
  fields: Record<string, string>,
): Promise<string> {
  const text = JSON.stringify([kind, buenosAiresDay(Date.now()), Object.entries(fields).sort()])
  const hash = new Uint8Array(
    await crypto.subtle.sign('HMAC', await idKey(env), new TextEncoder().encode(text)),
  )
  hash[6] = (hash[6]! & 0x0f) | 0x80
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = Array.from(hash.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A refusal as a page: the form's own page again, its values kept and each error
 * beside its field (worker/pages/formAgain.ts), or else a plain page with the
 * message, then every field's.
 */
async function refusal(
  c: Ctx,
  { status, error: body, retryAfter }: Refusal,
  kind: FormKind,
  fields: Record<string, string>,
) {
  if (retryAfter) c.header('Retry-After', String(retryAfter))
  const errors: Record<string, string> = {}
  for (const [name, messages] of Object.entries(body.errors ?? {}))
    if (messages[0]) errors[name] = messages[0]
  // Errors shown beside their fields are pointed at; any other is said above the form.
  const isShown = ([name]: [string, string]) => shownFieldsOf(kind).includes(name)
  const beside = Object.fromEntries(Object.entries(errors).filter(isShown))
  const elsewhere = Object.entries(errors).filter((entry) => !isShown(entry))
  const message =
    Object.keys(errors).length > 0
      ? [
          Object.keys(beside).length > 0 ? formText.checkFields : '',
          ...elsewhere.map(([, error]) => error),
        ]
          .filter(Boolean)
          .join(' ')
      : body.message
  const page = await formAgain(c, status, {
    kind,
    fields,
    message,
    errors: beside,
  })
  if (page) return page
  const problems = Object.values(body.errors ?? {}).flat()
  const text = [body.message, ...problems.filter((p) => p !== body.message)]
  return pageResponse(c, status, {
    title: formText.errorTitle,
    text: text.join(' '),
    after: formText.goBack,
  })
}

/** The form's fields against the JSON endpoint's schema: its body, or its 400. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): { ok: true; body: T } | Refusal {
  const result = schema.safeParse(body)
  if (result.success) return { ok: true, body: result.data }
  const { message, errors } = invalidFields(result.error.issues)
  return refuse(400, message, errors)
}

/** Sends the form's fields to its service: the enquiry's reference, or the refusal. */
async function send(
  env: Env,
  kind: FormKind,
  fields: Record<string, string>,
  facts: RequestFacts,
): Promise<{ ok: true; reference?: string } | Refusal> {
  if (turnstileOn(env) && !facts.turnstileToken) return refuse(403, formText.noScriptsCheck)
  if (kind === 'subscribe') {
    const contact = parsed(createContactSchema, fields)
    if (!contact.ok) return contact
    const stored = await addSubscriber(env, contact.body, facts)
    if (!stored.ok) return stored
    return requestConfirmation(env, { params: contact.body }, facts)
  }
  const enquiry = parsed(mailerSchema, { templateId: templateOf[kind], params: fields })
  if (!enquiry.ok) return enquiry
  if (enquiry.body.templateId === templateIds.subscribeConfirmation)
    return refuse(400, apiText.invalidJson)
  return submitEnquiry(env, enquiry.body, facts)
}

/**
 * The posted form from our own pages: its kind, its fields and a reader of any value
 * it sent; or the page that says why it cannot be read.
 */
async function readForm(
  c: Ctx,
): Promise<
  | { kind: FormKind; fields: Record<string, string>; text: (name: string) => string | undefined }
  | Response
> {
  if (!fromOurSite(c))
    return pageResponse(c, 403, { title: formText.errorTitle, text: formText.foreign })
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    return pageResponse(c, 415, { title: formText.errorTitle, text: apiText.notJson })
  const data = await c.req.parseBody({ all: true })
  // A name sent twice (the date picker's hidden input and the browser's own date
  // field that stands in for it without JavaScript): its last value with text.
  const text = (name: string) =>
    [data[name] ?? []]
      .flat()
      .filter((v): v is string => typeof v === 'string')
      .findLast((v, i, all) => v !== '' || i === all.length - 1)
  const kind = text(formField)
  if (!isKind(kind))
    return pageResponse(c, 400, { title: formText.errorTitle, text: apiText.invalidJson })
  const fields: Record<string, string> = {}
  for (const name of fieldsOf(kind)) {
    const value = text(name)
    if (value !== undefined) fields[name] = value
  }
  return { kind, fields, text }
}

export const forms = new Hono<NonceEnv>()
  .post(
    '/',
    bodyLimit({
      maxSize: limits.bodyBytes,
      onError: (c) => c.text(apiText.tooLarge, 413),
    }),
    async (c) => {
      const form = await readForm(c)
      if (form instanceof Response) return form
      const { kind, fields, text } = form
      const sent = await send(c.env, kind, fields, {
        ip: c.req.header('cf-connecting-ip'),
        honeypot: text(honeypotField),
        turnstileToken: text(turnstileFormField),
        submissionId: await contentId(c.env, kind, fields),
        page: await sentFrom(c),
        waitUntil: (work) => c.executionCtx.waitUntil(work),
      })
      if (!sent.ok) return refusal(c, sent, kind, fields)
      const result = new URLSearchParams({
        formulario: kind,
        ...(sent.reference ? { referencia: sent.reference } : {}),
      })
      return c.redirect(`${apiPaths.formSent}?${result}`, 303)
    },
  )
  .get('/enviado', (c) => {
    const kind = c.req.query('formulario')
    const reference = c.req.query('referencia') ?? ''
    const text = isKind(kind) ? formText.sentText[kind] : notificationText.contactSuccess
    return pageResponse(c, 200, {
      title: formText.sentTitle,
      text: /^[A-Z]{3}-\d{4}-\d{4}$/.test(reference)
        ? `${text} ${formText.reference(reference)}`
        : text,
    })
  })
