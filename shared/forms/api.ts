/**
 * The mail API's constants and response shapes, shared by the client and the
 * Worker. No zod here: a page imports these without building any schema
 * (form-schemas.ts holds the forms' schemas, request-schemas.ts the request bodies).
 */

/** Field length limits: generous for people, small enough to refuse abuse. */
export const limits = {
  short: 100,
  medium: 200,
  email: 254,
  message: 5000,
  /** Largest accepted request body, in bytes (413 beyond). */
  bodyBytes: 32 * 1024,
  /** Turnstile tokens are at most 2048 characters (Cloudflare's siteverify docs). */
  turnstileToken: 2048,
} as const

export const templateIds = {
  brands: 1,
  product: 2,
  families: 3,
  subscribeConfirmation: 4,
} as const

export const apiPaths = {
  mailer: '/v1/api/mailer',
  createContact: '/v1/api/mailer/createContact',
  /** Links in subscriber mails: GET shows a page with a button, POST changes state. */
  subscribersConfirm: '/v1/api/subscribers/confirm',
  subscribersUnsubscribe: '/v1/api/subscribers/unsubscribe',
  /** GET: public settings the client needs at run time (ApiConfig). */
  config: '/v1/api/config',
  /** POST: a form sent by the browser itself, without JavaScript (worker/routes/forms.tsx). */
  forms: '/v1/api/forms',
  /** GET: where such a form lands once sent. */
  formSent: '/v1/api/forms/enviado',
  /** Her link to send a journal entry: GET shows a page with a button, POST sends. */
  journalMailing: '/v1/api/diario/envio',
} as const

/** The hidden field that names a form posted without JavaScript, and its values. */
export const formField = 'form'
export const formKinds = ['families', 'brands', 'product', 'subscribe'] as const
export type FormKind = (typeof formKinds)[number]
/** The forms that are enquiries (the newsletter's is a sign-up). */
export type EnquiryKind = Exclude<FormKind, 'subscribe'>
export const isFormKind = (value: unknown): value is FormKind =>
  typeof value === 'string' && (formKinds as readonly string[]).includes(value)

/**
 * Marks in a form's prerendered HTML for the Worker, which serves the page again
 * when a form posted without JavaScript is refused (worker/pages/formAgain.ts): the
 * form's kind on the <form>, an empty hidden slot for each field's error and one
 * for the form's message, and what works only with scripts (taken out of the page).
 */
export const postedMarks = {
  form: 'data-form',
  fieldError: 'data-posted-error',
  message: 'data-posted-message',
  needsScripts: 'data-needs-scripts',
} as const

export const locationOptions = ['En mi estudio', 'A distancia'] as const
export const knowOptions = [
  'A través de las redes',
  'Ya trabajaste conmigo',
  'Por referido/a',
] as const

/**
 * The honeypot: a field hidden from people and assistive tech that only bots fill.
 * A filled one is answered like a success but stored as spam and never mailed.
 */
export const honeypotField = 'website'

/**
 * Optional Cloudflare Turnstile: when it is on (GET /v1/api/config says so), the
 * enquiries and createContact require the widget's token in this field; the
 * subscribe confirmation (template 4) accepts and ignores it.
 */
export const turnstileField = 'turnstileToken'

/** Every API error body: the client shows `message` in the red notification. */
export interface ApiError {
  message: string
  errors?: Record<string, string[]>
}

/** 200 from POST /v1/api/mailer: the enquiry is stored; `reference` names it (e.g. 'FAM-2611-0007'). */
export interface MailerResponse {
  message: string
  reference?: string
}

/** GET /v1/api/config: `turnstileSiteKey` is null when Turnstile is off (no widget to show). */
export interface ApiConfig {
  turnstileSiteKey: string | null
}

/** 200 from POST /v1/api/mailer/createContact: the subscriber is stored, pending confirmation. */
export interface CreateContactResponse {
  message: string
}
