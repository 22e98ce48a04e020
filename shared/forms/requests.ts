/**
 * The mail API's request bodies: the form schemas of form-schemas.ts inside the
 * envelope every submission carries. Only the Worker validates these; the client
 * imports their types alone, so building them costs a visitor's phone nothing.
 */
import { z } from 'zod'
import { honeypotField, limits, templateIds, turnstileField } from './api'
import {
  brandsSchema,
  familiesSchema,
  productEnquirySchema,
  required,
  subscribeSchema,
} from './schemas'

/** Only bots fill the honeypot (api.ts). */
const honeypot = z.string().max(limits.medium).optional()

/** The Turnstile widget's token, when Turnstile is on (api.ts). */
const turnstileToken = z.string().max(limits.turnstileToken).optional()

/** A per-fill id: a double click or a retry gives one enquiry, one contact. */
const submissionId = z.uuid('Identificador de envío inválido').optional()

/**
 * Sent with every submission: the per-fill id, the honeypot and the Turnstile token.
 * What else an old caller sends (`to`, `cco`, a `templateId` inside `params`) is
 * accepted and dropped unread: zod objects strip unknown keys.
 */
const envelope = {
  submissionId,
  [honeypotField]: honeypot,
  [turnstileField]: turnstileToken,
}

/** POST /v1/api/mailer: `params` holds the form fields plus templateId. */
export const mailerSchema = z.discriminatedUnion(
  'templateId',
  [
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.families),
      params: familiesSchema,
    }),
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.brands),
      params: brandsSchema,
    }),
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.product),
      params: productEnquirySchema.extend({
        productId: required('Producto requerido', limits.short),
      }),
    }),
    z.object({
      ...envelope,
      templateId: z.literal(templateIds.subscribeConfirmation),
      params: subscribeSchema,
    }),
  ],
  { error: 'Tipo de formulario desconocido' },
)
export type MailerRequest = z.infer<typeof mailerSchema>

/** POST /v1/api/mailer/createContact. */
export const createContactSchema = subscribeSchema.extend({
  submissionId,
  [honeypotField]: honeypot,
  [turnstileField]: turnstileToken,
})
export type CreateContactRequest = z.infer<typeof createContactSchema>
