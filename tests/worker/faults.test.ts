/**
 * Faults: Resend down or answering garbage, D1 down, the
 * Worker dying between storing and sending. Nothing accepted is lost, nothing is
 * sent twice. (cron.test.ts and mailer.test.ts hold the single-enquiry cases.)
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { apiPaths, templateIds, type ApiError, type MailerResponse } from '../../shared/forms/api'
import { delivery, retryAfter } from '../../worker/mail/outbox'
import { apiText } from '../../worker/text'
import { call, envWith, postJson } from './http'
import { runCron } from './clock'
import { eachTestFromEmpty, outbox, rows } from './db'
import { fakeResend, ok, type ResendCall, status } from './resend'
import { families } from './fixtures'

const hour = 60 * 60 * 1000
const owner = 'duena@example.com'

eachTestFromEmpty({ unpaced: true })

/** Makes AbortSignal.timeout fire after 20 ms, so a hung call fails fast. */
function quickTimeouts() {
  return vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), 20)
    return controller.signal
  })
}

const hang = (_call: ResendCall, signal: AbortSignal | null) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason))
  })

/**
 * A Resend that can be switched down and up, and that, like the real one, delivers
 * a key's mail at most once (a retry with a delivered key gets the same id back).
 */
function switchableResend() {
  const inbox = new Map<string, ResendCall[]>()
  const state = { down: true, n: 0 }
  const fake = fakeResend((call, signal) => {
    if (state.down) return state.n++ % 2 === 0 ? status(500)(call, signal) : hang(call, signal)
    const key = call.idempotencyKey!
    if (!inbox.has(key)) inbox.set(key, [call])
    return Response.json({ id: `email-${key}` })
  })
  return { ...fake, inbox, state }
}

/** Fifty visitors' mails in a day: more than a free plan's budget, so on Resend Pro's quota. */
const proPlan = envWith({ RESEND_DAILY_QUOTA: '1600' })

/** Runs the cron until nothing is due; returns how many runs it took. */
async function drain(time: number) {
  for (let run = 0; run < 10; run++) {
    const due = await rows(
      "SELECT id FROM outgoing_messages WHERE status = 'queued' AND next_attempt_at <= ?",
      time,
    )
    if (due.length === 0) return run
    await runCron(time, undefined, proPlan)
  }
  throw new Error('the cron never drained the queue')
}

describe('Resend down while enquiries arrive', () => {
  it('should store and answer all 50 enquiries, then deliver each exactly once after Resend recovers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    quickTimeouts()
    const resend = switchableResend()
    const sent = Array.from({ length: 50 }, (_, n) => ({
      templateId: templateIds.families,
      // Fifty visitors: one address gets one acknowledgement a day.
      params: { ...families, email: `visita${n}@example.com`, message: `Consulta ${n} ñandú 📷` },
      submissionId: crypto.randomUUID(),
    }))
    const answers = await Promise.all(sent.map((body) => postJson(apiPaths.mailer, body, proPlan)))
    expect(answers.map((r) => r.status)).toEqual(sent.map(() => 200))
    const references = await Promise.all(
      answers.map(async (r) => (await r.json<MailerResponse>()).reference),
    )
    expect(new Set(references).size).toBe(50)

    // All stored; every mail tried once and queued for later; nothing reached an inbox.
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(50)
    const during = await outbox()
    expect(during).toHaveLength(100)
    expect(during.every((m) => m.status === 'queued' && m.attempts === 1)).toBe(true)
    expect(new Set(during.map((m) => m.last_error?.split(' ')[0]))).toEqual(
      new Set(['500', 'network']),
    )
    expect(resend.inbox.size).toBe(0)

    resend.state.down = false
    const callsBefore = resend.calls.length
    // One run takes batch after batch while it has time: the backlog goes at once.
    const runs = await drain(Date.now() + hour)
    expect(100).toBeGreaterThan(delivery.batchSize)
    expect(runs).toBe(1)

    const after = await outbox()
    expect(after.every((m) => m.status === 'sent' && m.attempts === 2)).toBe(true)
    // Exactly one call per message after recovery, and one mail per key in the inbox.
    const retried = resend.calls.slice(callsBefore)
    expect(retried).toHaveLength(100)
    expect(new Set(retried.map((c) => c.idempotencyKey)).size).toBe(100)
    expect(resend.inbox.size).toBe(100)
    for (const body of sent) {
      const mails = resend.inbox.get(`enquiry-owner:${body.submissionId}`)!
      expect(mails).toHaveLength(1)
      expect(mails[0]!.body.to).toEqual([owner])
      expect(mails[0]!.body.text).toContain(body.params.message)
    }
    // Nothing left for later runs.
    await runCron(Date.now() + 48 * hour)
    expect(resend.calls).toHaveLength(callsBefore + 100)
  }, 60_000)

  it('should wait at least what a 429 Retry-After asks, in seconds or as an HTTP date', async () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0)
    expect(retryAfter({ 'retry-after': '120' }, now)).toBe(120)
    expect(retryAfter({ 'retry-after': new Date(now + 90_000).toUTCString() }, now)).toBe(90)
    expect(retryAfter({ 'retry-after': 'pronto' }, now)).toBeNull()
    expect(retryAfter({ 'retry-after': new Date(now - 1000).toUTCString() }, now)).toBeNull()
    expect(retryAfter(null, now)).toBeNull()

    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const later = new Date(Date.now() + 3 * hour).toUTCString()
    const resend = fakeResend(
      status(429, 'rate_limit_exceeded', { 'retry-after': later }),
      status(429, 'rate_limit_exceeded', { 'retry-after': later }),
      ok,
    )
    await postJson(apiPaths.mailer, { templateId: templateIds.families, params: families })
    const queued = await outbox()
    for (const m of queued) {
      expect(m.status).toBe('queued')
      expect(m.next_attempt_at).toBeGreaterThanOrEqual(Date.parse(later) - 1000)
    }
    await runCron(Date.now() + 2 * hour)
    expect(resend.calls).toHaveLength(2)
    await runCron(Date.now() + 4 * hour)
    expect(resend.calls).toHaveLength(4)
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
  })
})

describe('a malformed reply from Resend', () => {
  const replies: [string, () => Response][] = [
    [
      'a 200 with an HTML page',
      () => new Response('<html><body>OK</body></html>', { status: 200 }),
    ],
    ['a 200 with an empty body', () => new Response('', { status: 200 })],
    ['a 200 with JSON but no id', () => Response.json({ ok: true })],
    ['a 200 with JSON null', () => Response.json(null)],
    ['a 502 with an HTML proxy page', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a 500 with an empty body', () => new Response(null, { status: 500 })],
    ['a 503 with JSON null', () => new Response('null', { status: 503 })],
    ['a 500 with a JSON string', () => new Response('"boom"', { status: 500 })],
    ['a 500 with truncated JSON', () => new Response('{"statusCode": 5', { status: 500 })],
  ]

  it.each(replies)(
    'should record %s, keep the mail queued, and send it on a later run',
    async (_label, reply) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const unhandled = vi.spyOn(console, 'error').mockImplementation(() => {})
      const resend = fakeResend(reply, reply, ok)
      const res = await postJson(apiPaths.mailer, {
        templateId: templateIds.families,
        params: families,
      })
      expect(res.status).toBe(200)
      const queued = await outbox()
      expect(queued.map((m) => [m.status, m.attempts])).toEqual([
        ['queued', 1],
        ['queued', 1],
      ])
      for (const m of queued) expect(m.last_error).toBeTruthy()
      expect(unhandled).not.toHaveBeenCalled()

      await runCron(Date.now() + hour)
      expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
      expect(resend.calls).toHaveLength(4)
    },
  )
})

describe('D1 unavailable', () => {
  it('should answer a confirmation request 503 and change nothing when the batch fails', async () => {
    const resend = fakeResend()
    await postJson(apiPaths.createContact, { name: 'Lu', email: 'lu@example.com' })
    const before = await rows('SELECT * FROM subscribers')
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1_ERROR: storage down'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await postJson(apiPaths.mailer, {
      templateId: templateIds.subscribeConfirmation,
      params: { name: 'Lu', email: 'lu@example.com' },
    })
    expect(res.status).toBe(503)
    expect(await res.json<ApiError>()).toEqual({ message: apiText.storageDown })
    vi.restoreAllMocks()
    expect(await rows('SELECT * FROM subscribers')).toEqual(before)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
  })

  it('should report the health check degraded (503) while D1 is down', async () => {
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: network')
    })
    const res = await call('/v1/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'degraded', db: false, mail: null })
  })

  it('should let a cron run fail without losing queued mail, and deliver on the next run', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const resend = fakeResend(status(500), status(500), (c) =>
      Response.json({ id: `email-${c.idempotencyKey}` }),
    )
    await postJson(apiPaths.mailer, { templateId: templateIds.families, params: families })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const prepare = vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: network')
    })
    await expect(runCron(Date.now() + hour)).rejects.toThrow()
    expect(error.mock.calls.map((c) => JSON.parse(String(c[0])))).toContainEqual(
      expect.objectContaining({ event: 'cron', job: 'delivery' }),
    )
    prepare.mockRestore()
    expect((await outbox()).map((m) => m.status)).toEqual(['queued', 'queued'])
    await runCron(Date.now() + hour)
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(resend.calls).toHaveLength(4)
  })
})

describe('a crash between storing an enquiry and sending its mail', () => {
  it('should leave the mail queued when the send path throws after the batch, and the cron sends it', async () => {
    const resend = fakeResend()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const prepare = env.DB.prepare.bind(env.DB)
    // The after-response delivery dies at its first step, right after the batch committed.
    const spy = vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes('WHERE idempotency_key IN')) throw new Error('crash')
      return prepare(sql)
    })
    const res = await postJson(apiPaths.mailer, {
      templateId: templateIds.families,
      params: families,
    })
    expect(res.status).toBe(200)
    spy.mockRestore()
    expect(resend.calls).toHaveLength(0)
    expect((await outbox()).map((m) => [m.status, m.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ])
    // Due at once: the very next cron run (within 5 minutes) sends them.
    await runCron(Date.now())
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(resend.calls.map((c) => c.body.to[0]).sort()).toEqual([families.email, owner].sort())
  })

  it('should send once when the Worker died after Resend accepted the mail but before recording it', async () => {
    const inbox = new Map<string, number>()
    const resend = fakeResend((c) => {
      const key = c.idempotencyKey!
      inbox.set(key, (inbox.get(key) ?? 0) + (inbox.has(key) ? 0 : 1))
      return Response.json({ id: `email-${key}` })
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const prepare = env.DB.prepare.bind(env.DB)
    const spy = vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes("SET status = 'sent'")) throw new Error('crash')
      return prepare(sql)
    })
    await postJson(apiPaths.mailer, { templateId: templateIds.families, params: families })
    spy.mockRestore()
    expect(resend.calls).toHaveLength(2)
    // Still queued under its lease: a run before the lease ends leaves it alone…
    expect((await outbox()).map((m) => m.status)).toEqual(['queued', 'queued'])
    await runCron(Date.now() + delivery.leaseMs / 2)
    expect(resend.calls).toHaveLength(2)
    // …and one after it retries with the same key, which Resend delivers once.
    await runCron(Date.now() + delivery.leaseMs + 1000)
    expect(resend.calls).toHaveLength(4)
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect([...inbox.values()]).toEqual([1, 1])
  })
})
