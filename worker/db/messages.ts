/** The outbox: one row per mail, written with its enquiry and retried by the cron. */

/** What every mail template returns (worker/mail/); the outbox stores it as-is. */
export interface Mail {
  subject: string
  html: string
  text: string
}

export type MessageStatus = 'queued' | 'sent' | 'failed' | 'not_sent'
export type MessageTemplate =
  | 'enquiry-owner'
  | 'enquiry-ack'
  | 'subscribe-confirmation'
  | 'subscriber-report'
  | 'enquiry-digest'
  /** Her Monday summary of visits, taps and enquiries (reports/weekReport.ts). */
  | 'week-report'
  /** A sign-in code for the editor (worker/editor/); useless after minutes, so never in a digest. */
  | 'editor-code'
  /** To an editor whose address had repeated wrong codes (worker/mail/editorAlert.tsx). */
  | 'editor-alert'
  /** Her preview of a journal mailing, with its confirm link (worker/journal/). */
  | 'journal-preview'
  /** A subscriber's copy of a journal entry: after every other mail, within a daily allowance. */
  | 'journal-entry'

/**
 * A file sent with a message, built when the message is delivered (so no copy of
 * the data waits in the outbox): the confirmed subscribers as of `until`, or every
 * enquiry a digest lists (by the digest's idempotency key).
 */
export type MessageAttachment = { filename: string } & (
  | { source: 'confirmed-subscribers'; until: number }
  | { source: 'digest-enquiries'; digestKey: string }
  | { source: 'site-counts'; until: number; weeks: number }
)

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
  first_attempt_at: number | null
  created_at: number
  updated_at: number
}

/**
 * Writes statements built here in db/ in one D1 batch, all or none: the messages with
 * whatever they belong to (an enquiry, a subscriber, a report's mark).
 */
export const writeTogether = (db: D1Database, statements: D1PreparedStatement[]) =>
  db.batch(statements)

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
  /** The recipient's mailbox (worker/mail/mailbox.ts), for the limits that compare it. */
  mailbox?: string
}

/** A message that belongs to no enquiry. */
export type UnlinkedMessage = Omit<NewMessage, 'enquiryReference'>

/**
 * A message's values, ?1 to ?15 of every insert below (insertMessageHead names their
 * columns; a guard's own parameters follow from ?16). ?13 is `now`: it is due now.
 */
const messageParams = (m: NewMessage, now: number) =>
  [
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
    m.mailbox ?? null,
  ] as const

/** Every insert below opens with this: the message's columns, filled from ?1…?15 (messageParams). */
const insertMessageHead = `INSERT INTO outgoing_messages
  (enquiry_id, subscriber_id, template, recipient, reply_to, subject, html, body_text,
   headers, status, last_error, idempotency_key, next_attempt_at, created_at, updated_at,
   attachments, mailbox)
  SELECT (SELECT id FROM enquiries WHERE reference = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8,
    ?9, ?10, ?11, ?12, ?13, ?13, ?13, ?14, ?15`

/**
 * The insert of a message. One of an enquiry (`enquiryReference`) is written only if the
 * same batch stored that enquiry (not when its ceiling stopped it).
 */
export function insertMessage(db: D1Database, m: NewMessage, now: number): D1PreparedStatement {
  return db
    .prepare(
      `${insertMessageHead}
       WHERE ?1 IS NULL OR EXISTS (SELECT 1 FROM enquiries WHERE reference = ?1)`,
    )
    .bind(...messageParams(m, now))
}

/**
 * The owner's enquiry mail: queued while today's enquiry mails to her (not counting
 * those held) are under `cap.limit`, else stored failed with `cap.heldReason`, for the
 * daily digest. Two statements, one of which writes: the second only when the first
 * did not (its key is unique). Each only if the batch stored the enquiry.
 */
export function insertOwnerEnquiry(
  db: D1Database,
  m: NewMessage & { enquiryReference: string },
  now: number,
  cap: { dayStart: number; limit: number; heldReason: string },
): D1PreparedStatement[] {
  const held: NewMessage = { ...m, status: 'failed', lastError: cap.heldReason }
  return [
    db
      .prepare(
        `${insertMessageHead}
         WHERE EXISTS (SELECT 1 FROM enquiries WHERE reference = ?1)
           AND (SELECT COUNT(*) FROM outgoing_messages WHERE template = 'enquiry-owner'
             AND created_at >= ?16 AND last_error IS NOT ?17) < ?18`,
      )
      .bind(...messageParams(m, now), cap.dayStart, cap.heldReason, cap.limit),
    db
      .prepare(
        `${insertMessageHead}
         WHERE EXISTS (SELECT 1 FROM enquiries WHERE reference = ?1)
           AND NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE idempotency_key = ?12)`,
      )
      .bind(...messageParams(held, now)),
  ]
}

/** The limits one acknowledgement must pass (worker/mail/courtesy.ts, dailyLimits.ts). */
export interface AckLimits {
  /** Start of today (Buenos Aires): one courtesy mail per mailbox since, and the site-wide ceiling for today. */
  dayStart: number
  dailyLimit: number
}

/**
 * The visitor's acknowledgement, written only if its enquiry was stored, its mailbox got
 * no courtesy mail (acknowledgement or confirmation) today that did not fail outright, and
 * today's courtesy mails are under the ceiling. One statement, so concurrent enquiries
 * from one mailbox cannot both pass.
 */
export function insertAcknowledgement(
  db: D1Database,
  m: NewMessage & { enquiryReference: string; mailbox: string },
  now: number,
  limits: AckLimits,
): D1PreparedStatement {
  return db
    .prepare(
      `${insertMessageHead}
       WHERE EXISTS (SELECT 1 FROM enquiries WHERE reference = ?1)
         AND NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE mailbox = ?15
           AND template IN ('enquiry-ack', 'subscribe-confirmation') AND status != 'failed'
           AND created_at >= ?16)
         AND (SELECT COUNT(*) FROM outgoing_messages
           WHERE template IN ('enquiry-ack', 'subscribe-confirmation') AND created_at >= ?16) < ?17`,
    )
    .bind(...messageParams(m, now), limits.dayStart, limits.dailyLimit)
}

/**
 * Counts an acknowledgement the ceiling stopped (one its mailbox's daily limit stops
 * anyway is not counted), if its enquiry was stored. Runs after the enquiry and before
 * insertAcknowledgement in its batch.
 */
export const countAckOverCeiling = (
  db: D1Database,
  ack: { mailbox: string; reference: string },
  day: string,
  limits: AckLimits,
): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO daily_counters (day, name, count) SELECT ?1, 'courtesy-skipped', 1
       WHERE NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE mailbox = ?2
           AND template IN ('enquiry-ack', 'subscribe-confirmation') AND status != 'failed'
           AND created_at >= ?3)
         AND (SELECT COUNT(*) FROM outgoing_messages
           WHERE template IN ('enquiry-ack', 'subscribe-confirmation') AND created_at >= ?3) >= ?4
         AND EXISTS (SELECT 1 FROM enquiries WHERE reference = ?5)
       ON CONFLICT (day, name) DO UPDATE SET count = count + 1`,
    )
    .bind(day, ack.mailbox, limits.dayStart, limits.dailyLimit, ack.reference)

/** The limits one confirmation mail must pass (worker/mail/courtesy.ts, dailyLimits.ts). */
export interface ConfirmationLimits {
  /** A confirmation to the same sign-up after this blocks a new one (unless it failed). */
  since: number
  /** Confirmation mails one sign-up may get in all. */
  perSignup: number
  /** Start of today (Buenos Aires): one courtesy mail per mailbox since, and the site-wide ceiling. */
  dayStart: number
  dailyLimit: number
}

/** A sign-up a confirmation is for: its row, and the mailbox its address is (mail/mailbox.ts). */
export interface ConfirmationFor {
  id: number
  mailbox: string
}

/**
 * Counts a confirmation the ceiling stopped: one its own limits (none since `since` that
 * did not fail, under `perSignup` in all) and its mailbox's (no courtesy mail today) would
 * have let through. Runs first in its batch; subscribers.ts `setSubscriberTokens` checks
 * the same limits.
 */
export const countConfirmationOverCeiling = (
  db: D1Database,
  signup: ConfirmationFor,
  day: string,
  limits: ConfirmationLimits,
): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO daily_counters (day, name, count) SELECT ?1, 'courtesy-skipped', 1
       WHERE NOT EXISTS (SELECT 1 FROM outgoing_messages
           WHERE subscriber_id = ?2 AND template = 'subscribe-confirmation' AND status != 'failed'
             AND created_at > ?3)
         AND (SELECT COUNT(*) FROM outgoing_messages
           WHERE subscriber_id = ?2 AND template = 'subscribe-confirmation') < ?4
         AND NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE mailbox = ?7
           AND template IN ('enquiry-ack', 'subscribe-confirmation') AND status != 'failed'
           AND created_at >= ?5)
         AND (SELECT COUNT(*) FROM outgoing_messages
           WHERE template IN ('enquiry-ack', 'subscribe-confirmation') AND created_at >= ?5) >= ?6
       ON CONFLICT (day, name) DO UPDATE SET count = count + 1`,
    )
    .bind(
      day,
      signup.id,
      limits.since,
      limits.perSignup,
      limits.dayStart,
      limits.dailyLimit,
      signup.mailbox,
    )

/** A confirmation mail, written only when its subscriber holds the confirm token it mails. */
export function insertConfirmation(
  db: D1Database,
  m: UnlinkedMessage & { subscriberId: number; mailbox: string },
  now: number,
  confirmHash: string,
): D1PreparedStatement {
  return db
    .prepare(
      `${insertMessageHead}
       WHERE EXISTS (SELECT 1 FROM subscribers WHERE id = ?2 AND confirm_token_hash = ?16)`,
    )
    .bind(...messageParams(m, now), confirmHash)
}

/**
 * A warning to an editor whose address had repeated wrong codes, unless one went to her
 * mailbox's address (any capitalisation) in the last `every` ms: checked in the insert
 * itself, so racing refusals cannot both mail.
 */
export function insertEditorAlert(
  db: D1Database,
  m: UnlinkedMessage & { template: 'editor-alert' },
  now: number,
  every: number,
): D1PreparedStatement {
  return db
    .prepare(
      `${insertMessageHead}
       WHERE NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE recipient = ?4 COLLATE NOCASE
         AND template = ?3 AND created_at > ?13 - ?16)`,
    )
    .bind(...messageParams(m, now), every)
}

/** Her preview of a journal mailing, written only if the mailing now holds the link it mails. */
export function insertMailingPreview(
  db: D1Database,
  m: UnlinkedMessage,
  now: number,
  linkHash: string,
): D1PreparedStatement {
  return db
    .prepare(
      `${insertMessageHead}
       WHERE EXISTS (SELECT 1 FROM journal_mailings WHERE token_hash = ?16)`,
    )
    .bind(...messageParams(m, now), linkHash)
}

/**
 * A subscriber's copy of a journal entry, written only if no message has its key yet and
 * the subscriber is still confirmed (journalMailings.ts writes its unsubscribe token alike).
 */
export function insertJournalCopy(
  db: D1Database,
  m: UnlinkedMessage & { subscriberId: number },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `${insertMessageHead}
       WHERE NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE idempotency_key = ?12)
         AND EXISTS (SELECT 1 FROM subscribers WHERE id = ?2 AND status = 'confirmed')`,
    )
    .bind(...messageParams(m, now))
}

/** Due queued messages, oldest first; journal copies apart (dueJournalCopies). */
export async function dueMessageIds(db: D1Database, now: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM outgoing_messages WHERE status = 'queued' AND next_attempt_at <= ?
         AND template != 'journal-entry'
       ORDER BY next_attempt_at, id LIMIT ?`,
    )
    .bind(now, limit)
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

/**
 * Due journal copies, oldest first, at most `limit` and no more than what is left of
 * `allowance` copies first tried since `since` (a copy retried today counts once).
 */
export async function dueJournalCopies(
  db: D1Database,
  now: number,
  limit: number,
  since: number,
  allowance: number,
): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM outgoing_messages WHERE status = 'queued' AND next_attempt_at <= ?1
         AND template = 'journal-entry'
       ORDER BY (first_attempt_at IS NULL), next_attempt_at, id
       LIMIT MAX(0, MIN(?2, ?4 - (SELECT COUNT(*) FROM outgoing_messages
         WHERE template = 'journal-entry' AND first_attempt_at >= ?3 AND attempts > 0)))`,
    )
    .bind(now, limit, since, allowance)
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

/**
 * After a send succeeded: queued messages waiting out the backoff of an earlier failure
 * become due now, so the next run takes them rather than their far-off time. Not those
 * whose last answer was a 429 (`last_error` starts with the status): its wait is pacing,
 * or a quota's Retry-After. Only waits ending after `after`, which the caller puts past
 * any lease, so no claimed message is freed mid-attempt. Writes no row when none failed.
 */
export async function bringForward(db: D1Database, now: number, after: number): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE outgoing_messages SET next_attempt_at = ?1, updated_at = ?1
       WHERE status = 'queued' AND next_attempt_at > ?2 AND attempts > 0
         AND IFNULL(last_error, '') NOT LIKE '429 %'`,
    )
    .bind(now, after)
    .run()
  return result.meta.changes
}

export async function messageIdsByKeys(db: D1Database, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return []
  const { results } = await db
    .prepare(
      `SELECT id FROM outgoing_messages
       WHERE idempotency_key IN (SELECT value FROM json_each(?1)) ORDER BY id`,
    )
    .bind(JSON.stringify(keys))
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

/**
 * Mail recorded without sending (no RESEND_API_KEY then) goes out once a key is
 * set: back in the queue, due now.
 */
export async function requeueNotSent(db: D1Database, now: number): Promise<number> {
  const [, requeued] = await db.batch([
    // A confirmation whose link can no longer work (expired, or the sign-up is gone or
    // confirmed) is dropped, its body with it, rather than sent late.
    db
      .prepare(
        `UPDATE outgoing_messages SET status = 'failed', last_error = ?2, html = NULL,
           body_text = NULL, headers = NULL, updated_at = ?1
         WHERE status = 'not_sent' AND template = 'subscribe-confirmation'
           AND NOT EXISTS (SELECT 1 FROM subscribers s WHERE s.id = subscriber_id
             AND s.status = 'pending' AND s.confirm_expires_at > ?1)`,
      )
      .bind(now, staleConfirmation),
    db
      .prepare(
        `UPDATE outgoing_messages SET status = 'queued', next_attempt_at = ?1, updated_at = ?1
         WHERE status = 'not_sent'`,
      )
      .bind(now),
  ])
  return requeued?.meta.changes ?? 0
}

/** Why a confirmation recorded without a key was never sent. */
export const staleConfirmation =
  'El enlace de confirmación venció antes de que la web pudiera enviar el mail'

/**
 * Takes a due message for one attempt. The lease (next_attempt_at moved ahead)
 * keeps the cron and the after-response delivery from sending it at the same time;
 * if the Worker dies mid-attempt, the message is due again when the lease ends.
 * A journal copy is not taken while another mail waits out a 429: the copies would
 * spend the rate limit that mail is waiting for (they go on once it is sent).
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
       WHERE id = ?3 AND status = 'queued' AND next_attempt_at <= ?2
         AND (template != 'journal-entry' OR NOT EXISTS (SELECT 1 FROM outgoing_messages w
           WHERE w.status = 'queued' AND w.template != 'journal-entry'
             AND w.last_error LIKE '429 %'))
       RETURNING *`,
    )
    .bind(now + leaseMs, now, id)
    .first<OutgoingMessage>()
}

export type AttemptOutcome =
  | { status: 'sent'; providerId: string | null }
  | { status: 'queued'; error: string; nextAttemptAt: number }
  | { status: 'failed'; error: string }
  | { status: 'not_sent' }

/**
 * Records an attempt on a message claimed with lease `leaseUntil`: every update
 * holds only while the message is still queued under that lease, so a runner whose
 * lease ran out cannot overwrite what another one recorded. Sent or failed, the
 * body, headers and attachments go (they may hold links with live tokens; what the
 * owner needs stays in the enquiry), and a sign-in code's subject (it carries the code,
 * so a phone's preview shows it). A sent digest marks what it listed.
 */
export async function recordAttempt(
  db: D1Database,
  id: number,
  leaseUntil: number,
  outcome: AttemptOutcome,
  now: number,
): Promise<boolean> {
  switch (outcome.status) {
    case 'sent': {
      const [updated] = await db.batch([
        db
          .prepare(
            `UPDATE outgoing_messages SET status = 'sent', attempts = attempts + 1,
               provider_id = ?4, last_error = NULL, updated_at = ?3,
               first_attempt_at = COALESCE(first_attempt_at, ?3),
               html = NULL, body_text = NULL, headers = NULL, attachments = NULL,
               subject = CASE WHEN template = 'editor-code' THEN '' ELSE subject END
             WHERE id = ?1 AND status = 'queued' AND next_attempt_at = ?2`,
          )
          .bind(id, leaseUntil, now, outcome.providerId),
        db
          .prepare(
            `UPDATE outgoing_messages SET digested_at = ?2 WHERE digest_id = ?1 AND digested_at IS NULL
               AND EXISTS (SELECT 1 FROM outgoing_messages WHERE id = ?1 AND status = 'sent')`,
          )
          .bind(id, now),
        db
          .prepare(
            `UPDATE daily_counters SET digested_at = ?2 WHERE digest_id = ?1 AND digested_at IS NULL
               AND EXISTS (SELECT 1 FROM outgoing_messages WHERE id = ?1 AND status = 'sent')`,
          )
          .bind(id, now),
      ])
      return (updated?.meta.changes ?? 0) > 0
    }
    case 'queued': {
      const result = await db
        .prepare(
          `UPDATE outgoing_messages SET attempts = attempts + 1, last_error = ?4,
             next_attempt_at = ?5, updated_at = ?3, first_attempt_at = COALESCE(first_attempt_at, ?3)
           WHERE id = ?1 AND status = 'queued' AND next_attempt_at = ?2`,
        )
        .bind(id, leaseUntil, now, outcome.error, outcome.nextAttemptAt)
        .run()
      return result.meta.changes > 0
    }
    case 'failed': {
      const result = await db
        .prepare(
          `UPDATE outgoing_messages SET status = 'failed', attempts = attempts + 1,
             last_error = ?4, updated_at = ?3, first_attempt_at = COALESCE(first_attempt_at, ?3),
             html = NULL, body_text = NULL, headers = NULL, attachments = NULL,
             subject = CASE WHEN template = 'editor-code' THEN '' ELSE subject END
           WHERE id = ?1 AND status = 'queued' AND next_attempt_at = ?2`,
        )
        .bind(id, leaseUntil, now, outcome.error)
        .run()
      return result.meta.changes > 0
    }
    case 'not_sent': {
      const result = await db
        .prepare(
          `UPDATE outgoing_messages SET status = 'not_sent', next_attempt_at = ?3, updated_at = ?3
           WHERE id = ?1 AND status = 'queued' AND next_attempt_at = ?2`,
        )
        .bind(id, leaseUntil, now)
        .run()
      return result.meta.changes > 0
    }
  }
}

/** The outbox at a glance, for the health check: counts and an age, nothing personal. */
export async function outboxHealth(db: D1Database, now: number) {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM outgoing_messages WHERE status = 'queued') AS queued,
         (SELECT COUNT(*) FROM outgoing_messages WHERE status = 'failed' AND updated_at > ?1) AS failed,
         (SELECT MIN(created_at) FROM outgoing_messages WHERE status = 'queued') AS oldest`,
    )
    .bind(now - 24 * 60 * 60 * 1000)
    .first<{ queued: number; failed: number; oldest: number | null }>()
  if (!row) throw new Error('health query returned no row')
  return { queued: row.queued, failedLast24h: row.failed, oldestQueuedAt: row.oldest }
}
