/**
 * Weekly Cron Trigger: mails the owner who confirmed their subscription since the
 * last report, with every confirmed subscriber attached as CSV (shared/csv.ts).
 * The end of each report's window is kept in D1 (report_marks), written in the
 * same batch as the message: a missed week is covered by the next report, and a
 * second run lists nobody twice. The message goes through the outbox, so a failed
 * send is retried by the 5-minute cron with the same Idempotency-Key.
 */
import {
  confirmedSubscribersSql,
  subscribersCsv,
  subscribersCsvFilename,
  type SubscriberCsvRow,
} from '../../shared/csv'
import { insertMessage, messageIdsByKeys } from '../db/messages'
import { deliver } from '../mail/outbox'
import { subscriberReportMail } from '../mail/subscriberReport'
import { base64Utf8 } from './base64'

const mark = 'subscribers'

export type ReportResult = 'sent' | 'nothing-new' | 'no-owner' | 'already-made'

export async function sendSubscriberReport(env: Env, now: number): Promise<ReportResult> {
  const owner = env.OWNER_EMAIL
  if (!owner) {
    // Nothing is marked: the first run with OWNER_EMAIL set reports everything since.
    console.warn('subscriber report skipped: no OWNER_EMAIL')
    return 'no-owner'
  }
  const db = env.DB
  const last = await db
    .prepare('SELECT until FROM report_marks WHERE report = ?')
    .bind(mark)
    .first<{ until: number }>()
  const since = last?.until ?? null
  const { results: all } = await db.prepare(confirmedSubscribersSql).all<SubscriberCsvRow>()
  const newSubscribers = all.filter(
    (s) => s.confirmed_at !== null && s.confirmed_at > (since ?? -1) && s.confirmed_at <= now,
  )
  // Nobody new: no mail (the list has not changed in a way she needs to hear about).
  if (newSubscribers.length === 0) return 'nothing-new'

  const filename = subscribersCsvFilename(now)
  const mail = await subscriberReportMail({ newSubscribers, since, total: all.length, filename })
  // One key per window start: two runs racing on the same window cannot both write.
  const key = `subscriber-report:${since ?? 0}`
  try {
    await db.batch([
      insertMessage(
        db,
        {
          template: 'subscriber-report',
          recipient: owner,
          mail,
          attachments: [
            {
              filename,
              content: base64Utf8(subscribersCsv(all)),
              contentType: 'text/csv; charset=utf-8',
            },
          ],
          idempotencyKey: key,
        },
        now,
      ),
      db
        .prepare(
          `INSERT INTO report_marks (report, until) VALUES (?1, ?2)
           ON CONFLICT (report) DO UPDATE SET until = ?2`,
        )
        .bind(mark, now),
    ])
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint/i.test(error.message)) return 'already-made'
    throw error
  }
  await deliver(env, await messageIdsByKeys(db, [key]), now)
  return 'sent'
}
