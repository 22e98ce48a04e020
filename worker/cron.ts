/**
 * Cron Trigger (wrangler.toml [triggers]): every 5 minutes, deliver the queued
 * messages that are due — those whose first attempt failed or never ran (a crash
 * after the enquiry was stored). Each keeps its Idempotency-Key, so a retry of a
 * mail that did reach Resend is not sent again.
 */
import { deliverDue } from './mail/outbox'
import { errorName } from './privacy'

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  try {
    await deliverDue(env, controller.scheduledTime)
  } catch (error) {
    console.error('cron delivery', errorName(error))
    throw error
  }
}
