/**
 * The forms and the mail API contract (spec sections 3, 5 and 7), with the spec's
 * exact messages. The client validates with these on submit; the Worker validates
 * the same schemas through @hono/zod-validator. Form field `name`s equal these keys.
 */
import { z } from 'zod'

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
export type TemplateId = (typeof templateIds)[keyof typeof templateIds]

export const apiPaths = {
  mailer: '/v1/api/mailer',
  createContact: '/v1/api/mailer/createContact',
  /** Links in subscriber mails: GET shows a page with a button, POST changes state. */
  subscribersConfirm: '/v1/api/subscribers/confirm',
  subscribersUnsubscribe: '/v1/api/subscribers/unsubscribe',
  /** GET: public settings the client needs at run time (ApiConfig). */
  config: '/v1/api/config',
} as const

export const locationOptions = ['En mi estudio', 'A distancia'] as const
export const knowOptions = [
  'A través de las redes',
  'Ya trabajaste conmigo',
  'Por referido/a',
] as const

/** A required text field: the spec's message when missing or empty, a limit when huge. */
const required = (message: string, max: number = limits.medium) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`)

const email = (requiredMessage: string, invalidMessage: string) =>
  required(requiredMessage, limits.email).pipe(z.email(invalidMessage))

const oneOf = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message })

/** An ISO calendar date, 'YYYY-MM-DD', as the date picker produces it. */
const isoDate = (message: string) => required(message, 10).regex(/^\d{4}-\d{2}-\d{2}$/, message)

const spanishEmail = () => email('El email es requerido', 'Email inválido')

export const familiesSchema = z.object({
  name: required('El nombre es requerido', limits.short),
  lastName: required('El apellido es requerido', limits.short),
  email: spanishEmail(),
  date: isoDate('La fecha es requerida'),
  location: oneOf(locationOptions, 'La localidad es requerida'),
  zone: required('La zona es requerida'),
  message: required('El mensaje es requerido', limits.message),
  know: oneOf(knowOptions, 'La forma de conocernos es requerida'),
})

export const brandsSchema = z.object({
  name: required('El nombre es requerido', limits.short),
  lastName: required('El apellido es requerido', limits.short),
  email: spanishEmail(),
  brandName: required('El nombre de la marca es requerido'),
  socialMedia: required('Las redes sociales son requeridas'),
  project: required('El proyecto es requerido', limits.message),
  location: oneOf(locationOptions, 'La localidad es requerida'),
  why: required('Por qué es requerido', limits.message),
  know: oneOf(knowOptions, 'La forma de conocernos es requerida'),
})

/** The product enquiry keeps the spec's English messages. No format check on phone. */
export const productEnquirySchema = z.object({
  name: required('Name is required', limits.short),
  phone: required('Phone is required', limits.short),
  email: email('Email is required', 'Invalid email'),
  message: required('Message is required', limits.message),
})

export const subscribeSchema = z.object({
  name: required('El nombre es requerido', limits.short),
  email: spanishEmail(),
})

export type FamiliesValues = z.infer<typeof familiesSchema>
export type BrandsValues = z.infer<typeof brandsSchema>
export type ProductEnquiryValues = z.infer<typeof productEnquirySchema>
export type SubscribeValues = z.infer<typeof subscribeSchema>

/**
 * The honeypot: a field hidden from people and assistive tech that only bots fill.
 * A filled one is answered like a success but stored as spam and never mailed.
 */
export const honeypotField = 'website'
const honeypot = () => z.string().max(limits.medium).optional()

/**
 * Optional Cloudflare Turnstile: when it is on (GET /v1/api/config says so), the
 * enquiries and createContact require the widget's token in this field; the
 * subscribe confirmation (template 4) accepts and ignores it.
 */
export const turnstileField = 'turnstileToken'
const turnstileToken = () => z.string().max(limits.turnstileToken).optional()

/**
 * Sent with every submission: a per-fill id (a double click or a retry gives one
 * enquiry), and `to`/`cco` kept for the old contract but ignored by the server.
 */
const envelope = {
  to: z.unknown().optional(),
  cco: z.unknown().optional(),
  submissionId: z.uuid('Identificador de envío inválido').optional(),
  [honeypotField]: honeypot(),
  [turnstileField]: turnstileToken(),
}

/** POST /v1/api/mailer: `params` holds the form fields plus templateId. */
export const mailerSchema = z.discriminatedUnion(
  'templateId',
  [
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.families),
      params: familiesSchema.extend({ templateId: z.literal(templateIds.families).optional() }),
    }),
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.brands),
      params: brandsSchema.extend({ templateId: z.literal(templateIds.brands).optional() }),
    }),
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.product),
      params: productEnquirySchema.extend({
        productId: required('Producto requerido', limits.short),
        templateId: z.literal(templateIds.product).optional(),
      }),
    }),
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.subscribeConfirmation),
      params: subscribeSchema.extend({
        templateId: z.literal(templateIds.subscribeConfirmation).optional(),
      }),
    }),
  ],
  { error: 'Tipo de formulario desconocido' },
)
export type MailerRequest = z.infer<typeof mailerSchema>

/** POST /v1/api/mailer/createContact. */
export const createContactSchema = subscribeSchema.extend({
  submissionId: z.uuid('Identificador de envío inválido').optional(),
  [honeypotField]: honeypot(),
  [turnstileField]: turnstileToken(),
})
export type CreateContactRequest = z.infer<typeof createContactSchema>

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
