/**
 * Cron Triggers (wrangler.toml [triggers] crons; keep both lists in step), told
 * apart by `controller.cron`:
 * - every 5 minutes: deliver the queued messages that are due — those whose first
 *   attempt failed or never ran (a crash after the enquiry was stored). Each keeps
 *   its Idempotency-Key, so a retry of a mail that did reach Resend is not sent again.
 * - Mondays 09:00 Buenos Aires (12:00 UTC): the subscriber report (reports/subscriberReport.ts).
 * - Daily 08:00 Buenos Aires (11:00 UTC): the digest of enquiries whose mail to the
 *   owner failed (reports/enquiryDigest.ts).
 */
import { deliverDue } from './mail/outbox'
import { errorName } from './privacy'
import { sendEnquiryDigest } from './reports/enquiryDigest'
import { sendSubscriberReport } from './reports/subscriberReport'

export const cronSchedules = {
  outbox: '*/5 * * * *',
  subscriberReport: '0 12 * * 1',
  enquiryDigest: '0 11 * * *',
} as const

async function run(cron: string, env: Env, now: number): Promise<void> {
  switch (cron) {
    case cronSchedules.subscriberReport:
      console.log('subscriber report', await sendSubscriberReport(env, now))
      return
    case cronSchedules.enquiryDigest:
      console.log('enquiry digest', await sendEnquiryDigest(env, now))
      return
    case cronSchedules.outbox:
      await deliverDue(env, now)
      return
    default:
      // An expression changed in wrangler.toml but not here (or a local trigger
      // without ?cron=): still deliver the outbox, safe to run any time, rather
      // than let queued mail wait.
      if (cron) console.error('unknown cron expression, delivering the outbox', cron)
      await deliverDue(env, now)
  }
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  try {
    await run(controller.cron, env, controller.scheduledTime)
  } catch (error) {
    const job =
      controller.cron === cronSchedules.subscriberReport
        ? 'subscriber report'
        : controller.cron === cronSchedules.enquiryDigest
          ? 'enquiry digest'
          : 'delivery'
    console.error(`cron ${job}`, errorName(error))
    throw error
  }
}
