/**
 * GET /v1/api/health — for an uptime monitor: D1 reachable, mail configured, and
 * the outbox's counts (no personal data). 503 when D1 is down, when mail is stuck
 * (something queued for longer than `stuckAfterMs`), or when a deployed Worker
 * lacks RESEND_API_KEY or OWNER_EMAIL — each a reason to alert her.
 */
import { Hono } from 'hono'
import { outboxHealth } from '../db/messages'
import { isLocal, mailConfigured } from '../mail/config'

/** The 5-minute cron delivers a healthy queue long before this. */
export const stuckAfterMs = 60 * 60 * 1000

export interface Health {
  status: 'ok' | 'degraded'
  db: boolean
  mail: {
    configured: boolean
    queued: number
    failedLast24h: number
    oldestQueuedMinutes: number | null
    stuck: boolean
  } | null
}

export const health = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const now = Date.now()
  let counts: Awaited<ReturnType<typeof outboxHealth>> | null = null
  // try/await, not .catch(): a binding that throws before returning a promise counts too.
  try {
    counts = await outboxHealth(c.env.DB, now)
  } catch {
    counts = null
  }
  const configured = mailConfigured(c.env)
  const mail: Health['mail'] = counts && {
    configured,
    queued: counts.queued,
    failedLast24h: counts.failedLast24h,
    oldestQueuedMinutes:
      counts.oldestQueuedAt === null ? null : Math.floor((now - counts.oldestQueuedAt) / 60_000),
    stuck: counts.oldestQueuedAt !== null && now - counts.oldestQueuedAt > stuckAfterMs,
  }
  const ok = mail !== null && !mail.stuck && (configured || isLocal(c.env))
  c.header('Cache-Control', 'no-store')
  return c.json<Health>(
    { status: ok ? 'ok' : 'degraded', db: counts !== null, mail },
    ok ? 200 : 503,
  )
})
