/** Journal mailings (migrations/0009): one row per entry, and its copies in the outbox. */
import type { JournalMailEntry } from '../../shared/content/journal-mail'
import { insertJournalCopy, insertMailingPreview, type UnlinkedMessage } from './messages'
import { mailVisitsSql } from './insightSql'
import { prepared } from './statement'

export type MailingStatus = 'preview' | 'sending' | 'done' | 'cancelled'

export interface Mailing {
  id: number
  entry_id: string
  slug: string
  /** JSON JournalMailEntry. */
  entry: string
  status: MailingStatus
  token_hash: string | null
  token_expires_at: number | null
  used_token_hash: string | null
  previews: number
  audience: number
  created_at: number
  updated_at: number
  confirmed_at: number | null
  finished_at: number | null
}

export const entryOf = (m: Mailing): JournalMailEntry => JSON.parse(m.entry) as JournalMailEntry

/** Every mailing, for the cron to compare with the build's list (one per entry ever mailed). */
export async function allMailings(db: D1Database): Promise<Mailing[]> {
  const { results } = await db.prepare('SELECT * FROM journal_mailings ORDER BY id').all<Mailing>()
  return results
}

export const confirmedCount = async (db: D1Database): Promise<number> =>
  (await db
    .prepare(`SELECT COUNT(*) AS n FROM subscribers WHERE status = 'confirmed'`)
    .first<number>('n')) ?? 0

/**
 * A mailing in preview for `entry` with a new link (hash, expiry), and her preview mail,
 * in one batch: a new row, or a cancelled or still-previewed one of the same entry
 * opened again (never one sending or done). The mail is written only if the row now
 * holds this link. Returns whether it was.
 */
export async function openPreview(
  db: D1Database,
  entry: JournalMailEntry,
  link: { hash: string; expiresAt: number },
  audience: number,
  preview: (previews: number) => Promise<UnlinkedMessage>,
  previewsBefore: number,
  now: number,
): Promise<boolean> {
  const [, written] = await db.batch([
    db
      .prepare(
        `INSERT INTO journal_mailings
           (entry_id, slug, entry, status, token_hash, token_expires_at, previews, audience,
            created_at, updated_at)
         VALUES (?1, ?2, ?3, 'preview', ?4, ?5, 1, ?6, ?7, ?7)
         ON CONFLICT (entry_id) DO UPDATE SET slug = ?2, entry = ?3, status = 'preview',
           token_hash = ?4, token_expires_at = ?5, previews = previews + 1, audience = ?6,
           updated_at = ?7
         WHERE status IN ('preview', 'cancelled') AND previews = ?8`,
      )
      .bind(
        entry.id,
        entry.slug,
        JSON.stringify(entry),
        link.hash,
        link.expiresAt,
        audience,
        now,
        previewsBefore,
      ),
    insertMailingPreview(db, await preview(previewsBefore + 1), now, link.hash),
  ])
  return (written?.meta.changes ?? 0) > 0
}

/** Mailings still in preview whose entry left the list (switch off, draft, deleted): cancelled. */
export async function cancelMailing(db: D1Database, id: number, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE journal_mailings SET status = 'cancelled', token_hash = NULL, token_expires_at = NULL,
         updated_at = ?2 WHERE id = ?1 AND status = 'preview'`,
    )
    .bind(id, now)
    .run()
  return result.meta.changes > 0
}

/** The mailing a link names (by its hash): its live link, or the one she confirmed with. */
export const mailingByLink = (db: D1Database, hash: string) =>
  db
    .prepare('SELECT * FROM journal_mailings WHERE token_hash = ?1 OR used_token_hash = ?1')
    .bind(hash)
    .first<Mailing>()

/**
 * Her confirmation: spends the link (single use) and starts sending, in one statement;
 * null when the link is not this mailing's live one.
 */
export async function confirmMailing(db: D1Database, hash: string, now: number) {
  return db
    .prepare(
      `UPDATE journal_mailings SET status = 'sending', used_token_hash = token_hash,
         token_hash = NULL, confirmed_at = ?2, updated_at = ?2
       WHERE token_hash = ?1 AND status = 'preview' AND token_expires_at > ?2 RETURNING *`,
    )
    .bind(hash, now)
    .first<Mailing>()
}

/** Confirmed subscribers (as of her confirmation) without a copy of this mailing yet. */
export async function missingRecipients(db: D1Database, m: Mailing, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, name, email FROM subscribers s WHERE status = 'confirmed' AND confirmed_at <= ?2
         AND NOT EXISTS (SELECT 1 FROM outgoing_messages o WHERE o.idempotency_key = ?1 || s.id)
       ORDER BY id LIMIT ?3`,
    )
    .bind(`journal:${m.entry_id}:`, m.confirmed_at ?? 0, limit)
    .all<{ id: number; name: string; email: string }>()
  return results
}

/**
 * One subscriber's copy: its unsubscribe token, then the message, each written only if no
 * copy for this entry and subscriber exists and the subscriber is still confirmed.
 */
function insertCopy(
  db: D1Database,
  mailingId: number,
  message: UnlinkedMessage & { subscriberId: number },
  unsubscribeHash: string,
  now: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO unsubscribe_tokens (token_hash, subscriber_id, created_at)
         SELECT ?3, ?2, ?4
         WHERE NOT EXISTS (SELECT 1 FROM outgoing_messages WHERE idempotency_key = ?1)
           AND EXISTS (SELECT 1 FROM subscribers WHERE id = ?2 AND status = 'confirmed')`,
      )
      .bind(message.idempotencyKey, message.subscriberId, unsubscribeHash, now),
    insertJournalCopy(db, message, now),
    db
      .prepare(`UPDATE outgoing_messages SET mailing_id = ?2 WHERE idempotency_key = ?1`)
      .bind(message.idempotencyKey, mailingId),
  ]
}

/** Writes subscribers' copies (each with its unsubscribe token's hash) in one batch. */
export async function addCopies(
  db: D1Database,
  mailingId: number,
  copies: readonly {
    message: UnlinkedMessage & { subscriberId: number }
    unsubscribeHash: string
  }[],
  now: number,
): Promise<void> {
  await db.batch(
    copies.flatMap((copy) => insertCopy(db, mailingId, copy.message, copy.unsubscribeHash, now)),
  )
}

/** Copies of journal entries handed to Resend since `dayStart` (the daily allowance's count). */
export const journalCopiesSince = async (db: D1Database, dayStart: number): Promise<number> =>
  (await db
    .prepare(
      `SELECT COUNT(*) AS n FROM outgoing_messages WHERE template = 'journal-entry'
         AND first_attempt_at >= ?1 AND attempts > 0`,
    )
    .bind(dayStart)
    .first<number>('n')) ?? 0

export interface MailingProgress {
  sent: number
  failed: number
  queued: number
  /** Confirmed subscribers (as of her confirmation) whose copy is not written yet. */
  unwritten: number
}

export async function mailingProgress(db: D1Database, m: Mailing): Promise<MailingProgress> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM outgoing_messages WHERE mailing_id = ?1 AND status = 'sent') AS sent,
         (SELECT COUNT(*) FROM outgoing_messages WHERE mailing_id = ?1 AND status = 'failed') AS failed,
         (SELECT COUNT(*) FROM outgoing_messages WHERE mailing_id = ?1
            AND status IN ('queued', 'not_sent')) AS queued,
         (SELECT COUNT(*) FROM subscribers s WHERE status = 'confirmed' AND confirmed_at <= ?3
            AND ?4 = 'sending' AND NOT EXISTS (SELECT 1 FROM outgoing_messages o
              WHERE o.idempotency_key = ?2 || s.id)) AS unwritten`,
    )
    .bind(m.id, `journal:${m.entry_id}:`, m.confirmed_at ?? 0, m.status)
    .first<MailingProgress>()
  return row ?? { sent: 0, failed: 0, queued: 0, unwritten: 0 }
}

/** A mailing with every copy written and none queued: done. */
export async function finishMailing(db: D1Database, id: number, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE journal_mailings SET status = 'done', finished_at = ?2, updated_at = ?2
       WHERE id = ?1 AND status = 'sending'`,
    )
    .bind(id, now)
    .run()
}

/** Mailings she confirmed in [from, to) or still sending then, for her Monday mail. */
export async function mailingsOfWeek(db: D1Database, from: number, to: number) {
  const { results } = await db
    .prepare(
      `SELECT * FROM journal_mailings WHERE confirmed_at IS NOT NULL AND confirmed_at < ?2
         AND (confirmed_at >= ?1 OR finished_at IS NULL OR finished_at >= ?1) ORDER BY confirmed_at`,
    )
    .bind(from, to)
    .all<Mailing>()
  return results
}

/** Visits counted under the source "Mail" to `route` from day `fromDay` on. */
export const mailVisits = async (db: D1Database, route: string, fromDay: string) =>
  (await prepared(db, mailVisitsSql(route, fromDay)).first<number>('n')) ?? 0
