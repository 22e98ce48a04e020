/** The owner's reports: the weekly subscriber list and the daily digest of what failed. */
import type { SubscriberCsvRow } from '../../shared/rules/csv'
import type { EnquiryKind } from './enquiries'
import type { MessageTemplate } from './messages'
import { prepared } from './statement'
import { confirmedUntilSql } from './subscriberList'

/** The confirmed subscribers as of `until`: the weekly report's attachment, built at delivery. */
export async function confirmedUntil(db: D1Database, until: number): Promise<SubscriberCsvRow[]> {
  const { results } = await prepared(db, confirmedUntilSql(until)).all<SubscriberCsvRow>()
  return results
}

export interface ListChanges {
  /** Who confirmed in the window, the first `limit` of them. */
  joined: SubscriberCsvRow[]
  joinedCount: number
  leftCount: number
  /** Confirmed subscribers at the window's end. */
  total: number
}

/** Who joined (confirmed) and who left in (since, until]. */
export async function listChanges(
  db: D1Database,
  since: number,
  until: number,
  limit: number,
): Promise<ListChanges> {
  const [joined, counts] = await db.batch([
    db
      .prepare(
        `SELECT name, email, confirmed_at FROM subscribers WHERE status = 'confirmed'
           AND confirmed_at > ?1 AND confirmed_at <= ?2 ORDER BY confirmed_at, id LIMIT ?3`,
      )
      .bind(since, until, limit),
    db
      .prepare(
        `SELECT
           (SELECT COUNT(*) FROM subscribers WHERE status = 'confirmed'
              AND confirmed_at > ?1 AND confirmed_at <= ?2) AS joined,
           (SELECT COUNT(*) FROM suppressions WHERE unsubscribed_at > ?1 AND unsubscribed_at <= ?2) AS left_,
           (SELECT COUNT(*) FROM subscribers WHERE status = 'confirmed' AND confirmed_at <= ?2) AS total`,
      )
      .bind(since, until),
  ])
  const n = (counts?.results[0] ?? {}) as { joined?: number; left_?: number; total?: number }
  return {
    joined: (joined?.results ?? []) as SubscriberCsvRow[],
    joinedCount: n.joined ?? 0,
    leftCount: n.left_ ?? 0,
    total: n.total ?? 0,
  }
}

export async function reportMark(db: D1Database, report: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT until FROM report_marks WHERE report = ?')
    .bind(report)
    .first<{ until: number }>()
  return row?.until ?? null
}

export function setReportMark(db: D1Database, report: string, until: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO report_marks (report, until) VALUES (?1, ?2)
       ON CONFLICT (report) DO UPDATE SET until = ?2`,
    )
    .bind(report, until)
}

/** A failed message the digest lists; the enquiry's columns are null for other mail. */
export interface FailedMessage {
  message_id: number
  template: MessageTemplate
  recipient: string
  last_error: string | null
  message_created_at: number
  kind: EnquiryKind | null
  fields: string | null
  visitor_email: string | null
  reference: string | null
  created_at: number | null
}

/**
 * Failed mail not yet reported (listed by no digest yet, or only by digests that failed
 * themselves): every enquiry whose mail to her failed or was held (up to
 * `limits.enquiries`), then other mail (up to `limits.others`).
 */
export async function failedForDigest(
  db: D1Database,
  limits: { enquiries: number; others: number },
): Promise<FailedMessage[]> {
  const [enquiries, others] = await db.batch<FailedMessage>([
    db
      .prepare(
        `SELECT m.id AS message_id, m.template, m.recipient, m.last_error,
           m.created_at AS message_created_at, e.kind, e.fields, e.visitor_email, e.reference,
           e.created_at
         FROM outgoing_messages m LEFT JOIN enquiries e ON e.id = m.enquiry_id
         WHERE m.status = 'failed' AND m.template = 'enquiry-owner'
           AND m.digested_at IS NULL AND NOT EXISTS (SELECT 1 FROM outgoing_messages d
             WHERE d.id = m.digest_id AND d.status != 'failed')
         ORDER BY m.created_at, m.id LIMIT ?1`,
      )
      .bind(limits.enquiries),
    // A journal copy that failed is counted on her mailing's page and Monday mail instead.
    db
      .prepare(
        `SELECT m.id AS message_id, m.template, m.recipient, m.last_error,
           m.created_at AS message_created_at, e.kind, e.fields, e.visitor_email, e.reference,
           e.created_at
         FROM outgoing_messages m LEFT JOIN enquiries e ON e.id = m.enquiry_id
         WHERE m.status = 'failed'
           AND m.template NOT IN ('enquiry-owner', 'enquiry-digest', 'editor-code', 'journal-entry')
           AND m.digested_at IS NULL AND NOT EXISTS (SELECT 1 FROM outgoing_messages d
             WHERE d.id = m.digest_id AND d.status != 'failed')
         ORDER BY m.created_at, m.id LIMIT ?1`,
      )
      .bind(limits.others),
  ])
  return [...(enquiries?.results ?? []), ...(others?.results ?? [])]
}

/** The enquiries a digest lists, with their fields: its attachment, built at delivery. */
export async function enquiriesOfDigest(
  db: D1Database,
  digestKey: string,
): Promise<FailedMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id AS message_id, m.template, m.recipient, m.last_error,
         m.created_at AS message_created_at, e.kind, e.fields, e.visitor_email, e.reference,
         e.created_at
       FROM outgoing_messages m JOIN enquiries e ON e.id = m.enquiry_id
       WHERE m.template = 'enquiry-owner'
         AND m.digest_id = (SELECT id FROM outgoing_messages WHERE idempotency_key = ?1)
       ORDER BY e.created_at, e.id`,
    )
    .bind(digestKey)
    .all<FailedMessage>()
  return results
}

/** The daily ceilings the digest reports: on mails to visitors, on stored enquiries. */
export const ceilingCounters = ['courtesy-skipped', 'enquiry-ceiling', 'signup-ceiling'] as const

export interface CeilingDay {
  day: string
  name: (typeof ceilingCounters)[number]
  count: number
}

/** Past days on which a daily ceiling stopped something, not yet reported. */
export async function ceilingDaysForDigest(db: D1Database, today: string): Promise<CeilingDay[]> {
  const { results } = await db
    .prepare(
      `SELECT c.day, c.name, c.count FROM daily_counters c
       WHERE c.name IN (SELECT value FROM json_each(?2)) AND c.day < ?1
         AND c.digested_at IS NULL AND NOT EXISTS (SELECT 1 FROM outgoing_messages d
           WHERE d.id = c.digest_id AND d.status != 'failed')
       ORDER BY c.day, c.name`,
    )
    .bind(today, JSON.stringify(ceilingCounters))
    .all<CeilingDay>()
  return results
}

/** Ties what a digest lists to its message; marked digested once it is sent (recordAttempt). */
export function assignToDigest(
  db: D1Database,
  digestKey: string,
  messageIds: readonly number[],
  ceilingDays: readonly string[],
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE outgoing_messages
         SET digest_id = (SELECT id FROM outgoing_messages WHERE idempotency_key = ?1)
         WHERE id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(digestKey, JSON.stringify(messageIds)),
    db
      .prepare(
        `UPDATE daily_counters
         SET digest_id = (SELECT id FROM outgoing_messages WHERE idempotency_key = ?1)
         WHERE name IN (SELECT value FROM json_each(?3)) AND day IN (SELECT value FROM json_each(?2))`,
      )
      .bind(digestKey, JSON.stringify(ceilingDays), JSON.stringify(ceilingCounters)),
  ]
}
