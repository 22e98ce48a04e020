/**
 * An enquiry (families, brands, a product): stored with its two mails in one D1
 * batch before the answer, the owner's enquiry and, within the courtesy limits
 * (worker/mail/courtesy.ts) and the day's mail budget (dailyLimits.ts), an acknowledgement to the
 * visitor; delivered after the answer, with the cron retrying what did not go out.
 *
 * Order: rate limit (429) → the product exists (400) → a replayed submission gets its
 * stored reference → honeypot (counted, answered like a success) → Turnstile when on
 * (403/503) → today's ceiling on stored enquiries (503, counted for the digest) → D1
 * (503 when down).
 */
import { templateIds } from '../../shared/forms/api'
import type { MailerRequest } from '../../shared/forms/requests'
import { products } from '../../shared/content/products'
import { buenosAiresDay, buenosAiresDayStart } from '../../shared/format/time'
import { bumpCounter } from '../db/counters'
import { countEnquiriesSince, findSubmission, insertEnquiry, nextReference } from '../db/enquiries'
import {
  countAckOverCeiling,
  insertAcknowledgement,
  insertOwnerEnquiry,
  type NewMessage,
} from '../db/messages'
import { isUniqueViolation, storage } from '../errors'
import { acknowledgementMail } from '../mail/acknowledgement'
import { ownerAddress } from '../mail/config'
import { enquiryDailyLimit, heldForDigest, limitSetting, mailBudget } from '../mail/dailyLimits'
import { enquiryContent, ownerEnquiryMail, type EnquiryFields } from '../mail/enquiry'
import { mailboxOf } from '../mail/mailbox'
import { enqueue } from '../mail/outbox'
import { apiText } from '../text'
import { caughtByHoneypot, notHuman, rateLimited } from './guards'
import { refuse, withStorage, type Outcome, type RequestFacts } from './outcome'

export type EnquiryRequest = Exclude<
  MailerRequest,
  { templateId: typeof templateIds.subscribeConfirmation }
>

/** The request's fields by kind, without the envelope: what is stored and mailed. */
function fieldsOf(body: EnquiryRequest): EnquiryFields {
  switch (body.templateId) {
    case templateIds.families:
      return { kind: 'families', values: body.params }
    case templateIds.brands:
      return { kind: 'brands', values: body.params }
    case templateIds.product:
      return { kind: 'product', values: body.params }
  }
}

/** Received: with its public reference, except for what the honeypot caught. */
export type EnquiryOutcome = Outcome<{ reference?: string }>

export const submitEnquiry = (
  env: Env,
  body: EnquiryRequest,
  facts: RequestFacts,
): Promise<EnquiryOutcome> =>
  withStorage(async () => {
    const limited = await rateLimited(env, 'enquiry', facts)
    if (limited) return limited
    if (
      body.templateId === templateIds.product &&
      !products.some((p) => p.hash === body.params.productId)
    )
      return refuse(400, apiText.unknownProduct, { productId: [apiText.unknownProduct] })

    const now = Date.now()
    const db = env.DB
    const fields = fieldsOf(body)
    // A repeat of a stored submission (double click, retry after a timeout) gets the
    // same answer. Only with the same content: an id can be guessed, what was written
    // cannot, so another enquiry's reference is never handed out.
    const sameAs = async (id: string) => {
      const found = await storage(() => findSubmission(db, id))
      const same = found?.kind === fields.kind && found.fields === JSON.stringify(fields.values)
      return { found: Boolean(found), reference: same ? found.reference : null }
    }
    let submissionId = facts.submissionId
    if (submissionId) {
      const { found, reference } = await sameAs(submissionId)
      if (reference) return { ok: true, reference }
      // Someone else's id: this enquiry is stored as a new one, without it.
      if (found) submissionId = undefined
    }
    if (await caughtByHoneypot(env, facts, now)) return { ok: true }
    const refused = await notHuman(env, facts)
    if (refused) return refused

    const dayStart = buenosAiresDayStart(now)
    const ceiling = { dayStart, limit: limitSetting(env.ENQUIRY_DAILY_LIMIT, enquiryDailyLimit) }
    const full = async () => {
      await storage(() => bumpCounter(db, buenosAiresDay(now), 'enquiry-ceiling').run())
      return refuse(503, apiText.enquiriesFull)
    }
    if ((await storage(() => countEnquiriesSince(db, dayStart))) >= ceiling.limit) return full()
    const visitor = body.params.email
    const reference = await storage(() => nextReference(db, fields.kind, now))
    const keyBase = submissionId ?? crypto.randomUUID()
    const owner = ownerAddress(env)
    const ownerMessage: NewMessage & { enquiryReference: string } = {
      template: 'enquiry-owner',
      recipient: owner ?? '',
      replyTo: visitor,
      mail: await ownerEnquiryMail(enquiryContent(fields, reference)),
      idempotencyKey: `enquiry-owner:${keyBase}`,
      enquiryReference: reference,
      // Kept, never lost: listed by the digest and readable in D1 once OWNER_EMAIL is set.
      ...(owner ? {} : { status: 'failed', lastError: 'OWNER_EMAIL no configurado' }),
    }
    const mailbox = mailboxOf(visitor)
    const ack = {
      template: 'enquiry-ack',
      recipient: visitor,
      mailbox,
      mail: await acknowledgementMail({ kind: fields.kind, name: body.params.name, reference }),
      idempotencyKey: `enquiry-ack:${keyBase}`,
      enquiryReference: reference,
    } satisfies NewMessage
    const budget = mailBudget(env)
    const limits = { dayStart, dailyLimit: budget.visitorMail }
    let stored: D1Result[]
    try {
      stored = await storage(() =>
        enqueue(
          env,
          [
            insertEnquiry(
              db,
              {
                kind: fields.kind,
                fields: fields.values,
                visitorEmail: visitor,
                reference,
                submissionId,
                page: facts.page,
              },
              now,
              ceiling,
            ),
            ...insertOwnerEnquiry(db, ownerMessage, now, {
              dayStart: limits.dayStart,
              limit: budget.ownerMail,
              heldReason: heldForDigest,
            }),
            countAckOverCeiling(db, { mailbox, reference }, buenosAiresDay(now), limits),
            insertAcknowledgement(db, ack, now, limits),
          ],
          [ownerMessage.idempotencyKey, ack.idempotencyKey],
          facts.waitUntil,
        ),
      )
    } catch (error) {
      // Two copies of one submission raced: the other one was stored, answer with its reference.
      const winner =
        submissionId && isUniqueViolation(error) ? (await sameAs(submissionId)).reference : null
      if (!winner) throw error
      return { ok: true, reference: winner }
    }
    // Concurrent requests filled the day between the count above and the insert.
    if (stored[0]?.meta.changes === 0) return full()
    return { ok: true, reference }
  })
