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
import { insertMessage } from '../db/messages'
import { listChanges, reportMark, setReportMark } from '../db/reports'
import { isUniqueViolation } from '../errors'
import { ownerAddress } from '../mail/config'
import { enqueue } from '../mail/outbox'
import { subscriberReportMail } from '../mail/subscriberReport'
import { log } from '../log'

const mark = 'subscribers'

/** Names listed in the mail itself; the attachment has everyone. */
export const reportListLimit = 100

export type ReportResult = 'sent' | 'nothing-new' | 'no-owner' | 'already-made'

export async function sendSubscriberReport(env: Env, now: number): Promise<ReportResult> {
  const owner = ownerAddress(env)
  if (!owner) {
    // Nothing is marked: the first run with OWNER_EMAIL set reports everything since.
    log.warn('subscriber report skipped: no OWNER_EMAIL')
    return 'no-owner'
  }
  const db = env.DB
  const since = await reportMark(db, mark)
  const changes = await listChanges(db, since ?? -1, now, reportListLimit)
  if (changes.joinedCount === 0 && changes.leftCount === 0) return 'nothing-new'

  const filename = subscribersCsvFilename(now)
  // One key per window start: two runs racing on the same window cannot both write.
  const key = `subscriber-report:${since ?? 0}`
  try {
    await enqueue(
      env,
      [
        insertMessage(
          db,
          {
            template: 'subscriber-report',
            recipient: owner,
            mail: await subscriberReportMail({ ...changes, since, filename }),
            attachments: [{ filename, source: 'confirmed-subscribers', until: now }],
            idempotencyKey: key,
          },
          now,
        ),
        setReportMark(db, mark, now),
      ],
      [key],
    )
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-made'
    throw error
  }
  return 'sent'
}
