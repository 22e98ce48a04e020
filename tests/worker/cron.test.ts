/**
 * The Cron Trigger retries what the first attempt could not deliver, with the
 * same Idempotency-Key, so the owner never gets an enquiry twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { templateIds } from '../../shared/api'
import { backoffMs, delivery } from '../../worker/mail/outbox'
import {
  brands,
  clearTables,
  env,
  fakeResend,
  families,
  ok,
  postJson,
  rows,
  runCron,
  status,
  type ResendCall,
} from './helpers'

interface MessageRow {
  id: number
  status: string
  attempts: number
  next_attempt_at: number
  idempotency_key: string
  last_error: string | null
}

const messages = () => rows<MessageRow>('SELECT * FROM outgoing_messages ORDER BY id')
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

beforeEach(clearTables)
afterEach(() => vi.restoreAllMocks())

describe('the mail cron', () => {
  it('should deliver after Resend recovers from a 500, with the same Idempotency-Key', async () => {
    const resend = fakeResend(status(500), status(500), ok)
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    const queued = await messages()
    expect(queued.map((m) => m.status)).toEqual(['queued', 'queued'])

    // Not due yet: the backoff is honoured.
    await runCron(Date.now())
    expect(resend.calls).toHaveLength(2)

    await runCron(later(hour))
    const after = await messages()
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
    const [m] = await messages()
    expect(m!.status).toBe('queued')
    expect(m!.next_attempt_at).toBeGreaterThanOrEqual(Date.now() + 7000 * 1000)

    await runCron(later(hour))
    expect(resend.calls).toHaveLength(1)
    await runCron(later(3 * hour))
    expect(resend.calls).toHaveLength(2)
    expect((await messages())[0]!.status).toBe('sent')
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
    expect((await messages()).map((m) => m.status)).toEqual(['sent', 'sent'])
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
    expect((await messages()).map((m) => m.status)).toEqual(['queued', 'queued'])

    await runCron(Date.now())
    expect(resend.calls).toHaveLength(2)
    expect((await messages()).map((m) => m.status)).toEqual(['sent', 'sent'])
  })

  it('should give up after the maximum attempts and mark the message failed', async () => {
    fakeResend(status(503))
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    let time = Date.now()
    for (let i = 1; i < delivery.maxAttempts; i++) {
      time += 7 * hour
      await runCron(time)
    }
    const after = await messages()
    expect(after.map((m) => [m.status, m.attempts])).toEqual([
      ['failed', delivery.maxAttempts],
      ['failed', delivery.maxAttempts],
    ])
    expect(after[0]!.last_error).toContain('503')
  })

  it("should pace its calls under Resend's 5 requests per second", async () => {
    const resend = fakeResend(
      status(500),
      status(500),
      status(500),
      status(500),
      status(500),
      status(500),
      ok,
    )
    for (const params of [families, families, families]) {
      await postJson('/v1/api/mailer', { templateId: templateIds.families, params })
    }
    expect(resend.calls).toHaveLength(6)
    await runCron(later(hour))
    const cronCalls = resend.calls.slice(6)
    expect(cronCalls).toHaveLength(6)
    for (let i = 1; i < cronCalls.length; i++) {
      expect(cronCalls[i]!.at - cronCalls[i - 1]!.at).toBeGreaterThanOrEqual(
        delivery.minIntervalMs - 5,
      )
    }
  })
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
