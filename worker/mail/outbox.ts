/**
 * The outbox: messages are written to D1 with what they belong to (enqueue), then
 * delivered through Resend right away (in waitUntil, or awaited by the cron's
 * reports) and by the cron for everything still queued. Every attempt sends the
 * message's own Idempotency-Key, so a retry never sends twice; retries last while
 * Resend still remembers that key. Each send also keeps to the day's mail budget
 * (dailyLimits.ts), counted over the last 24 hours whatever day Resend counts by.
 */
import { Resend } from 'resend'
import {
  bringForward,
  claimMessage,
  dueJournalCopies,
  dueMessageIds,
  messageIdsByKeys,
  recordAttempt,
  requeueNotSent,
  type AttemptOutcome,
  type MessageAttachment,
  type OutgoingMessage,
  writeTogether,
} from '../db/messages'
import { errorName } from '../redact'
import { attachmentFiles } from './attachments'
import { log } from '../log'
import { mailSentSince, type MailSent } from '../db/counters'
import { dayMs } from '../../shared/format/time'
import {
  heldForDigest,
  lineTemplates,
  mailBudget,
  ownerTemplate,
  pastTheLine,
  type MailBudget,
  journalDayStart,
} from './dailyLimits'

export const delivery = {
  /** A hung call is aborted after this and retried later. */
  timeoutMs: 10_000,
  /** Resend allows a team 5 requests a second unless raised (RESEND_RATE overrides). */
  resendRate: 5,
  /** Calls are spaced this much wider than the rate, so jitter does not cross it. */
  paceMargin: 1.1,
  /** Longer than one attempt can take, so two runners never hold the same message. */
  leaseMs: 60_000,
  /**
   * Retries end this long after the first attempt: Resend keeps an Idempotency-Key
   * for 24 hours, and a retry after that could send twice. Then the message is
   * failed and listed in the owner's next daily digest.
   */
  retryWindowMs: 23 * 60 * 60 * 1000,
  baseBackoffMs: 60_000,
  /**
   * The cron's period: a failed message waits one or two runs at most, so a short outage
   * costs minutes. Giving up is the window above, not a count of attempts, so the cap
   * only adds tries (about 12 an hour), never skips a message sooner.
   */
  maxBackoffMs: 5 * 60 * 1000,
  /** Messages the cron claims at a time; it takes batch after batch while its budget lasts. */
  batchSize: 50,
  /** A run claims nothing new after this (a hung Resend costs 10 s a message). */
  runBudgetMs: 60_000,
} as const

interface ResendError {
  name?: string
  message?: string
  statusCode?: number | null
}

/** Retry later (rate limit, outage, network, timeout) or give up (a request Resend refuses). */
export function isRetryable(error: ResendError): boolean {
  const status = typeof error.statusCode === 'number' ? error.statusCode : null
  if (status === null) return true
  if (status === 429 || status >= 500) return true
  return status === 409 && error.name === 'concurrent_idempotent_requests'
}

/** Requests a second to Resend: RESEND_RATE when it is a positive number, else Resend's default. */
export function resendRate(setting: string | undefined): number {
  const configured = Number(setting?.trim() || Number.NaN)
  return Number.isFinite(configured) && configured > 0 ? configured : delivery.resendRate
}

/** Exponential backoff, capped, with equal jitter (half to all of it); at least a 429's Retry-After. */
export function backoffMs(
  attempts: number,
  retryAfterSeconds: number | null,
  random = Math.random,
): number {
  const exponential = Math.min(
    delivery.baseBackoffMs * 2 ** Math.max(0, attempts - 1),
    delivery.maxBackoffMs,
  )
  const jittered = exponential / 2 + random() * (exponential / 2)
  // Whole milliseconds: next_attempt_at is an INTEGER column, compared with Date.now().
  return Math.round(Math.max(jittered, (retryAfterSeconds ?? 0) * 1000))
}

/**
 * A 429 for going too fast (not a quota) is pacing, not a failure: it waits what its Retry-After
 * asks, jittered up to twice that (within the cap unless it asks more), whatever failed before.
 */
export function rateLimitWaitMs(retryAfterSeconds: number, random = Math.random): number {
  const asked = retryAfterSeconds * 1000
  return Math.round(Math.min(asked * (1 + random()), Math.max(asked, delivery.maxBackoffMs)))
}

/** Resend's 429 for more than its requests a second; its quotas' 429s have other names. */
const isRateLimit = (error: ResendError) =>
  error.statusCode === 429 && error.name === 'rate_limit_exceeded'

/** Retry-After in seconds: either form HTTP allows (delta seconds or an HTTP date). */
export function retryAfter(headers: Record<string, string> | null, now: number): number | null {
  const raw = headers?.['retry-after']?.trim()
  if (!raw) return null
  const seconds = /^\d+$/.test(raw) ? Number(raw) : (Date.parse(raw) - now) / 1000
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

/**
 * What the SDK made of Resend's reply, checked: a proxy page, an empty body or a
 * JSON `null` must not pass for "sent" (the SDK returns no error for a 5xx whose
 * body is `null`). A 2xx without an id is treated as unknown and retried; the
 * Idempotency-Key makes the retry safe if it was in fact sent.
 */
function checkedReply(result: {
  data: unknown
  error: unknown
}): { sent: true; id: string } | { sent: false; error: ResendError } {
  const error = result.error
  if (error !== null && error !== undefined) {
    if (typeof error === 'object') return { sent: false, error: error as ResendError }
    return {
      sent: false,
      error: { name: 'malformed_reply', statusCode: null, message: String(error).slice(0, 200) },
    }
  }
  const id =
    typeof result.data === 'object' && result.data !== null && 'id' in result.data
      ? result.data.id
      : null
  if (typeof id === 'string' && id.length > 0) return { sent: true, id }
  return {
    sent: false,
    error: { name: 'malformed_reply', statusCode: null, message: 'reply without an email id' },
  }
}

async function attempt(env: Env, m: OutgoingMessage, now: number): Promise<AttemptOutcome> {
  if (!env.RESEND_API_KEY) {
    // Local development: nothing leaves the machine; `npm run mail:log` shows these.
    log.info('mail recorded, not sent (no RESEND_API_KEY)', { id: m.id, template: m.template })
    return { status: 'not_sent' }
  }
  const resend = new Resend(env.RESEND_API_KEY, { baseUrl: env.RESEND_BASE_URL || undefined })
  const headers = m.headers ? (JSON.parse(m.headers) as Record<string, string>) : undefined
  const attachments = m.attachments
    ? await attachmentFiles(env, JSON.parse(m.attachments) as MessageAttachment[])
    : undefined
  let result: Awaited<ReturnType<typeof resend.emails.send>>
  try {
    result = await resend.emails.send(
      {
        from: env.MAIL_FROM,
        to: [m.recipient],
        ...(m.reply_to ? { replyTo: m.reply_to } : {}),
        subject: m.subject,
        html: m.html ?? '',
        text: m.body_text ?? '',
        ...(headers ? { headers } : {}),
        ...(attachments ? { attachments } : {}),
      },
      { idempotencyKey: m.idempotency_key, signal: AbortSignal.timeout(delivery.timeoutMs) },
    )
  } catch (error) {
    // The SDK reports errors in `error`; a throw here is an abort or a bug: retry.
    result = {
      data: null,
      error: { name: 'application_error', statusCode: null, message: errorName(error) },
      headers: null,
    }
  }
  const reply = checkedReply(result)
  if (reply.sent) return { status: 'sent', providerId: reply.id }
  const error = reply.error
  // Status first: bringForward tells a 429's wait from a failure's by it.
  const description =
    `${error.statusCode ?? 'network'} ${error.name ?? 'error'}: ${error.message ?? ''}`.slice(
      0,
      500,
    )
  const windowEnds = (m.first_attempt_at ?? now) + delivery.retryWindowMs
  if (isRetryable(error) && now < windowEnds) {
    const asked = retryAfter(result.headers, now)
    const next =
      now +
      (isRateLimit(error) && asked !== null
        ? rateLimitWaitMs(asked)
        : backoffMs(m.attempts + 1, asked))
    // The last try comes as the window closes, not after it.
    return { status: 'queued', error: description, nextAttemptAt: Math.min(next, windowEnds) }
  }
  return { status: 'failed', error: description }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const stopsAtLine = (template: string) => (lineTemplates as readonly string[]).includes(template)

/** What Resend accepted in the last 24 hours: all mail, and the line's (courtesy, journal). */
const sentToday = (env: Env, now: number): Promise<MailSent> =>
  mailSentSince(env.DB, now - dayMs, lineTemplates)

/**
 * Why a message must not go now, by the budget: a courtesy mail past the line (it fails,
 * and her digest lists it), an enquiry mail to her once all mail leaves only her own room
 * (held for the digest; a quota below her reserve still lets her cap's worth through).
 * Null for everything else: her own mails always go.
 */
function overBudget(template: string, budget: MailBudget, sent: MailSent): string | null {
  if (template === ownerTemplate)
    return sent.all >= Math.max(budget.quota - budget.own, budget.ownerMail) ? heldForDigest : null
  if (template !== 'journal-entry' && stopsAtLine(template) && sent.of >= budget.line)
    return pastTheLine
  return null
}

/**
 * Tries each message once (if still due), paced under Resend's rate limit. Claims
 * use the time of the claim; a run claims nothing new once its budget is spent
 * (the rest is due for the next run). A run in which Resend accepted a message
 * brings forward those waiting on an earlier failure: Resend is back, so they go
 * in the cron's next batch instead of minutes later. Returns how many it tried.
 */
export async function deliver(
  env: Env,
  ids: readonly number[],
  stopAt = Date.now() + delivery.runBudgetMs,
): Promise<number> {
  const intervalMs = (1000 / resendRate(env.RESEND_RATE)) * delivery.paceMargin
  let last = 0
  let accepted = false
  let tried = 0
  const budget = mailBudget(env)
  // Read once a run, when the first message the budget limits comes, then kept up to date.
  let sent: MailSent | null = null
  for (const id of ids) {
    if (Date.now() > stopAt) break
    try {
      const m = await claimMessage(env.DB, id, Date.now(), delivery.leaseMs)
      if (!m) continue
      tried += 1
      if (m.template === ownerTemplate || stopsAtLine(m.template)) {
        sent ??= await sentToday(env, Date.now())
        const over = overBudget(m.template, budget, sent)
        if (over) {
          await recordAttempt(
            env.DB,
            id,
            m.next_attempt_at,
            { status: 'failed', error: over },
            Date.now(),
          )
          log.warn('mail held by the daily budget', { id, template: m.template })
          continue
        }
      }
      if (env.RESEND_API_KEY) {
        const wait = last + intervalMs - Date.now()
        if (wait > 0) await sleep(wait)
        last = Date.now()
      }
      const outcome = await attempt(env, m, Date.now())
      await recordAttempt(env.DB, id, m.next_attempt_at, outcome, Date.now())
      if (outcome.status === 'sent') {
        accepted = true
        if (sent) sent = { all: sent.all + 1, of: sent.of + (stopsAtLine(m.template) ? 1 : 0) }
      }
      if (outcome.status !== 'sent' && outcome.status !== 'not_sent') {
        // Status and error name only: Resend's message may quote an address.
        const reason = outcome.error.slice(0, outcome.error.indexOf(':'))
        log.warn('mail attempt', { id, template: m.template, status: outcome.status, reason })
      }
    } catch (error) {
      // Storage trouble: the message stays queued and its lease expires, so the cron retries it.
      log.error('mail delivery', { id, error: errorName(error) })
    }
  }
  if (!accepted) return tried
  try {
    // A lease ends at most leaseMs after its claim; twice that allows for Workers' clocks
    // differing. A wait shorter than that ends by the next run or the one after anyway.
    const now = Date.now()
    await bringForward(env.DB, now, now + 2 * delivery.leaseMs)
  } catch (error) {
    // The waiting messages keep their own times.
    log.error('mail bring forward', { error: errorName(error) })
  }
  return tried
}

/**
 * Writes `statements` in one D1 batch (the messages with whatever they belong
 * to), then delivers the messages whose keys are `keys`: awaited, or handed to
 * `later` (waitUntil) so a visitor's answer does not wait for Resend. A delivery
 * that fails only leaves the messages queued for the cron.
 */
export async function enqueue(
  env: Env,
  statements: D1PreparedStatement[],
  keys: readonly string[],
  later?: (work: Promise<unknown>) => void,
): Promise<D1Result[]> {
  const results = await writeTogether(env.DB, statements)
  const delivery = messageIdsByKeys(env.DB, keys)
    .then((ids) => deliver(env, ids))
    .catch((error: unknown) => log.error('deliver after enqueue', { error: errorName(error) }))
  if (later) later(delivery)
  else await delivery
  return results
}

/**
 * The cron's job: mail recorded without a key goes once there is one, then everything
 * due, a batch at a time while the run has time: a backlog after an outage (and what
 * a success brought forward) goes in this run, not a batch per run five minutes apart.
 * Journal copies go last, in each batch's room left and within the day's allowance, so
 * an enquiry's mail never waits behind a newsletter.
 */
export async function deliverDue(env: Env): Promise<void> {
  if (env.RESEND_API_KEY) await requeueNotSent(env.DB, Date.now())
  const budget = mailBudget(env)
  let stopAt: number | undefined
  for (;;) {
    const now = Date.now()
    const first = await dueMessageIds(env.DB, now, delivery.batchSize)
    // Copies take the batch's room left, and no more of the line than the last 24 hours left.
    const room = Math.min(
      delivery.batchSize - first.length,
      budget.line - (await sentToday(env, now)).of,
    )
    const copies =
      room > 0
        ? await dueJournalCopies(env.DB, now, room, journalDayStart(now), budget.journalMail)
        : []
    const ids = [...first, ...copies]
    if (ids.length === 0) return
    stopAt ??= Date.now() + delivery.runBudgetMs
    // Nothing this run could claim (another runner holds it), or out of time: done.
    if ((await deliver(env, ids, stopAt)) === 0 || Date.now() > stopAt) return
  }
}
