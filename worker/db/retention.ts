/**
 * Personal data has a lifetime (Ley 25.326; the numbers are in shared/rules/retention.ts,
 * explained in docs/PRIVACY.md). Run daily by the cron; every step is safe to repeat.
 */
import { countsMonths } from '../../shared/rules/insight'
import { retention } from '../../shared/rules/retention'
import { buenosAiresDay, dayMs } from '../../shared/format/time'
import { expiredSignInStatements } from './editorSignIn'
import { emailHash } from '../redact'

/** The same moment `months` calendar months earlier (UTC). */
export function monthsBefore(ms: number, months: number): number {
  const d = new Date(ms)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.getTime()
}

export interface RetentionResult {
  expiredSignups: number
  unsubscribed: number
  oldEnquiries: number
  oldMessages: number
  clearedBodies: number
  /** The editor's sign-in rows past their hour, sessions ended, code mails cleared. */
  editorSignIns: number
  /** Days of visit and WhatsApp counts past their 25 months (one row a day). */
  oldCounts: number
}

export async function applyRetention(db: D1Database, now: number): Promise<RetentionResult> {
  const cutoff = monthsBefore(now, retention.enquiryMonths)
  const linkMs = retention.confirmLinkDays * dayMs

  // Rows the earlier code left as 'unsubscribed': reduced to a suppression entry.
  const { results: left } = await db
    .prepare(
      `SELECT id, email, COALESCE(unsubscribed_at, updated_at) AS at FROM subscribers
      WHERE status = 'unsubscribed'`,
    )
    .all<{ id: number; email: string; at: number }>()
  const suppress = await Promise.all(
    left.map(async (s) =>
      db
        .prepare(
          `INSERT INTO suppressions (email_hash, unsubscribed_at) VALUES (?1, ?2)
           ON CONFLICT (email_hash) DO UPDATE SET unsubscribed_at = MAX(unsubscribed_at, ?2)`,
        )
        .bind(await emailHash(s.email), s.at),
    ),
  )

  const signIn = expiredSignInStatements(db, now)
  const results = await db.batch([
    ...suppress,
    db.prepare(`DELETE FROM outgoing_messages WHERE subscriber_id IN (SELECT id FROM subscribers
      WHERE status = 'unsubscribed')`),
    db.prepare(`DELETE FROM subscribers WHERE status = 'unsubscribed'`),
    // Pending sign-ups whose link expired (or, without one, older than a link lasts).
    db
      .prepare(
        `DELETE FROM outgoing_messages WHERE subscriber_id IN (SELECT id FROM subscribers
           WHERE status = 'pending' AND COALESCE(confirm_expires_at, created_at + ?2) < ?1)`,
      )
      .bind(now, linkMs),
    db
      .prepare(
        `DELETE FROM subscribers WHERE status = 'pending'
           AND COALESCE(confirm_expires_at, created_at + ?2) < ?1`,
      )
      .bind(now, linkMs),
    db
      .prepare(
        `DELETE FROM outgoing_messages WHERE created_at < ?1
           OR enquiry_id IN (SELECT id FROM enquiries WHERE created_at < ?1)`,
      )
      .bind(cutoff),
    db.prepare('DELETE FROM enquiries WHERE created_at < ?').bind(cutoff),
    db.prepare('DELETE FROM suppressions WHERE unsubscribed_at < ?').bind(cutoff),
    db.prepare('DELETE FROM daily_counters WHERE day < ?').bind(buenosAiresDay(cutoff)),
    // Delivered or failed mail keeps no body (older rows, from before that rule).
    db.prepare(`UPDATE outgoing_messages SET html = NULL, body_text = NULL, headers = NULL,
      attachments = NULL WHERE status IN ('sent', 'failed')
        AND (html IS NOT NULL OR body_text IS NOT NULL OR headers IS NOT NULL OR attachments IS NOT NULL)`),
    db
      .prepare('DELETE FROM site_counts WHERE day < ?')
      .bind(buenosAiresDay(monthsBefore(now, countsMonths))),
    ...signIn,
  ])
  const changes = (i: number) => results[suppress.length + i]?.meta.changes ?? 0
  return {
    unsubscribed: changes(1),
    expiredSignups: changes(3),
    oldMessages: changes(4),
    oldEnquiries: changes(5),
    clearedBodies: changes(8),
    oldCounts: changes(9),
    editorSignIns: signIn.reduce((sum, _, i) => sum + changes(10 + i), 0),
  }
}
