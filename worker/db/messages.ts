/** The outbox: one row per mail, written with its enquiry and retried by the cron. */
import type { Mail } from '../mail/types'

export type MessageStatus = 'queued' | 'sent' | 'failed' | 'not_sent'
export type MessageTemplate =
  | 'enquiry-owner'
  | 'enquiry-ack'
  | 'subscribe-confirmation'
  | 'subscriber-report'
  | 'enquiry-digest'

/** A file sent with a message; content is base64 (workerd has no Buffer). */
export interface MessageAttachment {
  filename: string
  content: string
  /** Else Resend derives it from the file name. */
  contentType?: string
}

export interface OutgoingMessage {
  id: number
  enquiry_id: number | null
  subscriber_id: number | null
  template: MessageTemplate
  recipient: string
  reply_to: string | null
  subject: string
  html: string | null
  body_text: string | null
  headers: string | null
  /** JSON MessageAttachment[], or null. */
  attachments: string | null
  status: MessageStatus
  attempts: number
  last_error: string | null
  provider_id: string | null
  idempotency_key: string
  next_attempt_at: number
  created_at: number
  updated_at: number
}

export interface NewMessage {
  template: MessageTemplate
  recipient: string
  replyTo?: string
  mail: Mail
  headers?: Record<string, string>
  attachments?: MessageAttachment[]
  idempotencyKey: string
  /** Links the message to the enquiry written in the same batch. */
  enquiryReference?: string
  subscriberId?: number
  /** 'failed' only when it can never be sent (no owner address configured). */
  status?: 'queued' | 'failed'
  lastError?: string
}

/**
 * The insert of a message. With `onlyIfConfirmHash`, a subscribe confirmation is
 * only written when its subscriber holds exactly the confirm token it mails
 * (setSubscriberTokens in the same batch may have declined: one confirmation per
 * day); whether it was written is the statement's `meta.changes`.
 */
export function insertMessage(
  db: D1Database,
  m: NewMessage,
  now: number,
  options: { onlyIfConfirmHash?: string } = {},
): D1PreparedStatement {
  const guard = options.onlyIfConfirmHash
    ? 'WHERE EXISTS (SELECT 1 FROM subscribers WHERE id = ?2 AND confirm_token_hash = ?15)'
    : ''
  return db
    .prepare(
      `INSERT INTO outgoing_messages
        (enquiry_id, subscriber_id, template, recipient, reply_to, subject, html, body_text, headers,
         status, last_error, idempotency_key, next_attempt_at, created_at, updated_at, attachments)
       SELECT (SELECT id FROM enquiries WHERE reference = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
         ?10, ?11, ?12, ?13, ?13, ?13, ?14 ${guard}`,
    )
    .bind(
      m.enquiryReference ?? null,
      m.subscriberId ?? null,
      m.template,
      m.recipient,
      m.replyTo ?? null,
      m.mail.subject,
      m.mail.html,
      m.mail.text,
      m.headers ? JSON.stringify(m.headers) : null,
      m.status ?? 'queued',
      m.lastError ?? null,
      m.idempotencyKey,
      now,
      m.attachments ? JSON.stringify(m.attachments) : null,
      // D1 refuses a binding the statement does not use.
      ...(options.onlyIfConfirmHash ? [options.onlyIfConfirmHash] : []),
    )
}

/** Due queued messages, oldest first. */
export async function dueMessageIds(db: D1Database, now: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM outgoing_messages WHERE status = 'queued' AND next_attempt_at <= ?
       ORDER BY next_attempt_at, id LIMIT ?`,
    )
    .bind(now, limit)
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

export async function messageIdsByKeys(db: D1Database, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return []
  const { results } = await db
    .prepare(
      `SELECT id FROM outgoing_messages WHERE idempotency_key IN (${keys.map(() => '?').join(',')}) ORDER BY id`,
    )
    .bind(...keys)
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

/**
 * Takes a due message for one attempt. The lease (next_attempt_at moved ahead)
 * keeps the cron and the after-response delivery from sending it at the same time;
 * if the Worker dies mid-attempt, the message is due again when the lease ends.
 */
export async function claimMessage(
  db: D1Database,
  id: number,
  now: number,
  leaseMs: number,
): Promise<OutgoingMessage | null> {
  return db
    .prepare(
      `UPDATE outgoing_messages SET next_attempt_at = ?1, updated_at = ?2
       WHERE id = ?3 AND status = 'queued' AND next_attempt_at <= ?2 RETURNING *`,
    )
    .bind(now + leaseMs, now, id)
    .first<OutgoingMessage>()
}

export type AttemptOutcome =
  | { status: 'sent'; providerId: string | null; clearBody: boolean }
  | { status: 'queued'; error: string; nextAttemptAt: number }
  | { status: 'failed'; error: string }
  | { status: 'not_sent' }

export async function recordAttempt(
  db: D1Database,
  id: number,
  outcome: AttemptOutcome,
  now: number,
): Promise<void> {
  switch (outcome.status) {
    case 'sent':
      // The confirmation mail's body holds live tokens: once delivered, drop it. An
      // attachment (the weekly CSV) is a copy of data kept elsewhere: dropped too.
      await db
        .prepare(
          `UPDATE outgoing_messages SET status = 'sent', attempts = attempts + 1, provider_id = ?1,
             last_error = NULL, updated_at = ?2,
             html = CASE WHEN ?3 THEN NULL ELSE html END,
             body_text = CASE WHEN ?3 THEN NULL ELSE body_text END, attachments = NULL
           WHERE id = ?4`,
        )
        .bind(outcome.providerId, now, outcome.clearBody ? 1 : 0, id)
        .run()
      return
    case 'queued':
      await db
        .prepare(
          `UPDATE outgoing_messages SET attempts = attempts + 1, last_error = ?1, next_attempt_at = ?2,
             updated_at = ?3 WHERE id = ?4`,
        )
        .bind(outcome.error, outcome.nextAttemptAt, now, id)
        .run()
      return
    case 'failed':
      await db
        .prepare(
          `UPDATE outgoing_messages SET status = 'failed', attempts = attempts + 1, last_error = ?1,
             updated_at = ?2 WHERE id = ?3`,
        )
        .bind(outcome.error, now, id)
        .run()
      return
    case 'not_sent':
      await db
        .prepare(`UPDATE outgoing_messages SET status = 'not_sent', updated_at = ?1 WHERE id = ?2`)
        .bind(now, id)
        .run()
      return
  }
}
