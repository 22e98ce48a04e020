/**
 * Cron Triggers (shared/rules/schedules.ts), told apart by `controller.cron`:
 * - every 5 minutes: read the build's journal entries to mail (journal/mailings.ts: her preview,
 *   cancellations, copies left unwritten), then deliver the queued messages that are due — those whose first
 *   attempt failed or never ran (a crash after the enquiry was stored), and those
 *   recorded while no RESEND_API_KEY was set. Each keeps its Idempotency-Key, so a
 *   retry of a mail that did reach Resend is not sent again.
 * - Mondays 09:00 Buenos Aires (12:00 UTC): the subscriber report (reports/subscriberReport.ts)
 *   and "Tu semana en la web" (reports/weekReport.ts).
 * - Daily 08:00 Buenos Aires (11:00 UTC): the day's batches of visit counts are added up
 *   (db/insight.ts), personal data past its lifetime is deleted (db/retention.ts), then
 *   the digest of what failed (reports/enquiryDigest.ts).
 * Every run first writes the visits this isolate still holds (insight/tally.ts).
 * Every job works with the time it runs at, not the scheduled time (a late run
 * must not claim mail under a lease that already ended); only the weekly summary's
 * window is the scheduled week's.
 */
import { cronSchedules } from '../shared/rules/schedules'
import { addUpCounts } from './db/insight'
import { applyRetention } from './db/retention'
import { writeBatch } from './insight/tally'
import { deliverDue } from './mail/outbox'
import { syncMailings } from './journal/mailings'
import { errorName } from './redact'
import { sendEnquiryDigest } from './reports/enquiryDigest'
import { sendSubscriberReport } from './reports/subscriberReport'
import { sendWeekReport } from './reports/weekReport'
import { log } from './log'

async function run(cron: string, env: Env, scheduledTime: number): Promise<void> {
  switch (cron) {
    case cronSchedules.subscriberReport:
      // Two mails; one failing must not stop the other.
      try {
        log.info('subscriber report', { result: await sendSubscriberReport(env, Date.now()) })
      } finally {
        log.info('week report', { result: await sendWeekReport(env, scheduledTime) })
      }
      return
    case cronSchedules.enquiryDigest:
      // Counts only: nothing personal in the log. A failure here must not stop the digest.
      try {
        log.info('counts added up', { ...(await addUpCounts(env.DB)) })
      } catch (error) {
        log.error('cron counts', { error: errorName(error) })
      }
      try {
        log.info('retention', { ...(await applyRetention(env.DB, Date.now())) })
      } catch (error) {
        log.error('cron retention', { error: errorName(error) })
      }
      log.info('enquiry digest', { result: await sendEnquiryDigest(env, Date.now()) })
      return
    case cronSchedules.outbox:
      // A journal entry to mail (her preview, her copies) must never stop the outbox.
      try {
        const result = await syncMailings(env, Date.now())
        if (result.previews || result.cancelled) log.info('journal mailings', { ...result })
      } catch (error) {
        log.error('journal mailings', { error: errorName(error) })
      }
      await deliverDue(env)
      return
    default:
      // An expression changed in wrangler.toml but not here (or a local trigger
      // without ?cron=): still deliver the outbox, safe to run any time, rather
      // than let queued mail wait.
      if (cron) log.error('unknown cron expression, delivering the outbox', { cron })
      await deliverDue(env)
  }
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await writeBatch(env.DB)
  try {
    await run(controller.cron, env, controller.scheduledTime)
  } catch (error) {
    const job =
      controller.cron === cronSchedules.subscriberReport
        ? 'subscriber report'
        : controller.cron === cronSchedules.enquiryDigest
          ? 'retention and enquiry digest'
          : 'delivery'
    log.error('cron', { job, error: errorName(error) })
    throw error
  }
}
