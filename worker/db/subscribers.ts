/** Subscribers: double opt-in, tokens stored as SHA-256 hashes only. */
import { emailHash } from '../redact'
import type { ConfirmationFor, ConfirmationLimits } from './messages'

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface Subscriber {
  id: number
  name: string
  email: string
  status: SubscriberStatus
  confirm_token_hash: string | null
  confirm_expires_at: number | null
  unsubscribe_token_hash: string | null
  created_at: number
  updated_at: number
  confirmed_at: number | null
  unsubscribed_at: number | null
}

/**
 * Adds an address (case-insensitive) as pending. A confirmed subscriber stays as
 * it is, name included (anyone can type anyone's address). A pending one takes the
 * new name and keeps its links: at most one confirmation mail goes out a day, so
 * the link in the last one must keep working. An address that left less than
 * `resubscribeAfterMs` ago is not added again, nor anything once the pending sign-ups
 * created since `ceiling.dayStart` reached `ceiling.limit` (one statement, so concurrent
 * sign-ups cannot all pass a count taken before). True when a row was written or updated;
 * the visitor is answered the same whether the address was new, pending or confirmed.
 */
export async function upsertSubscriber(
  db: D1Database,
  s: { name: string; email: string; emailHash: string },
  now: number,
  resubscribeAfterMs: number,
  ceiling: { dayStart: number; limit: number },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO subscribers (name, email, status, created_at, updated_at)
       SELECT ?1, ?2, 'pending', ?3, ?3
       WHERE NOT EXISTS (SELECT 1 FROM suppressions WHERE email_hash = ?4 AND unsubscribed_at > ?5)
         AND (SELECT COUNT(*) FROM subscribers WHERE status = 'pending' AND created_at >= ?6) < ?7
       ON CONFLICT (email) DO UPDATE SET
         name = CASE WHEN status = 'confirmed' THEN name ELSE excluded.name END,
         updated_at = CASE WHEN status = 'confirmed' THEN updated_at ELSE ?3 END,
         status = CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'pending' END`,
    )
    .bind(
      s.name,
      s.email,
      now,
      s.emailHash,
      now - resubscribeAfterMs,
      ceiling.dayStart,
      ceiling.limit,
    )
    .run()
  return result.meta.changes > 0
}

/** How many sign-ups created since `since` are still pending. */
export async function countPendingSince(db: D1Database, since: number): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM subscribers WHERE status = 'pending' AND created_at >= ?1`)
    .bind(since)
    .first<{ n: number }>()
  return row?.n ?? 0
}

export function findSubscriberByEmail(db: D1Database, email: string): Promise<Subscriber | null> {
  return db.prepare('SELECT * FROM subscribers WHERE email = ?').bind(email).first<Subscriber>()
}

/**
 * Stores the hashes of the tokens a new confirmation mail will carry — unless this
 * sign-up may get no confirmation now (one a day unless it failed, a few in all), its
 * mailbox got a courtesy mail today (an acknowledgement, or a confirmation to another
 * spelling of it) or today's courtesy mails reached the ceiling: then nothing changes,
 * the earlier mail's links stay valid, and the batch's insertConfirmation (guarded by the
 * hash) writes no mail. One statement, so concurrent requests cannot both pass.
 */
export function setSubscriberTokens(
  db: D1Database,
  signup: ConfirmationFor,
  t: { confirmHash: string; confirmExpiresAt: number; unsubscribeHash: string },
  limits: ConfirmationLimits,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE subscribers SET confirm_token_hash = ?4, confirm_expires_at = ?5,
         unsubscribe_token_hash = ?6, updated_at = ?7
       WHERE id = ?1
         AND NOT EXISTS (SELECT 1 FROM outgoing_messages
           WHERE subscriber_id = ?1 AND template = 'subscribe-confirmation' AND status != 'failed'
             AND created_at > ?2)
         AND (SELECT COUNT(*) FROM outgoing_messages
           WHERE subscriber_id = ?1 AND template = 'subscribe-confirmation') < ?3
         AND NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE mailbox = ?10
           AND template IN ('enquiry-ack', 'subscribe-confirmation') AND status != 'failed'
           AND created_at >= ?8)
         AND (SELECT COUNT(*) FROM outgoing_messages
           WHERE template IN ('enquiry-ack', 'subscribe-confirmation') AND created_at >= ?8) < ?9`,
    )
    .bind(
      signup.id,
      limits.since,
      limits.perSignup,
      t.confirmHash,
      t.confirmExpiresAt,
      t.unsubscribeHash,
      now,
      limits.dayStart,
      limits.dailyLimit,
      signup.mailbox,
    )
}

/** A pending subscriber whose confirm link is still valid (read only: GET pages use it). */
export function findByConfirmHash(db: D1Database, hash: string, now: number) {
  return db
    .prepare(
      `SELECT * FROM subscribers WHERE confirm_token_hash = ? AND status = 'pending' AND confirm_expires_at > ?`,
    )
    .bind(hash, now)
    .first<Subscriber>()
}

/**
 * The subscriber holding unsubscribe token hash `hash`: the confirmation mail's, or one of
 * a journal mail's copies (unsubscribe_tokens).
 */
export function findByUnsubscribeHash(db: D1Database, hash: string) {
  return db
    .prepare(
      `SELECT * FROM subscribers s WHERE status != 'unsubscribed'
         AND (unsubscribe_token_hash = ?1 OR EXISTS (SELECT 1 FROM unsubscribe_tokens t
           WHERE t.token_hash = ?1 AND t.subscriber_id = s.id))`,
    )
    .bind(hash)
    .first<Subscriber>()
}

/** Confirms and spends the confirm token in one statement; false if it was not valid. */
export async function confirmSubscriber(
  db: D1Database,
  hash: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = ?2, updated_at = ?2,
         confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_token_hash = ?1 AND status = 'pending' AND confirm_expires_at > ?2 RETURNING id`,
    )
    .bind(hash, now)
    .first<{ id: number }>()
  return row !== null
}

/**
 * Unsubscribes: the person keeps only a suppression entry (the hash of the
 * address and when), everything else about them goes — the row, its tokens and
 * the record of the mails sent to them. A journal mail's copy already sent or failed
 * stays, without the address, so the mailing's counts stay true. False if the token
 * was not valid.
 */
export async function unsubscribeSubscriber(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const found = await db
    .prepare(
      `SELECT id, email FROM subscribers s
       WHERE unsubscribe_token_hash = ?1 OR EXISTS (SELECT 1 FROM unsubscribe_tokens t
         WHERE t.token_hash = ?1 AND t.subscriber_id = s.id)`,
    )
    .bind(tokenHash)
    .first<{ id: number; email: string }>()
  if (!found) return false
  // Each statement holds only while this subscriber (?1) still holds the token (?2).
  const stillHolds = `EXISTS (SELECT 1 FROM subscribers WHERE id = ?1
    AND (unsubscribe_token_hash = ?2 OR EXISTS (SELECT 1 FROM unsubscribe_tokens t
      WHERE t.token_hash = ?2 AND t.subscriber_id = ?1)))`
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO suppressions (email_hash, unsubscribed_at) SELECT ?3, ?4
         WHERE ${stillHolds}
         ON CONFLICT (email_hash) DO UPDATE SET unsubscribed_at = ?4`,
      )
      .bind(found.id, tokenHash, await emailHash(found.email), now),
    db
      .prepare(
        `UPDATE outgoing_messages SET subscriber_id = NULL, recipient = '', mailbox = NULL
         WHERE subscriber_id = ?1 AND template = 'journal-entry' AND status IN ('sent', 'failed')
           AND ${stillHolds}`,
      )
      .bind(found.id, tokenHash),
    db
      .prepare(`DELETE FROM outgoing_messages WHERE subscriber_id = ?1 AND ${stillHolds}`)
      .bind(found.id, tokenHash),
    db
      .prepare(`DELETE FROM unsubscribe_tokens WHERE subscriber_id = ?1 AND ${stillHolds}`)
      .bind(found.id, tokenHash),
    db.prepare('DELETE FROM subscribers WHERE id = ?1').bind(found.id),
  ])
  return (results.at(-1)?.meta.changes ?? 0) > 0
}
