/**
 * Daily Cron Trigger: a mail to the owner listing what failed after every retry —
 * enquiries whose mail to her could not be delivered (with every field, so she can
 * answer by hand), those held past the daily cap on enquiry mails to her, other
 * undelivered mail — and the past days on which the ceiling on mails to visitors
 * stopped some. The first enquiries are written out in the mail; past that, all of
 * them go in an attached CSV too. Nothing to say → no mail. What a digest lists
 * is tied to it (digest_id) and marked digested only once it was delivered
 * (recordAttempt): a digest that fails for good leaves its items to the next one.
 * One digest per Buenos Aires day (its Idempotency-Key), so a second run the same
 * day lists nothing twice.
 */
import { buenosAiresDay } from '../../shared/format/time'
import {
  assignToDigest,
  ceilingDaysForDigest,
  failedForDigest,
  type FailedMessage,
} from '../db/reports'
import { heldForDigest, mailBudget } from '../mail/dailyLimits'
import {
  enquiryDigestMail,
  undeliveredEnquiry,
  type UndeliveredEnquiry,
  type UndeliveredMail,
} from '../mail/enquiryDigest'
import { enqueueReport, reportOwner } from './enqueueReport'

/** Enquiries written out in the mail; every one it lists is in its attached file too. */
export const digestLimit = 50
/**
 * Enquiries one digest lists (two days at the default ceiling; a file of a few MB at
 * most, well inside a mail's and a Worker's limits); more wait for the next day.
 */
export const digestFileLimit = 1000
/** Other undelivered mail one digest lists; more wait for the next day. */
const otherMailLimit = 50

const undeliveredMail = (row: FailedMessage): UndeliveredMail => ({
  template: row.template,
  recipient: row.recipient,
  reference: row.reference,
  createdAt: row.message_created_at,
  lastError: row.last_error,
})

export type DigestResult = 'sent' | 'nothing-failed' | 'no-owner' | 'already-made'

export async function sendEnquiryDigest(env: Env, now: number): Promise<DigestResult> {
  const owner = reportOwner(env, 'enquiry digest')
  // Left unmarked: the first digest after OWNER_EMAIL is set lists them.
  if (!owner) return 'no-owner'
  const db = env.DB
  const today = buenosAiresDay(now)
  const failed = await failedForDigest(db, { enquiries: digestFileLimit, others: otherMailLimit })
  const ceilings = await ceilingDaysForDigest(db, today)
  if (failed.length === 0 && ceilings.length === 0) return 'nothing-failed'

  const enquiries: UndeliveredEnquiry[] = []
  const others: UndeliveredMail[] = []
  for (const row of failed) {
    const enquiry = undeliveredEnquiry(row)
    if (enquiry) enquiries.push(enquiry)
    else others.push(undeliveredMail(row))
  }
  const key = `enquiry-digest:${today}`
  const held = enquiries.filter((e) => e.lastError === heldForDigest).length
  const file = enquiries.length > digestLimit ? `consultas-${today}.csv` : null
  const mail = await enquiryDigestMail({
    enquiries: enquiries.slice(0, digestLimit),
    total: enquiries.length,
    file,
    others,
    ceilings,
    held: { count: held, limit: mailBudget(env).ownerMail },
  })
  return enqueueReport(
    env,
    {
      template: 'enquiry-digest',
      recipient: owner,
      mail,
      idempotencyKey: key,
      ...(file
        ? { attachments: [{ filename: file, source: 'digest-enquiries', digestKey: key }] }
        : {}),
    },
    now,
    assignToDigest(
      db,
      key,
      failed.map((r) => r.message_id),
      ceilings.map((c) => c.day),
    ),
  )
}
