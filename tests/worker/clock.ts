/** Time in the Worker tests: moving the clock, running the Cron Triggers, delivery's pacing. */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import worker from '../../worker/index'
import { delivery } from '../../worker/mail/outbox'

/**
 * Delivery paces itself under Resend's 5 requests per second (220 ms a call;
 * asserted in cron.test.ts). Tests that push a hundred mails through switch it
 * off so they take seconds, not minutes. Returns the undo.
 */
export function withoutPacing(): () => void {
  const before = delivery.resendRate
  Object.assign(delivery, { resendRate: Number.POSITIVE_INFINITY })
  return () => Object.assign(delivery, { resendRate: before })
}

/**
 * Runs `work` with the clock (Date) at `time`: the Worker reads the current time,
 * so this is how a test lets hours or days pass. Timers stay real.
 */
export async function at<T>(time: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(time)
  try {
    return await work()
  } finally {
    vi.useRealTimers()
  }
}

/** Runs a Cron Trigger as Cloudflare would at `time` (by default the 5-minute outbox run). */
export function runCron(time: number, cron = '*/5 * * * *', cronEnv = env): Promise<void> {
  return at(time, async () => {
    const controller = createScheduledController({ scheduledTime: new Date(time), cron })
    const ctx = createExecutionContext()
    await worker.scheduled(controller, cronEnv, ctx)
    await waitOnExecutionContext(ctx)
  })
}
