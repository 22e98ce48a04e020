/**
 * After an outage, mail catches up in minutes: the wait between tries is capped near
 * the cron's period, and once Resend accepts a message again, those waiting on an
 * earlier failure go on the next run. A 429's Retry-After and a claim's lease still
 * hold, so nothing is sent twice.
 */
import fc from 'fast-check'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { apiPaths, templateIds } from '../../shared/forms/api'
import { claimMessage } from '../../worker/db/messages'
import { backoffMs, delivery, rateLimitWaitMs } from '../../worker/mail/outbox'
import { postJson } from './http'
import { at, runCron } from './clock'
import { eachTestFromEmpty, outbox } from './db'
import { fakeResend, ok, type ResendCall, status } from './resend'
import { brands, families } from './fixtures'

const minute = 60_000

/** A Resend that is down (500) until `up`, then delivers each key's mail once. */
function recoveringResend() {
  const inbox = new Map<string, ResendCall[]>()
  const state = { up: false }
  const fake = fakeResend((call, signal) => {
    if (!state.up) return status(500)(call, signal)
    const key = call.idempotencyKey!
    inbox.set(key, [...(inbox.get(key) ?? []), call])
    return Response.json({ id: `email-${key}` })
  })
  return { ...fake, inbox, state }
}

eachTestFromEmpty()

describe('the wait between tries', () => {
  it('should never exceed the cap, whatever the attempt and the jitter', () => {
    // One cron period (shared/rules/schedules.ts: every 5 minutes), so a message waits one or two runs.
    expect(delivery.maxBackoffMs).toBeLessThanOrEqual(5 * minute)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempts, jitter) => {
          const wait = backoffMs(attempts, null, () => jitter)
          const uncapped = delivery.baseBackoffMs * 2 ** (attempts - 1)
          expect(wait).toBeLessThanOrEqual(delivery.maxBackoffMs)
          // Jittered, never less than half the capped wait: no storm of immediate retries.
          expect(wait).toBeGreaterThanOrEqual(Math.min(uncapped, delivery.maxBackoffMs) / 2)
        },
      ),
      { numRuns: 500 },
    )
  })

  it("should still wait at least a 429's Retry-After, even past the cap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: 24 * 60 * 60 }),
        (attempts, jitter, seconds) => {
          const wait = backoffMs(attempts, seconds, () => jitter)
          expect(wait).toBeGreaterThanOrEqual(seconds * 1000)
          expect(wait).toBeLessThanOrEqual(Math.max(seconds * 1000, delivery.maxBackoffMs))
        },
      ),
      { numRuns: 500 },
    )
  })

  it("should wait a rate limit's Retry-After, up to twice it, not the backoff of earlier failures", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: 24 * 60 * 60 }),
        (jitter, seconds) => {
          const wait = rateLimitWaitMs(seconds, () => jitter)
          expect(wait).toBeGreaterThanOrEqual(seconds * 1000)
          expect(wait).toBeLessThanOrEqual(2 * seconds * 1000)
          expect(wait).toBeLessThanOrEqual(Math.max(seconds * 1000, delivery.maxBackoffMs))
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('after Resend recovers', () => {
  it('should deliver a mail that failed 5 times on the first cron run after another send succeeded, once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const resend = recoveringResend()
    let time = Date.now()
    await at(time, () =>
      postJson(apiPaths.mailer, { templateId: templateIds.families, params: families }),
    )
    // Four more cron runs during the outage, each as the messages come due.
    for (let run = 0; run < 4; run++) {
      time = Math.max(...(await outbox()).map((m) => m.next_attempt_at))
      await runCron(time)
    }
    const waiting = await outbox()
    expect(waiting.map((m) => [m.status, m.attempts])).toEqual([
      ['queued', 5],
      ['queued', 5],
    ])
    for (const m of waiting) {
      expect(m.next_attempt_at - time).toBeLessThanOrEqual(delivery.maxBackoffMs)
      // Capped and jittered, still more than a run away.
      expect(m.next_attempt_at - time).toBeGreaterThanOrEqual(delivery.maxBackoffMs / 2)
    }

    // Resend is back, but nothing tells the waiting mail: a run now finds it not due.
    resend.state.up = true
    time += 10_000
    await runCron(time)
    expect(resend.inbox.size).toBe(0)

    // Another enquiry's mail goes through: the waiting ones are due at once.
    time += 10_000
    await at(time, () =>
      postJson(apiPaths.mailer, { templateId: templateIds.brands, params: brands }),
    )
    expect(resend.inbox.size).toBe(2)
    for (const m of await outbox()) {
      if (m.status === 'queued') expect(m.next_attempt_at).toBeLessThanOrEqual(time)
    }

    // The next cron run, well before their own time, delivers them.
    await runCron(time + 5_000)
    const after = await outbox()
    expect(after.map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
    expect(after.slice(0, 2).map((m) => m.attempts)).toEqual([6, 6])
    expect(Math.min(...waiting.map((m) => m.next_attempt_at))).toBeGreaterThan(time + 5_000)
    // One mail per message, to the owner and each visitor; later runs change nothing.
    expect(resend.inbox.size).toBe(4)
    for (const calls of resend.inbox.values()) expect(calls).toHaveLength(1)
    const callsBefore = resend.calls.length
    await runCron(time + 24 * 60 * minute)
    expect(resend.calls).toHaveLength(callsBefore)
  })

  it("should send a mail that failed 4 times and then met the rate limit a second later, a quota's 429 later", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const ownerEmail = env.OWNER_EMAIL ?? ''
    const state = { up: false, limited: true }
    // Back up, Resend first answers past its requests a second: her mail meets the rate limit,
    // the visitor's a quota (both saying "1 second"); then it accepts both.
    const resend = fakeResend((call, signal) => {
      if (!state.up) return status(500)(call, signal)
      if (!state.limited) return ok(call, signal)
      return call.body.to.includes(ownerEmail)
        ? status(429, 'rate_limit_exceeded', { 'retry-after': '1' })(call, signal)
        : status(429, 'daily_quota_exceeded', { 'retry-after': '1' })(call, signal)
    })
    let time = Date.now()
    await at(time, () =>
      postJson(apiPaths.mailer, { templateId: templateIds.families, params: families }),
    )
    for (let run = 0; run < 3; run++) {
      time = Math.max(...(await outbox()).map((m) => m.next_attempt_at))
      await runCron(time)
    }
    expect((await outbox()).map((m) => m.attempts)).toEqual([4, 4])

    state.up = true
    time = Math.max(...(await outbox()).map((m) => m.next_attempt_at))
    await runCron(time)
    const limited = await outbox()
    const owner = limited.find((m) => m.recipient === ownerEmail)
    const ack = limited.find((m) => m.recipient !== ownerEmail)
    expect(owner!.last_error).toMatch(/^429 rate_limit_exceeded/)
    expect(owner!.next_attempt_at - time).toBeGreaterThanOrEqual(1000)
    expect(owner!.next_attempt_at - time).toBeLessThanOrEqual(2000)
    // A quota is no pacing: that mail waits as after a failure (the fifth: 2.5 to 5 minutes).
    expect(ack!.last_error).toMatch(/^429 daily_quota_exceeded/)
    expect(ack!.next_attempt_at - time).toBeGreaterThanOrEqual(delivery.maxBackoffMs / 2)

    state.limited = false
    await runCron(time + 2000)
    const after = new Map((await outbox()).map((m) => [m.id, m.status]))
    expect([after.get(owner!.id), after.get(ack!.id)]).toEqual(['sent', 'queued'])
    expect(resend.calls.filter((c) => c.body.to.includes(ownerEmail))).toHaveLength(6)
  })

  it("should keep a 429's Retry-After when another mail is accepted", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The enquiry's first mail meets a 429 asking for 10 minutes; its second is accepted.
    const resend = fakeResend(status(429, 'rate_limit_exceeded', { 'retry-after': '600' }), ok)
    const time = Date.now()
    await at(time, () =>
      postJson(apiPaths.mailer, { templateId: templateIds.families, params: families }),
    )
    const [limited] = (await outbox()).filter((m) => m.status === 'queued')
    expect(limited!.last_error).toMatch(/^429 /)
    expect(limited!.next_attempt_at).toBeGreaterThanOrEqual(time + 600_000)

    await runCron(time + 5 * minute)
    expect(resend.calls).toHaveLength(2)
    await runCron(time + 11 * minute)
    expect(resend.calls).toHaveLength(3)
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent'])
  })

  it('should not free a message another runner holds under its lease', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const resend = fakeResend(status(500), status(500), ok)
    const time = Date.now()
    await at(time, () =>
      postJson(apiPaths.mailer, { templateId: templateIds.families, params: families }),
    )
    const [first, second] = await outbox()
    // The second mail has failed more often and waits ten minutes…
    await env.DB.prepare('UPDATE outgoing_messages SET next_attempt_at = ?1 WHERE id = ?2')
      .bind(time + 10 * minute, second!.id)
      .run()
    // …and a runner holds the first for its second try, still waiting for Resend,
    const held = await claimMessage(env.DB, first!.id, first!.next_attempt_at, delivery.leaseMs)
    expect(held).not.toBeNull()
    // while another enquiry's mail is accepted and brings the waiting ones forward.
    const accepted = first!.next_attempt_at + 1000
    await at(accepted, () =>
      postJson(apiPaths.mailer, { templateId: templateIds.brands, params: brands }),
    )
    const [stillHeld, brought] = await outbox()
    expect(stillHeld!.next_attempt_at).toBe(held!.next_attempt_at)
    expect(brought!.next_attempt_at).toBe(accepted)

    // A run inside the lease sends the second mail, not the held one.
    const callsBefore = resend.calls.length
    await runCron(accepted + 1000)
    expect(resend.calls.slice(callsBefore).map((c) => c.idempotencyKey)).toEqual([
      second!.idempotency_key,
    ])
  })
})
