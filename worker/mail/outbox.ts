/**
 * Delivery of stored messages through Resend. Used right after an enquiry is
 * stored (in waitUntil) and by the cron for everything still queued. Every attempt
 * sends the message's own Idempotency-Key, so a retry never sends twice.
 */
import { Resend } from 'resend'
import {
  claimMessage,
  dueMessageIds,
  recordAttempt,
  type AttemptOutcome,
  type MessageAttachment,
  type OutgoingMessage,
} from '../db/messages'
import { errorName, maskEmail } from '../privacy'

export const delivery = {
  /** A hung call is aborted after this and retried later. */
  timeoutMs: 10_000,
  /** Resend allows 5 requests per second: stay under it. */
  minIntervalMs: 250,
  /** Longer than one attempt can take, so two runners never hold the same message. */
  leaseMs: 60_000,
  maxAttempts: 8,
  baseBackoffMs: 60_000,
  maxBackoffMs: 6 * 60 * 60 * 1000,
  /** Messages one cron run takes on. */
  batchSize: 50,
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

/** Exponential backoff with jitter, at least what a 429's Retry-After asks. */
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
  return Math.max(jittered, (retryAfterSeconds ?? 0) * 1000)
}

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
    console.log('mail not sent (no RESEND_API_KEY)', m.template, maskEmail(m.recipient), m.subject)
    return { status: 'not_sent' }
  }
  const resend = new Resend(env.RESEND_API_KEY, { baseUrl: env.RESEND_BASE_URL || undefined })
  const headers = m.headers ? (JSON.parse(m.headers) as Record<string, string>) : undefined
  // Written by insertMessage from a MessageAttachment[]; content is already base64.
  const attachments = m.attachments ? (JSON.parse(m.attachments) as MessageAttachment[]) : undefined
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
  if (reply.sent) {
    return {
      status: 'sent',
      providerId: reply.id,
      clearBody: m.template === 'subscribe-confirmation',
    }
  }
  const error = reply.error
  const description =
    `${error.statusCode ?? 'network'} ${error.name ?? 'error'}: ${error.message ?? ''}`.slice(
      0,
      500,
    )
  const attempts = m.attempts + 1
  if (isRetryable(error) && attempts < delivery.maxAttempts) {
    return {
      status: 'queued',
      error: description,
      nextAttemptAt: now + backoffMs(attempts, retryAfter(result.headers, now)),
    }
  }
  return { status: 'failed', error: description }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Tries each message once (if still due), paced under Resend's rate limit. */
export async function deliver(env: Env, ids: readonly number[], now = Date.now()): Promise<void> {
  let last = 0
  for (const id of ids) {
    try {
      const m = await claimMessage(env.DB, id, now, delivery.leaseMs)
      if (!m) continue
      if (env.RESEND_API_KEY) {
        const wait = last + delivery.minIntervalMs - Date.now()
        if (wait > 0) await sleep(wait)
        last = Date.now()
      }
      const outcome = await attempt(env, m, now)
      await recordAttempt(env.DB, id, outcome, Date.now())
      if (outcome.status !== 'sent' && outcome.status !== 'not_sent') {
        console.warn('mail attempt', id, m.template, outcome.status)
      }
    } catch (error) {
      // Storage trouble: the message stays queued and its lease expires, so the cron retries it.
      console.error('mail delivery', id, errorName(error))
    }
  }
}

/** The cron's job: everything queued and due. */
export async function deliverDue(env: Env, now: number): Promise<void> {
  const ids = await dueMessageIds(env.DB, now, delivery.batchSize)
  await deliver(env, ids, now)
}
