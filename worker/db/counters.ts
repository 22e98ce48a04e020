/** Per-day counters (Buenos Aires day): what is counted instead of stored. */
import type { MessageTemplate } from './messages'

export type CounterName = 'honeypot' | 'courtesy-skipped' | 'enquiry-ceiling' | 'signup-ceiling'

export function bumpCounter(db: D1Database, day: string, name: CounterName): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO daily_counters (day, name, count) VALUES (?1, ?2, 1)
       ON CONFLICT (day, name) DO UPDATE SET count = count + 1`,
    )
    .bind(day, name)
}

/** Mails Resend accepted since `since`: all of them, and those of `templates`. */
export interface MailSent {
  all: number
  of: number
}

/**
 * What went out since `since`, by when Resend accepted it (a sent message's last update):
 * the budget's check as mail is sent (worker/mail/outbox.ts).
 */
export async function mailSentSince(
  db: D1Database,
  since: number,
  templates: readonly MessageTemplate[],
): Promise<MailSent> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS all_sent,
         COALESCE(SUM(template IN (SELECT value FROM json_each(?2))), 0) AS of_sent
       FROM outgoing_messages WHERE status = 'sent' AND updated_at >= ?1`,
    )
    .bind(since, JSON.stringify(templates))
    .first<{ all_sent: number; of_sent: number }>()
  return { all: row?.all_sent ?? 0, of: row?.of_sent ?? 0 }
}
