/**
 * POST /v1/api/mailer               an enquiry (templates 1, 2, 3) or a subscribe
 *                                   confirmation request (template 4)
 * POST /v1/api/mailer/createContact a subscriber, pending until confirmed
 *
 * Recipients never come from the request (`to`/`cco` are ignored): enquiries go
 * to OWNER_EMAIL plus an acknowledgement to the visitor; template 4 goes only to a
 * stored pending subscriber, at most once a day. Everything is committed to D1
 * before the answer, and delivered after it (waitUntil), with the cron retrying
 * what did not go out.
 *
 * Order of the checks: JSON (415/413/400) → rate limit per IP (429) → fields (400)
 * → replay of a stored submission (its answer) → honeypot (answered like a
 * success) → Turnstile when configured, for templates 1–3 and createContact
 * (403/503) → D1 (503 when down).
 *
 * Template 4 needs no Turnstile token (one sent is ignored): it can only mail an
 * address that a verified createContact stored as pending, at most once a day, so
 * the newsletter costs the person one challenge, not two.
 */
import { Hono } from 'hono'
import { products } from '../../shared/content/products'
import { createContactSchema, mailerSchema, type MailerRequest } from '../../shared/api-schemas'
import {
  apiPaths,
  honeypotField,
  templateIds,
  turnstileField,
  type ApiError,
  type CreateContactResponse,
  type MailerResponse,
} from '../../shared/api'
import {
  findReferenceBySubmission,
  insertEnquiry,
  nextReference,
  type EnquiryKind,
} from '../db/enquiries'
import { insertMessage, messageIdsByKeys, type NewMessage } from '../db/messages'
import { findSubscriberByEmail, setSubscriberTokens, upsertSubscriber } from '../db/subscribers'
import { storage } from '../errors'
import { jsonBody, validJson } from '../http'
import { acknowledgementMail } from '../mail/acknowledgement'
import { brandsMail } from '../mail/brands'
import { familiesMail } from '../mail/families'
import { deliver } from '../mail/outbox'
import { productMail } from '../mail/product'
import { confirmDays, subscribeConfirmationMail } from '../mail/subscribeConfirmation'
import type { Mail } from '../mail/types'
import { apiText } from '../messages'
import { errorName, maskEmail } from '../privacy'
import { rateLimit, type LimitedAction } from '../rateLimit'
import { hashToken, newToken } from '../tokens'
import { requireHuman } from '../turnstile'

type EnquiryRequest = Exclude<
  MailerRequest,
  { templateId: typeof templateIds.subscribeConfirmation }
>

const kindOf = (templateId: EnquiryRequest['templateId']): EnquiryKind =>
  templateId === templateIds.families
    ? 'families'
    : templateId === templateIds.brands
      ? 'brands'
      : 'product'

const filled = (value: string | undefined) => (value ?? '').trim().length > 0

/** The owner's mail for an enquiry, per template. */
function ownerMail(body: EnquiryRequest, productTitle: string, reference: string): Promise<Mail> {
  switch (body.templateId) {
    case templateIds.families:
      return familiesMail(body.params, reference)
    case templateIds.brands:
      return brandsMail(body.params, reference)
    case templateIds.product:
      return productMail(body.params, productTitle, reference)
  }
}

/** After the answer: a failure here only leaves the messages queued for the cron. */
const deliverLater = (env: Env, keys: string[]) =>
  messageIdsByKeys(env.DB, keys)
    .then((ids) => deliver(env, ids))
    .catch((error: unknown) => console.error('deliver after response', errorName(error)))

/** A unique-constraint failure: a concurrent duplicate of the same submission won the race. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint/i.test(error.message)

/** POST /mailer serves two budgets: template 4 counts as a subscription. */
const mailerAction = (body: unknown): LimitedAction =>
  typeof body === 'object' &&
  body !== null &&
  'templateId' in body &&
  body.templateId === templateIds.subscribeConfirmation
    ? 'subscription'
    : 'enquiry'

export const mailer = new Hono<{ Bindings: Env }>()
  .use(jsonBody)
  .post('/', rateLimit(mailerAction), validJson(mailerSchema), async (c) => {
    const body = c.req.valid('json')
    const now = Date.now()
    const db = c.env.DB

    if (body.templateId === templateIds.subscribeConfirmation) {
      const answer = c.json<MailerResponse>({ message: apiText.confirmationRequested }, 200)
      if (filled(body[honeypotField])) return answer
      const key = `subscribe-confirmation:${body.submissionId ?? crypto.randomUUID()}`
      if (body.submissionId && (await storage(() => messageIdsByKeys(db, [key]))).length > 0)
        return answer
      // No Turnstile here (see the top): only a pending subscriber, stored past it, is mailed.
      const subscriber = await storage(() => findSubscriberByEmail(db, body.params.email))
      // Same answer whatever the list holds: the endpoint must not reveal who is subscribed.
      if (!subscriber || subscriber.status !== 'pending') return answer

      const confirmToken = newToken()
      const unsubscribeToken = newToken()
      const origin = c.env.SITE_ORIGIN
      const confirmUrl = `${origin}${apiPaths.subscribersConfirm}?token=${confirmToken}`
      const unsubscribeUrl = `${origin}${apiPaths.subscribersUnsubscribe}?token=${unsubscribeToken}`
      const message: NewMessage = {
        template: 'subscribe-confirmation',
        recipient: subscriber.email,
        mail: await subscribeConfirmationMail({
          name: subscriber.name,
          confirmUrl,
          unsubscribeUrl,
        }),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        idempotencyKey: key,
        subscriberId: subscriber.id,
      }
      const tokens = {
        confirmHash: await hashToken(confirmToken),
        confirmExpiresAt: now + confirmDays * 24 * 60 * 60 * 1000,
        unsubscribeHash: await hashToken(unsubscribeToken),
      }
      let written: boolean
      try {
        const [, inserted] = await storage(() =>
          db.batch([
            setSubscriberTokens(db, subscriber.id, tokens, now),
            insertMessage(db, message, now, { onlyIfConfirmHash: tokens.confirmHash }),
          ]),
        )
        written = (inserted?.meta.changes ?? 0) > 0
      } catch (error) {
        // A concurrent copy of this submission stored its confirmation first: that one goes out.
        if (body.submissionId && isUniqueViolation(error instanceof Error ? error.cause : null))
          return answer
        throw error
      }
      // One confirmation per address per day (nobody can use the form to flood an inbox);
      // the same answer, so the list stays private.
      if (!written) {
        console.log('confirmation already sent today', maskEmail(subscriber.email))
        return answer
      }
      c.executionCtx.waitUntil(deliverLater(c.env, [key]))
      return answer
    }

    const kind = kindOf(body.templateId)
    const { templateId: _omit, ...fields } = body.params
    let productTitle = ''
    if (body.templateId === templateIds.product) {
      const product = products.find((p) => p.hash === body.params.productId)
      if (!product) {
        return c.json<ApiError>(
          { message: apiText.unknownProduct, errors: { productId: [apiText.unknownProduct] } },
          400,
        )
      }
      productTitle = product.title
    }

    // A repeat of a stored submission (double click, retry after a timeout) gets the same answer.
    const existing = (id: string) => storage(() => findReferenceBySubmission(db, id))
    if (body.submissionId) {
      const reference = await existing(body.submissionId)
      if (reference)
        return c.json<MailerResponse>({ message: apiText.enquiryReceived, reference }, 200)
    }

    const spam = filled(body[honeypotField])
    if (!spam) {
      const refused = await requireHuman(c, body[turnstileField])
      if (refused) return refused
    }
    const reference = await storage(() => nextReference(db, kind, now))
    const enquiry = insertEnquiry(
      db,
      {
        kind,
        fields,
        visitorEmail: body.params.email,
        reference,
        submissionId: body.submissionId,
        spam,
      },
      now,
    )
    const messages: NewMessage[] = []
    if (!spam) {
      const keyBase = body.submissionId ?? crypto.randomUUID()
      const owner = c.env.OWNER_EMAIL
      messages.push({
        template: 'enquiry-owner',
        recipient: owner ?? '',
        replyTo: body.params.email,
        mail: await ownerMail(body, productTitle, reference),
        idempotencyKey: `enquiry-owner:${keyBase}`,
        enquiryReference: reference,
        // Kept, never lost: the owner can still read it in D1 once OWNER_EMAIL is set.
        ...(owner ? {} : { status: 'failed', lastError: 'OWNER_EMAIL no configurado' }),
      })
      messages.push({
        template: 'enquiry-ack',
        recipient: body.params.email,
        mail: await acknowledgementMail({ kind, name: body.params.name, reference }),
        idempotencyKey: `enquiry-ack:${keyBase}`,
        enquiryReference: reference,
      })
    }

    try {
      await storage(() => db.batch([enquiry, ...messages.map((m) => insertMessage(db, m, now))]))
    } catch (error) {
      // Two copies of one submission raced: the other one was stored, answer with its reference.
      const winner =
        body.submissionId && isUniqueViolation(error instanceof Error ? error.cause : null)
          ? await existing(body.submissionId)
          : null
      if (!winner) throw error
      return c.json<MailerResponse>({ message: apiText.enquiryReceived, reference: winner }, 200)
    }

    if (messages.length > 0) {
      const keys = messages.map((m) => m.idempotencyKey)
      c.executionCtx.waitUntil(deliverLater(c.env, keys))
    }
    return c.json<MailerResponse>({ message: apiText.enquiryReceived, reference }, 200)
  })
  .post(
    '/createContact',
    rateLimit(() => 'subscription'),
    validJson(createContactSchema),
    async (c) => {
      const body = c.req.valid('json')
      const answer = c.json<CreateContactResponse>({ message: apiText.contactStored }, 200)
      // A bot that filled the honeypot is told it worked; nothing is stored or mailed.
      if (filled(body[honeypotField])) return answer
      const refused = await requireHuman(c, body[turnstileField])
      if (refused) return refused
      await storage(() =>
        upsertSubscriber(c.env.DB, { name: body.name, email: body.email }, Date.now()),
      )
      return answer
    },
  )
