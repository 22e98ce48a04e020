/**
 * The newsletter, double opt-in: `addSubscriber` stores a pending subscriber (one per
 * address; a confirmed one's name never changes; an address that left less than
 * `retention.resubscribeAfterDays` ago is not added again), then
 * `requestConfirmation` mails a stored pending subscriber the confirm and
 * unsubscribe links, within the courtesy limits (one courtesy mail per mailbox a day,
 * acknowledgements included: a sign-up it skipped gets its mail when asked again
 * another day). Both answer the same whatever happens, so the list is never revealed.
 *
 * New pending sign-ups have a daily ceiling (dailyLimits.ts): past it every sign-up, of
 * a new address or a stored one alike, is answered 503 (try again tomorrow), with no row
 * and no mail, and counted.
 *
 * The confirmation needs no Turnstile token (one sent is ignored): it only mails an
 * address that a verified `addSubscriber` stored, so the newsletter costs a person
 * one challenge, not two.
 */
import { apiPaths, templateIds } from '../../shared/forms/api'
import type { CreateContactRequest, MailerRequest } from '../../shared/forms/requests'
import { retention } from '../../shared/rules/retention'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/format/time'
import {
  countConfirmationOverCeiling,
  insertConfirmation,
  messageIdsByKeys,
  type NewMessage,
} from '../db/messages'
import { bumpCounter } from '../db/counters'
import {
  countPendingSince,
  findSubscriberByEmail,
  setSubscriberTokens,
  upsertSubscriber,
} from '../db/subscribers'
import { isUniqueViolation, storage } from '../errors'
import { courtesy } from '../mail/courtesy'
import { mailBudget, signupDailyLimit } from '../mail/dailyLimits'
import { mailboxOf } from '../mail/mailbox'
import { enqueue } from '../mail/outbox'
import { subscribeConfirmationMail } from '../mail/subscribeConfirmation'
import { emailHash } from '../redact'
import { hashToken, newToken } from '../tokens'
import { caughtByHoneypot, notHuman, rateLimited } from './guards'
import { refuse, withStorage, type Outcome, type RequestFacts } from './outcome'
import { apiText } from '../text'
import { log } from '../log'

type ConfirmationRequest = Extract<
  MailerRequest,
  { templateId: typeof templateIds.subscribeConfirmation }
>

/**
 * A subscriber's request past the subscription rate limit (429): `work` at the time it came
 * in, a D1 failure in it answered 503.
 */
const withinSubscriptionLimit = (
  env: Env,
  facts: RequestFacts,
  work: (now: number) => Promise<Outcome<object>>,
): Promise<Outcome<object>> =>
  withStorage(async () => (await rateLimited(env, 'subscription', facts)) ?? work(Date.now()))

/**
 * Rate limit (429) → honeypot (answered like a success) → Turnstile (403/503) → today's
 * ceiling on pending sign-ups (503, counted) → D1 (503).
 */
export const addSubscriber = (
  env: Env,
  body: Pick<CreateContactRequest, 'name' | 'email'>,
  facts: RequestFacts,
): Promise<Outcome<object>> =>
  withinSubscriptionLimit(env, facts, async (now) => {
    if (await caughtByHoneypot(env, facts, now)) return { ok: true }
    const refused = await notHuman(env, facts)
    if (refused) return refused
    const db = env.DB
    const ceiling = { dayStart: buenosAiresDayStart(now), limit: signupDailyLimit }
    const full = async () => {
      await storage(() => bumpCounter(db, buenosAiresDay(now), 'signup-ceiling').run())
      return refuse(503, apiText.signupsFull)
    }
    const reached = async () =>
      (await storage(() => countPendingSince(db, ceiling.dayStart))) >= ceiling.limit
    if (await reached()) return full()
    const hash = await emailHash(body.email)
    const written = await storage(() =>
      upsertSubscriber(
        db,
        { name: body.name, email: body.email, emailHash: hash },
        now,
        retention.resubscribeAfterDays * dayMs,
        ceiling,
      ),
    )
    // Nothing written: a recent unsubscribe (answered as usual), or concurrent sign-ups
    // filled the day between the count above and the insert.
    if (!written && (await reached())) return full()
    return { ok: true }
  })

/** Rate limit (429) → a replayed request (nothing new) → honeypot → D1 (503). */
export const requestConfirmation = (
  env: Env,
  body: Pick<ConfirmationRequest, 'params'>,
  facts: RequestFacts,
): Promise<Outcome<object>> =>
  withinSubscriptionLimit(env, facts, async (now) => {
    const db = env.DB
    const key = `subscribe-confirmation:${facts.submissionId ?? crypto.randomUUID()}`
    if (facts.submissionId && (await storage(() => messageIdsByKeys(db, [key]))).length > 0)
      return { ok: true }
    if (await caughtByHoneypot(env, facts, now)) return { ok: true }
    const subscriber = await storage(() => findSubscriberByEmail(db, body.params.email))
    if (!subscriber || subscriber.status !== 'pending') return { ok: true }

    const confirmToken = newToken()
    const unsubscribeToken = newToken()
    const origin = env.SITE_ORIGIN
    const confirmUrl = `${origin}${apiPaths.subscribersConfirm}?token=${confirmToken}`
    const unsubscribeUrl = `${origin}${apiPaths.subscribersUnsubscribe}?token=${unsubscribeToken}`
    const signup = { id: subscriber.id, mailbox: mailboxOf(subscriber.email) }
    const message = {
      template: 'subscribe-confirmation',
      recipient: subscriber.email,
      mailbox: signup.mailbox,
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
      dailyLimit: mailBudget(env).visitorMail,
    }
    let written: boolean
    try {
      const [, , inserted] = await storage(() =>
        enqueue(
          env,
          [
            countConfirmationOverCeiling(db, signup, buenosAiresDay(now), limits),
            setSubscriberTokens(db, signup, tokens, limits, now),
            insertConfirmation(db, message, now, tokens.confirmHash),
          ],
          [key],
          facts.waitUntil,
        ),
      )
      written = (inserted?.meta.changes ?? 0) > 0
    } catch (error) {
      // A concurrent copy of this request stored its confirmation first: that one goes out.
      if (facts.submissionId && isUniqueViolation(error)) return { ok: true }
      throw error
    }
    if (!written) log.info('confirmation not sent (courtesy limits)', { subscriber: subscriber.id })
    return { ok: true }
  })
