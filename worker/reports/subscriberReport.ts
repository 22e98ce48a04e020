/**
 * Weekly Cron Trigger: mails the owner who joined (confirmed) and how many left
 * the newsletter since the last report, with every confirmed subscriber attached
 * as CSV (shared/rules/csv.ts), built when the mail is sent so no copy of the list waits
 * in the outbox. Nobody joined or left → no mail. The end of each report's window
 * is kept in D1 (report_marks), written in the same batch as the message: a missed
 * week is covered by the next report, and a second run lists nobody twice. A
 * failed send is retried by the 5-minute cron with the same Idempotency-Key.
 */
import { subscribersCsvFilename } from '../../shared/rules/csv'
import { listChanges, reportMark, setReportMark } from '../db/reports'
import { enqueueReport, reportOwner } from './enqueueReport'
import { subscriberReportMail } from '../mail/subscriberReport'

const mark = 'subscribers'

/** Names listed in the mail itself; the attachment has everyone. */
export const reportListLimit = 100

export type ReportResult = 'sent' | 'nothing-new' | 'no-owner' | 'already-made'

export async function sendSubscriberReport(env: Env, now: number): Promise<ReportResult> {
  const owner = reportOwner(env, 'subscriber report')
  // Nothing is marked: the first run with OWNER_EMAIL set reports everything since.
  if (!owner) return 'no-owner'
  const db = env.DB
  const since = await reportMark(db, mark)
  const changes = await listChanges(db, since ?? -1, now, reportListLimit)
  if (changes.joinedCount === 0 && changes.leftCount === 0) return 'nothing-new'

  const filename = subscribersCsvFilename(now)
  // One key per window start: two runs racing on the same window cannot both write.
  const key = `subscriber-report:${since ?? 0}`
  return enqueueReport(
    env,
    {
      template: 'subscriber-report',
      recipient: owner,
      mail: await subscriberReportMail({ ...changes, since, filename }),
      attachments: [{ filename, source: 'confirmed-subscribers', until: now }],
      idempotencyKey: key,
    },
    now,
    [setReportMark(db, mark, now)],
  )
}
