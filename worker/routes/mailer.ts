/**
 * POST /v1/api/mailer               an enquiry (templates 1, 2, 3) or a subscribe
 *                                   confirmation request (template 4)
 * POST /v1/api/mailer/createContact a subscriber, pending until confirmed
 *
 * Recipients never come from the request (`to`/`cco` are accepted from old
 * callers and ignored): enquiries go to the owner, plus an acknowledgement to the
 * visitor within the courtesy limits (worker/mail/courtesy.ts); template 4 goes
 * only to a stored pending subscriber, within the same limits. Everything is
 * committed to D1 before the answer and delivered after it (waitUntil), with the
 * cron retrying what did not go out.
 *
 * Order of the checks: JSON (415/413/400) → fields (400) → rate limit per IP, the
 * budget chosen by the template (429) → replay of a stored submission (its answer)
 * → honeypot (counted, answered like a success) → Turnstile when configured, for
 * templates 1–3 and createContact (403/503) → D1 (503 when down).
 *
 * Template 4 needs no Turnstile token (one sent is ignored): it can only mail an
 * address that a verified createContact stored as pending, so the newsletter costs
 * the person one challenge, not two.
 */
import { Hono, type Context } from 'hono'
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
import { products } from '../../shared/content/products'
import { retention } from '../../shared/privacy'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/time'
import { bumpCounter } from '../db/counters'
import { findReferenceBySubmission, insertEnquiry, nextReference } from '../db/enquiries'
import {
  countAckOverCeiling,
  countConfirmationOverCeiling,
  insertAcknowledgement,
  insertConfirmation,
  insertMessage,
  messageIdsByKeys,
  type NewMessage,
} from '../db/messages'
import { findSubscriberByEmail, setSubscriberTokens, upsertSubscriber } from '../db/subscribers'
import { isUniqueViolation, storage } from '../errors'
import { jsonBody, validJson } from '../http'
import { acknowledgementMail } from '../mail/acknowledgement'
import { ownerAddress } from '../mail/config'
import { courtesy, dailyLimit } from '../mail/courtesy'
import { enquiryContent, ownerEnquiryMail, type EnquiryFields } from '../mail/enquiry'
import { enqueue } from '../mail/outbox'
import { subscribeConfirmationMail } from '../mail/subscribeConfirmation'
import { apiText } from '../messages'
import { emailHash, maskEmail } from '../privacy'
import { rateLimit, tooManyRequests, withinLimit } from '../rateLimit'
import { hashToken, newToken } from '../tokens'
import { requireHuman } from '../turnstile'

type Ctx = Context<{ Bindings: Env }>
type ConfirmationRequest = Extract<
  MailerRequest,
  { templateId: typeof templateIds.subscribeConfirmation }
>
type EnquiryRequest = Exclude<MailerRequest, ConfirmationRequest>

const filled = (value: string | undefined) => (value ?? '').trim().length > 0

/** A bot filled the honeypot: counted, nothing of it stored or mailed. */
const countHoneypot = (db: D1Database, now: number) =>
  storage(() => bumpCounter(db, buenosAiresDay(now), 'honeypot').run())

/** The request's fields by kind, without the envelope: what is stored and mailed. */
function fieldsOf(body: EnquiryRequest): EnquiryFields {
  switch (body.templateId) {
    case templateIds.families: {
      const { templateId: _omit, ...values } = body.params
      return { kind: 'families', values }
    }
    case templateIds.brands: {
      const { templateId: _omit, ...values } = body.params
      return { kind: 'brands', values }
    }
    case templateIds.product: {
      const { templateId: _omit, ...values } = body.params
      return { kind: 'product', values }
    }
  }
}

/** Templates 1–3: store the enquiry, mail the owner, acknowledge within the courtesy limits. */
async function enquiryHandler(c: Ctx, body: EnquiryRequest): Promise<Response> {
  const now = Date.now()
  const db = c.env.DB
  const received = (reference?: string) =>
    c.json<MailerResponse>({
      message: apiText.enquiryReceived,
      ...(reference ? { reference } : {}),
    })

  if (body.templateId === templateIds.product) {
    if (!products.some((p) => p.hash === body.params.productId)) {
      return c.json<ApiError>(
        { message: apiText.unknownProduct, errors: { productId: [apiText.unknownProduct] } },
        400,
      )
    }
  }

  // A repeat of a stored submission (double click, retry after a timeout) gets the same answer.
  const existing = (id: string) => storage(() => findReferenceBySubmission(db, id))
  if (body.submissionId) {
    const reference = await existing(body.submissionId)
    if (reference) return received(reference)
  }
  if (filled(body[honeypotField])) {
    await countHoneypot(db, now)
    return received()
  }
  const refused = await requireHuman(c, body[turnstileField])
  if (refused) return refused

  const fields = fieldsOf(body)
  const visitor = body.params.email
  const reference = await storage(() => nextReference(db, fields.kind, now))
  const keyBase = body.submissionId ?? crypto.randomUUID()
  const owner = ownerAddress(c.env)
  const ownerMessage: NewMessage = {
    template: 'enquiry-owner',
    recipient: owner ?? '',
    replyTo: visitor,
    mail: await ownerEnquiryMail(enquiryContent(fields, reference)),
    idempotencyKey: `enquiry-owner:${keyBase}`,
    enquiryReference: reference,
    // Kept, never lost: listed by the digest and readable in D1 once OWNER_EMAIL is set.
    ...(owner ? {} : { status: 'failed', lastError: 'OWNER_EMAIL no configurado' }),
  }
  const ack: NewMessage = {
    template: 'enquiry-ack',
    recipient: visitor,
    mail: await acknowledgementMail({ kind: fields.kind, name: body.params.name, reference }),
    idempotencyKey: `enquiry-ack:${keyBase}`,
    enquiryReference: reference,
  }
  const limits = {
    since: now - courtesy.ackIntervalMs,
    dayStart: buenosAiresDayStart(now),
    dailyLimit: dailyLimit(c.env.VISITOR_MAIL_DAILY_LIMIT),
  }
  try {
    await storage(() =>
      enqueue(
        c.env,
        [
          insertEnquiry(
            db,
            {
              kind: fields.kind,
              fields: fields.values,
              visitorEmail: visitor,
              reference,
              submissionId: body.submissionId,
            },
            now,
          ),
          insertMessage(db, ownerMessage, now),
          countAckOverCeiling(db, visitor, buenosAiresDay(now), limits),
          insertAcknowledgement(db, ack, now, limits),
        ],
        [ownerMessage.idempotencyKey, ack.idempotencyKey],
        (work) => c.executionCtx.waitUntil(work),
      ),
    )
  } catch (error) {
    // Two copies of one submission raced: the other one was stored, answer with its reference.
    const winner =
      body.submissionId && isUniqueViolation(error) ? await existing(body.submissionId) : null
    if (!winner) throw error
    return received(winner)
  }
  return received(reference)
}

/** Template 4: a confirmation mail to a stored pending subscriber, within the courtesy limits. */
async function confirmationHandler(c: Ctx, body: ConfirmationRequest): Promise<Response> {
  const now = Date.now()
  const db = c.env.DB
  // Same answer whatever happens: the endpoint must not reveal who is subscribed.
  const answer = () => c.json<MailerResponse>({ message: apiText.confirmationRequested })
  const key = `subscribe-confirmation:${body.submissionId ?? crypto.randomUUID()}`
  if (body.submissionId && (await storage(() => messageIdsByKeys(db, [key]))).length > 0)
    return answer()
  if (filled(body[honeypotField])) {
    await countHoneypot(db, now)
    return answer()
  }
  // No Turnstile here (see the top): only a pending subscriber, stored past it, is mailed.
  const subscriber = await storage(() => findSubscriberByEmail(db, body.params.email))
  if (!subscriber || subscriber.status !== 'pending') return answer()

  const confirmToken = newToken()
  const unsubscribeToken = newToken()
  const origin = c.env.SITE_ORIGIN
  const confirmUrl = `${origin}${apiPaths.subscribersConfirm}?token=${confirmToken}`
  const unsubscribeUrl = `${origin}${apiPaths.subscribersUnsubscribe}?token=${unsubscribeToken}`
  const message = {
    template: 'subscribe-confirmation',
    recipient: subscriber.email,
    mail: await subscribeConfirmationMail({ name: subscriber.name, confirmUrl, unsubscribeUrl }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: key,
    subscriberId: subscriber.id,
  } satisfies NewMessage
  const tokens = {
    confirmHash: await hashToken(confirmToken),
    confirmExpiresAt: now + retention.confirmLinkDays * dayMs,
    unsubscribeHash: await hashToken(unsubscribeToken),
  }
  const limits = {
    since: now - courtesy.confirmationIntervalMs,
    perSignup: courtesy.confirmationsPerSignup,
    dayStart: buenosAiresDayStart(now),
    dailyLimit: dailyLimit(c.env.VISITOR_MAIL_DAILY_LIMIT),
  }
  let written: boolean
  try {
    const [, , inserted] = await storage(() =>
      enqueue(
        c.env,
        [
          countConfirmationOverCeiling(db, subscriber.id, buenosAiresDay(now), limits),
          setSubscriberTokens(db, subscriber.id, tokens, limits, now),
          insertConfirmation(db, message, now, tokens.confirmHash),
        ],
        [key],
        (work) => c.executionCtx.waitUntil(work),
      ),
    )
    written = (inserted?.meta.changes ?? 0) > 0
  } catch (error) {
    // A concurrent copy of this submission stored its confirmation first: that one goes out.
    if (body.submissionId && isUniqueViolation(error)) return answer()
    throw error
  }
  if (!written) console.log('confirmation not sent (courtesy limits)', maskEmail(subscriber.email))
  return answer()
}

export const mailer = new Hono<{ Bindings: Env }>()
  .use(jsonBody)
  .post('/', validJson(mailerSchema), async (c) => {
    const body = c.req.valid('json')
    if (body.templateId === templateIds.subscribeConfirmation) {
      if (!(await withinLimit(c, 'subscription'))) return tooManyRequests(c)
      return confirmationHandler(c, body)
    }
    if (!(await withinLimit(c, 'enquiry'))) return tooManyRequests(c)
    return enquiryHandler(c, body)
  })
  .post('/createContact', validJson(createContactSchema), rateLimit('subscription'), async (c) => {
    const body = c.req.valid('json')
    const now = Date.now()
    const answer = c.json<CreateContactResponse>({ message: apiText.contactStored }, 200)
    // A bot that filled the honeypot is told it worked; only the counter remembers it.
    if (filled(body[honeypotField])) {
      await countHoneypot(c.env.DB, now)
      return answer
    }
    const refused = await requireHuman(c, body[turnstileField])
    if (refused) return refused
    const hash = await emailHash(body.email)
    await storage(() =>
      upsertSubscriber(
        c.env.DB,
        { name: body.name, email: body.email, emailHash: hash },
        now,
        retention.resubscribeAfterDays * dayMs,
      ),
    )
    return answer
  })
