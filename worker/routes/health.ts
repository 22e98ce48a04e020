/**
 * GET /v1/api/health — for an uptime monitor: D1 reachable, mail configured, and
 * the outbox's counts (no personal data). 503 when D1 is down, when mail is stuck
 * (something queued for longer than `stuckAfterMs`), or when a deployed Worker
 * lacks RESEND_API_KEY or OWNER_EMAIL — each a reason to alert her. The outbox's
 * counts are read from D1 at most once per `cacheMs` on an isolate, so a flood of
 * checks costs no more reads than one monitor.
 */
import { Hono } from 'hono'
import { outboxHealth } from '../db/messages'
import { isLocal, mailConfigured } from '../mail/config'

/** The 5-minute cron delivers a healthy queue long before this. */
export const stuckAfterMs = 60 * 60 * 1000

/** How long one reading of the outbox answers health checks. */
export const cacheMs = 30_000

type Counts = Awaited<ReturnType<typeof outboxHealth>>
/** The last reading of the outbox on this isolate (the Worker has one database), and when. */
let reading: { at: number; counts: Counts } | undefined

/** The outbox's counts, from D1 or from a reading under `cacheMs` old; null while D1 is down. */
async function counted(db: D1Database, now: number): Promise<Counts | null> {
  if (reading && now - reading.at >= 0 && now - reading.at < cacheMs) return reading.counts
  // try/await, not .catch(): a binding that throws before returning a promise counts too.
  try {
    const counts = await outboxHealth(db, now)
    reading = { at: now, counts }
    return counts
  } catch {
    return null
  }
}

/** Forgets the reading (tests that change the outbox between two checks). */
export const forgetHealthReading = () => void (reading = undefined)

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
  const counts = await counted(c.env.DB, now)
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
