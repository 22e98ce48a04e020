/**
 * The Cron Trigger retries what the first attempt could not deliver, with the
 * same Idempotency-Key, so the owner never gets an enquiry twice.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { templateIds } from '../../shared/forms/api'
import { cronSchedules } from '../../shared/rules/schedules'
import { claimMessage, recordAttempt } from '../../worker/db/messages'
import worker from '../../worker/index'
import { backoffMs, delivery } from '../../worker/mail/outbox'
import { envWith, postJson } from './http'
import { runCron, withoutPacing } from './clock'
import { eachTestFromEmpty, outbox, type OutboxRow, rows } from './db'
import { fakeResend, ok, type ResendCall, status } from './resend'
import { brands, families } from './fixtures'

const later = (ms: number) => Date.now() + ms
const hour = 60 * 60 * 1000

/** A fake Resend that, like the real one, sends a key's mail at most once. */
function idempotentResend(first: (call: ResendCall) => Response | null) {
  const delivered = new Map<string, string>()
  let n = 0
  const fake = fakeResend((call) => {
    const key = call.idempotencyKey!
    const scripted = n++ < 2 ? first(call) : null
    if (!delivered.has(key)) delivered.set(key, call.body.to[0]!)
    return scripted ?? Response.json({ id: `email-${key}` })
  })
  /** Mails that reached an inbox, by key. */
  return { ...fake, delivered }
}

/** The outbox cron with the clock running (runCron stops it at the run's time). */
async function realClockRun(scheduledTime: number) {
  const controller = createScheduledController({
    scheduledTime: new Date(scheduledTime),
    cron: cronSchedules.outbox,
  })
  const ctx = createExecutionContext()
  await worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

eachTestFromEmpty()

describe('the mail cron', () => {
  it('should deliver after Resend recovers from a 500, with the same Idempotency-Key', async () => {
    const resend = fakeResend(status(500), status(500), ok)
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    const queued = await outbox()
    expect(queued.map((m) => m.status)).toEqual(['queued', 'queued'])

    // Not due yet: the backoff is honoured.
    await runCron(Date.now())
    expect(resend.calls).toHaveLength(2)

    await runCron(later(hour))
    const after = await outbox()
    expect(after.map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ])
    expect(resend.calls).toHaveLength(4)
    const keys = resend.calls.map((c) => c.idempotencyKey)
    expect(new Set(keys.slice(2))).toEqual(new Set(keys.slice(0, 2)))
    expect(new Set(keys).size).toBe(2)
    // Once sent, the cron leaves it alone.
    await runCron(later(24 * hour))
    expect(resend.calls).toHaveLength(4)
  })

  it('should honour Retry-After on a 429 before trying again', async () => {
    const resend = fakeResend(status(429, 'rate_limit_exceeded', { 'retry-after': '7200' }), ok)
    await postJson('/v1/api/mailer/createContact', { name: 'Lu', email: 'lu@example.com' })
    await postJson('/v1/api/mailer', {
      templateId: templateIds.subscribeConfirmation,
      params: { name: 'Lu', email: 'lu@example.com' },
    })
    const [m] = await outbox()
    expect(m!.status).toBe('queued')
    expect(m!.next_attempt_at).toBeGreaterThanOrEqual(Date.now() + 7000 * 1000)

    await runCron(later(hour))
    expect(resend.calls).toHaveLength(1)
    await runCron(later(3 * hour))
    expect(resend.calls).toHaveLength(2)
    expect((await outbox())[0]!.status).toBe('sent')
  })

  it('should send a retried mail once even when Resend had accepted the first attempt', async () => {
    // The first answer is lost (a 500 after Resend accepted it): the retry carries the same key.
    const resend = idempotentResend(() =>
      Response.json(
        { statusCode: 500, name: 'internal_server_error', message: 'x' },
        { status: 500 },
      ),
    )
    await postJson('/v1/api/mailer', { templateId: templateIds.brands, params: brands })
    await runCron(later(hour))
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect([...resend.delivered.values()].sort()).toEqual(
      [brands.email, 'duena@example.com'].sort(),
    )
    const byKey = new Map<string | null, ResendCall[]>()
    for (const c of resend.calls)
      byKey.set(c.idempotencyKey, [...(byKey.get(c.idempotencyKey) ?? []), c])
    expect(byKey.size).toBe(2)
    for (const calls of byKey.values()) {
      expect(calls).toHaveLength(2)
      expect(new Set(calls.map((c) => c.body.subject)).size).toBe(1)
    }
  })

  it('should send a message the first attempt never reached (a crash after storing)', async () => {
    const resend = fakeResend()
    // Simulate the Worker dying before the after-response delivery: claims fail.
    const prepare = env.DB.prepare.bind(env.DB)
    const spy = vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes('UPDATE outgoing_messages SET next_attempt_at')) throw new Error('crash')
      return prepare(sql)
    })
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    spy.mockRestore()
    expect(resend.calls).toHaveLength(0)
    expect((await outbox()).map((m) => m.status)).toEqual(['queued', 'queued'])

    await runCron(Date.now())
    expect(resend.calls).toHaveLength(2)
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
  })

  it("should retry for as long as Resend keeps the Idempotency-Key (about 23 h), then mark it failed for the owner's digest", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const paced = withoutPacing()
    onTestFinished(paced)
    const resend = fakeResend(status(503))
    const start = Date.now()
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    let time = start
    while (time < start + 22 * hour) {
      time += hour
      await runCron(time)
    }
    const after22h = await outbox()
    expect(after22h.map((m) => m.status)).toEqual(['queued', 'queued'])
    // Far more tries than the old 8, never later than the window allows.
    expect(after22h[0]!.attempts).toBeGreaterThan(12)
    expect(after22h[0]!.next_attempt_at).toBeLessThanOrEqual(start + delivery.retryWindowMs + 5_000)

    while (time < start + 24 * hour) {
      time += hour
      await runCron(time)
    }
    const done = await rows<OutboxRow & { updated_at: number }>(
      'SELECT * FROM outgoing_messages ORDER BY id',
    )
    expect(done.map((m) => m.status)).toEqual(['failed', 'failed'])
    expect(done[0]!.last_error).toContain('503')
    // The last try came as the window closed.
    expect(done[0]!.updated_at).toBeGreaterThanOrEqual(start + delivery.retryWindowMs)
    const calls = resend.calls.length

    // Nothing is retried past the window; the next daily digest tells the owner.
    vi.restoreAllMocks()
    const digest = fakeResend()
    await runCron(start + 25 * hour, cronSchedules.enquiryDigest)
    expect(digest.calls).toHaveLength(1)
    expect(digest.calls[0]!.body.to).toEqual(['duena@example.com'])
    expect(digest.calls[0]!.body.subject).toBe(
      '1 consulta que no te llegó por mail · 1 mail sin entregar',
    )
    expect(resend.calls).toHaveLength(calls)
  }, 30_000)

  it('should claim with the time it runs at, not the scheduled time', async () => {
    const resend = fakeResend(status(500), status(500), ok)
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    // A controller whose scheduledTime is hours ahead does not make a backoff due.
    await realClockRun(later(6 * hour))
    expect(resend.calls).toHaveLength(2)
    expect((await outbox()).map((m) => m.status)).toEqual(['queued', 'queued'])
  })

  it('should not let a runner whose lease ran out overwrite what another recorded', async () => {
    fakeResend(status(500))
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    const [row] = await outbox()
    const t0 = row!.next_attempt_at
    const slow = await claimMessage(env.DB, row!.id, t0, delivery.leaseMs)
    const fast = await claimMessage(env.DB, row!.id, t0 + delivery.leaseMs + 1, delivery.leaseMs)
    expect(slow && fast).toBeTruthy()
    expect(
      await recordAttempt(
        env.DB,
        row!.id,
        fast!.next_attempt_at,
        { status: 'sent', providerId: 'x' },
        t0,
      ),
    ).toBe(true)
    // The slow runner's late answer changes nothing.
    for (const outcome of [
      { status: 'queued', error: 'late', nextAttemptAt: t0 },
      { status: 'failed', error: 'late' },
      { status: 'not_sent' },
    ] as const) {
      expect(await recordAttempt(env.DB, row!.id, slow!.next_attempt_at, outcome, t0)).toBe(false)
    }
    const [after] = await outbox()
    expect([after!.status, after!.last_error]).toEqual(['sent', null])
  })

  it('should stop claiming once a run has spent its time budget, leaving the rest due', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const budget = delivery.runBudgetMs
    Object.assign(delivery, { runBudgetMs: 1 })
    try {
      const resend = fakeResend(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return Response.json({ id: crypto.randomUUID() })
      })
      for (const email of ['a@example.com', 'b@example.com']) {
        await env.DB.prepare(
          `INSERT INTO outgoing_messages (template, recipient, subject, html, body_text, idempotency_key,
             next_attempt_at, created_at, updated_at)
           VALUES ('enquiry-ack', ?1, 's', 'h', 't', ?1, 0, 0, 0)`,
        )
          .bind(email)
          .run()
      }
      await realClockRun(Date.now())
      expect(resend.calls).toHaveLength(1)
      expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'queued'])
      await realClockRun(Date.now())
      expect(resend.calls).toHaveLength(2)
    } finally {
      Object.assign(delivery, { runBudgetMs: budget })
    }
  })

  it("should pace its calls at Resend's 5 requests a second, or at RESEND_RATE", async () => {
    const resend = fakeResend(
      status(500),
      status(500),
      status(500),
      status(500),
      status(500),
      status(500),
      ok,
    )
    for (const email of ['ana@example.com', 'bea@example.com', 'cami@example.com']) {
      await postJson('/v1/api/mailer', {
        templateId: templateIds.families,
        params: { ...families, email },
      })
    }
    expect(resend.calls).toHaveLength(6)
    await runCron(later(hour))
    const cronCalls = resend.calls.slice(6)
    expect(cronCalls).toHaveLength(6)
    for (let i = 1; i < cronCalls.length; i++) {
      expect(cronCalls[i]!.at - cronCalls[i - 1]!.at).toBeGreaterThanOrEqual(
        (1000 / delivery.resendRate) * delivery.paceMargin - 5,
      )
    }

    // A team whose Resend limit is lower (or shared with another sender) sets its own.
    await env.DB.prepare(
      `UPDATE outgoing_messages SET status = 'queued', next_attempt_at = 0`,
    ).run()
    await runCron(later(2 * hour), cronSchedules.outbox, envWith({ RESEND_RATE: '2' }))
    const slower = resend.calls.slice(12)
    expect(slower).toHaveLength(6)
    for (let i = 1; i < slower.length; i++) {
      expect(slower[i]!.at - slower[i - 1]!.at).toBeGreaterThanOrEqual(
        (1000 / 2) * delivery.paceMargin - 5,
      )
    }
  }, 30_000)
})

describe('backoff', () => {
  it('should grow with the attempts, stay jittered and capped, and respect Retry-After', () => {
    expect(backoffMs(1, null, () => 0)).toBe(delivery.baseBackoffMs / 2)
    expect(backoffMs(1, null, () => 1)).toBe(delivery.baseBackoffMs)
    expect(backoffMs(3, null, () => 1)).toBe(delivery.baseBackoffMs * 4)
    expect(backoffMs(30, null, () => 1)).toBe(delivery.maxBackoffMs)
    expect(backoffMs(1, 600, () => 0)).toBe(600_000)
  })
})
