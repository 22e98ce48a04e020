/**
 * Mondays, with the subscriber report: "Tu semana en la web" to the owner, every week
 * (even a quiet one), with the last 12 weeks' daily counts attached as CSV, built when
 * the mail is sent. One message per week (its key names the week), retried by the
 * 5-minute cron like any other.
 */
import { csvWeeks } from '../../shared/rules/insight'
import { buenosAiresDay } from '../../shared/format/time'
import { addUpCounts, weekFigures } from '../db/insight'
import { messageIdsByKeys } from '../db/messages'
import { weekBefore } from '../db/insightSql'
import { ownerAddress } from '../mail/config'
import { enqueueReport } from './enqueueReport'
import { weekReportMail } from '../mail/weekReport'
import { sitePages } from '../insight/pages'
import { entryOf, mailVisits, mailingProgress, mailingsOfWeek } from '../db/journalMailings'
import { journalMailText } from '../text'
import { paths } from '../../shared/site/routes'

/** A line per journal mailing of the week: sent, failed for good, visits from "Mail". */
async function mailingLines(db: D1Database, from: number, to: number): Promise<string[]> {
  const lines: string[] = []
  for (const m of await mailingsOfWeek(db, from, to)) {
    const progress = await mailingProgress(db, m)
    const visits = await mailVisits(
      db,
      paths.journalEntry(m.slug),
      buenosAiresDay(m.confirmed_at ?? from),
    )
    lines.push(journalMailText.weekLine(entryOf(m).title, progress.sent, progress.failed, visits))
  }
  return lines
}

export type WeekReportResult = 'sent' | 'no-owner' | 'already-made'

/**
 * The summary of the week before the day of `scheduled` (the cron's scheduled time, so
 * a late or a local run reports the week it was meant for), written at `now`.
 */
export async function sendWeekReport(
  env: Env,
  scheduled: number,
  now = Date.now(),
): Promise<WeekReportResult> {
  const owner = ownerAddress(env)
  if (!owner) return 'no-owner'
  const key = `week-report:${weekBefore(scheduled).from}`
  // A re-run of the cron finds its week's mail made: nothing to read or write.
  if ((await messageIdsByKeys(env.DB, [key])).length > 0) return 'already-made'
  // The week's last batches join the daily counts first (the daily cron does it too).
  await addUpCounts(env.DB)
  const figures = await weekFigures(env.DB, scheduled)
  const week = weekBefore(scheduled)
  const mailings = await mailingLines(env.DB, week.startMs, week.endMs)
  const filename = `visitas-${buenosAiresDay(scheduled)}.csv`
  return enqueueReport(
    env,
    {
      template: 'week-report',
      recipient: owner,
      mail: await weekReportMail(figures, await sitePages(env), filename, mailings),
      attachments: [{ filename, source: 'site-counts', until: scheduled, weeks: csvWeeks }],
      idempotencyKey: key,
    },
    now,
  )
}
