/**
 * Abuse resistance: rate limits per client IP with the real
 * Workers Rate Limiting binding, one subscribe confirmation per address per day,
 * and the optional Turnstile check. The test config turns limits off (as every
 * local run does); these tests turn them on per call with `limited`.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  templateIds,
  type ApiConfig,
  type ApiError,
  type MailerResponse,
} from '../../shared/forms/api'
import { apiText } from '../../worker/text'
import { clientKey, rateLimitPeriodSeconds } from '../../worker/rateLimit'
import { siteverifyTimeoutMs } from '../../worker/turnstile'
import { call, envWith, postFrom, postJson } from './http'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend, recipientsOf } from './resend'
import { brands, families } from './fixtures'
import { fakeSiteverify, turnstileTest, withTurnstile } from './turnstile'

eachTestFromEmpty({ unpaced: true })

/** Production behaviour: RATE_LIMITS unset. */
const limited = envWith({ RATE_LIMITS: undefined })
const enquiryLimit = env.TEST_RATE_LIMITS.ENQUIRY_LIMITER!
const subscriptionLimit = env.TEST_RATE_LIMITS.SUBSCRIPTION_LIMITER!

/** An address no other test uses: the limiter's counters live as long as the test run. */
let nextIp = 1
const freshIp = () => `198.51.${Math.floor(Math.random() * 250)}.${nextIp++ % 250}`

/**
 * The local limiter counts in windows aligned to the clock (like a minute on the
 * wall). A burst that straddled a boundary would be counted in two windows, so
 * start it well inside one (tests that wait get `waits` as their timeout).
 */
const waits = { timeout: 20_000 }
async function insideOneWindow(periodSeconds: number): Promise<void> {
  const period = periodSeconds * 1000
  const left = period - (Date.now() % period)
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

/** Enquiry n, from its own visitor (one address gets one acknowledgement a day). */
const enquiry = (n: number) => ({
  templateId: templateIds.families,
  params: { ...families, email: `visita${n}@example.com`, message: `Consulta número ${n}` },
})

describe('rate limits per client IP', waits, () => {
  it('should take the limits and their period from wrangler.toml, far above what one visitor does', () => {
    for (const limit of [enquiryLimit, subscriptionLimit]) {
      expect(limit.period).toBe(rateLimitPeriodSeconds)
      // A person sends one form, perhaps a corrected second: ten a minute is never them.
      expect(limit.limit).toBeGreaterThanOrEqual(5)
    }
  })

  it('should accept a burst up to the limit, answer the rest 429 in Spanish with Retry-After, and keep every accepted enquiry', async () => {
    const resend = fakeResend()
    const ip = freshIp()
    const extra = 4
    await insideOneWindow(enquiryLimit.period)
    const answers = await Promise.all(
      Array.from({ length: enquiryLimit.limit + extra }, (_, n) =>
        postFrom(ip, apiPaths.mailer, enquiry(n), limited),
      ),
    )
    const accepted = answers.filter((r) => r.status === 200)
    const refused = answers.filter((r) => r.status === 429)
    expect(accepted).toHaveLength(enquiryLimit.limit)
    expect(refused).toHaveLength(extra)
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe(String(enquiryLimit.period))
      expect(await res.json<ApiError>()).toEqual({ message: apiText.tooManyRequests })
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const references = await Promise.all(
      accepted.map(async (r) => (await r.json<MailerResponse>()).reference),
    )
    const stored = await rows<{ reference: string }>('SELECT reference FROM enquiries')
    expect(stored.map((r) => r.reference).sort()).toEqual(references.sort())
    // Two mails per accepted enquiry (owner and visitor), none for a refused one.
    expect(resend.calls).toHaveLength(2 * enquiryLimit.limit)
  })

  it('should count each visitor on their own', async () => {
    fakeResend()
    const [noisy, quiet] = [freshIp(), freshIp()]
    await insideOneWindow(enquiryLimit.period)
    for (let n = 0; n < enquiryLimit.limit; n++) {
      await postFrom(noisy, apiPaths.mailer, { templateId: 1, params: brands }, limited)
    }
    expect((await postFrom(noisy, apiPaths.mailer, enquiry(1), limited)).status).toBe(429)
    expect((await postFrom(quiet, apiPaths.mailer, enquiry(2), limited)).status).toBe(200)
  })

  it('should keep separate budgets for enquiries and subscriptions, template 4 counting as a subscription', async () => {
    fakeResend()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const ip = freshIp()
    await insideOneWindow(subscriptionLimit.period)
    const lucia = { name: 'Lucía', email: 'lucia@example.com' }
    const statuses: number[] = []
    for (let n = 0; n < subscriptionLimit.limit; n++) {
      const res =
        n % 2 === 0
          ? await postFrom(ip, apiPaths.createContact, lucia, limited)
          : await postFrom(
              ip,
              apiPaths.mailer,
              { templateId: templateIds.subscribeConfirmation, params: lucia },
              limited,
            )
      statuses.push(res.status)
    }
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect((await postFrom(ip, apiPaths.createContact, lucia, limited)).status).toBe(429)
    // The subscription budget is spent; an enquiry from the same visitor still goes through.
    expect((await postFrom(ip, apiPaths.mailer, enquiry(1), limited)).status).toBe(200)
  })

  it('should treat a whole IPv6 /64 as one visitor', async () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:1:2:3'))
    expect(clientKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey(undefined)).toBe('unknown')

    fakeResend()
    const prefix = `2001:db8:${(nextIp++).toString(16)}:7`
    await insideOneWindow(enquiryLimit.period)
    for (let n = 0; n < enquiryLimit.limit; n++) {
      const res = await postFrom(
        `${prefix}::${n.toString(16)}`,
        apiPaths.mailer,
        enquiry(n),
        limited,
      )
      expect(res.status).toBe(200)
    }
    const rotated = await postFrom(`${prefix}:9:9:9:9`, apiPaths.mailer, enquiry(99), limited)
    expect(rotated.status).toBe(429)
  })

  it('should not limit anything when RATE_LIMITS is off (local tests and the load bench)', async () => {
    fakeResend()
    const ip = freshIp()
    const answers = await Promise.all(
      Array.from({ length: enquiryLimit.limit + 3 }, (_, n) =>
        postFrom(ip, apiPaths.mailer, enquiry(n), envWith({ RATE_LIMITS: 'off' })),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
  })

  it('should let an enquiry through when the limiter itself fails, rather than lose it', async () => {
    fakeResend()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: RateLimit = {
      limit: () => Promise.reject(new Error('limiter down')),
    }
    const res = await postFrom(
      freshIp(),
      apiPaths.mailer,
      enquiry(1),
      envWith({ RATE_LIMITS: undefined, ENQUIRY_LIMITER: broken }),
    )
    expect(res.status).toBe(200)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(1)
    expect(error.mock.calls.map((c) => c.join(' ')).join('\n')).toContain(
      'rate limiter unavailable',
    )
  })
})

describe('subscribe confirmations (template 4)', () => {
  const ana = { name: 'Ana', email: 'ana.sub@example.com' }
  const ask = (extra: Record<string, unknown> = {}, email = ana.email) =>
    postJson(apiPaths.mailer, {
      templateId: templateIds.subscribeConfirmation,
      params: { ...ana, email },
      submissionId: crypto.randomUUID(),
      ...extra,
    })

  it('should mail an address at most once a day however often it is asked, with the same answer', async () => {
    const resend = fakeResend()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await postJson(apiPaths.createContact, ana)
    for (const email of [ana.email, ana.email.toUpperCase(), ana.email]) {
      const res = await ask({}, email)
      expect(res.status).toBe(200)
      expect(await res.json<MailerResponse>()).toEqual({ message: apiText.confirmationRequested })
    }
    expect(resend.calls).toHaveLength(1)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(1)
    const printed = log.mock.calls.map((args) => args.join(' ')).join('\n')
    expect(printed).toContain('confirmation not sent (courtesy limits)')
    expect(printed).not.toContain('@')
  })

  it('should send one confirmation for concurrent requests with different submission ids', async () => {
    const resend = fakeResend()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await postJson(apiPaths.createContact, ana)
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask()))
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
    expect(resend.calls).toHaveLength(1)
    // The tokens stored are the ones in the mail that went out.
    const [subscriber] = await rows<{ confirm_token_hash: string }>(
      'SELECT confirm_token_hash FROM subscribers',
    )
    expect(subscriber!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
    const link = resend.calls[0]!.body.text.match(/confirm\?token=([\w-]+)/)![1]!
    const confirmed = await call(`${apiPaths.subscribersConfirm}?token=${link}`, { method: 'POST' })
    expect(confirmed.status).toBe(200)
  })

  it('should try again the same day when the earlier confirmation could not be delivered at all', async () => {
    const resend = fakeResend()
    await postJson(apiPaths.createContact, ana)
    await ask()
    await env.DB.prepare("UPDATE outgoing_messages SET status = 'failed'").run()
    await ask()
    expect(resend.calls).toHaveLength(2)
  })
})

describe('Turnstile (optional)', waits, () => {
  const { verifyUrl, siteKey } = turnstileTest
  const turnstile = withTurnstile()

  const withToken = (body: object, token?: string) => ({ ...body, turnstileToken: token })

  it('should be off by default: no widget key for the client and no check', async () => {
    const res = await call(apiPaths.config)
    expect(res.status).toBe(200)
    expect(await res.json<ApiConfig>()).toEqual({ turnstileSiteKey: null })
    fakeResend()
    const seen = fakeSiteverify()
    expect((await postJson(apiPaths.mailer, enquiry(1))).status).toBe(200)
    expect(seen).toHaveLength(0)
  })

  it('should hand the client the site key, never the secret, when it is on', async () => {
    const res = await call(apiPaths.config, undefined, turnstile)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ turnstileSiteKey: siteKey })
    expect(text).not.toContain(turnstile.TURNSTILE_SECRET!)
    expect(res.headers.get('cache-control')).toContain('max-age=')
    // A secret without a site key would refuse every form (no widget to solve): stays off.
    const halfSet = envWith({ TURNSTILE_SECRET: 'x', TURNSTILE_VERIFY_URL: verifyUrl })
    expect(await (await call(apiPaths.config, undefined, halfSet)).json()).toEqual({
      turnstileSiteKey: null,
    })
    fakeResend()
    expect((await postJson(apiPaths.mailer, enquiry(1), halfSet)).status).toBe(200)
  })

  it('should accept an enquiry whose token siteverify accepts, sending the secret and the visitor IP', async () => {
    fakeResend()
    const seen = fakeSiteverify()
    const res = await postFrom(
      '203.0.113.7',
      apiPaths.mailer,
      withToken(enquiry(1), 'pasa-1'),
      turnstile,
    )
    expect(res.status).toBe(200)
    expect(seen).toEqual([
      { secret: turnstile.TURNSTILE_SECRET, response: 'pasa-1', remoteip: '203.0.113.7' },
    ])
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(1)
  })

  it.each([
    ['no token', undefined],
    ['a token siteverify refuses', 'falso'],
  ])(
    'should refuse %s to an enquiry or createContact with 403, a Spanish message, and store and mail nothing',
    async (_label, token) => {
      const resend = fakeResend()
      fakeSiteverify()
      const bodies = [
        [apiPaths.mailer, withToken(enquiry(1), token)],
        [apiPaths.mailer, withToken({ templateId: templateIds.brands, params: brands }, token)],
        [apiPaths.createContact, withToken({ name: 'Ana', email: 'a@example.com' }, token)],
      ] as const
      for (const [path, body] of bodies) {
        const res = await postJson(path, body, turnstile)
        expect(res.status).toBe(403)
        const error = await res.json<ApiError>()
        expect(error.message).toBe(apiText.turnstileRejected)
        expect(error.errors?.turnstileToken).toEqual([apiText.turnstileRejected])
      }
      expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
      expect(await rows('SELECT * FROM subscribers')).toHaveLength(0)
      expect(resend.calls).toHaveLength(0)
    },
  )

  it('should mail the confirmation (template 4) without a token, only to a pending subscriber that a verified createContact stored', async () => {
    const resend = fakeResend()
    const seen = fakeSiteverify()
    const confirmation = (email: string, extra: object = {}) =>
      postJson(
        apiPaths.mailer,
        {
          templateId: templateIds.subscribeConfirmation,
          params: { name: 'Ana', email },
          submissionId: crypto.randomUUID(),
          ...extra,
        },
        turnstile,
      )
    const stored = await postJson(
      apiPaths.createContact,
      withToken({ name: 'Ana', email: 'ana.t@example.com' }, 'pasa-1'),
      turnstile,
    )
    expect(stored.status).toBe(200)

    const res = await confirmation('ana.t@example.com')
    expect(res.status).toBe(200)
    expect(await res.json<MailerResponse>()).toEqual({ message: apiText.confirmationRequested })
    expect(resend.calls.map(recipientsOf)).toEqual([['ana.t@example.com']])
    // Only createContact asked siteverify.
    expect(seen.map((v) => v.response)).toEqual(['pasa-1'])

    // Nobody stored (a token, even a refused one, is ignored): the same answer, no mail.
    for (const extra of [{}, { turnstileToken: 'falso' }]) {
      const stranger = await confirmation('nadie@example.com', extra)
      expect(stranger.status).toBe(200)
      expect(await stranger.json<MailerResponse>()).toEqual({
        message: apiText.confirmationRequested,
      })
    }
    expect(resend.calls).toHaveLength(1)
    expect(seen).toHaveLength(1)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(1)
  })

  it.each([
    ['answers 500', () => new Response('oops', { status: 500 })],
    ['is unreachable', () => Promise.reject(new TypeError('Network connection lost'))],
    [
      'hangs past the timeout',
      () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    ],
  ])('should answer 503 and store nothing when siteverify %s', async (_label, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    fakeResend()
    fakeSiteverify(answer)
    const res = await postJson(apiPaths.mailer, withToken(enquiry(1), 'pasa'), turnstile)
    expect(res.status).toBe(503)
    expect(await res.json<ApiError>()).toEqual({ message: apiText.turnstileUnavailable })
    expect(timeout).toHaveBeenCalledWith(siteverifyTimeoutMs)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
  })

  it('should refuse a token solved on another site, although siteverify calls it valid', async () => {
    const resend = fakeResend()
    fakeSiteverify(() =>
      Response.json({ success: true, 'error-codes': [], hostname: 'copia-del-sitio.example' }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await postJson(apiPaths.mailer, withToken(enquiry(1), 'pasa-1'), turnstile)
    expect(res.status).toBe(403)
    expect((await res.json<ApiError>()).message).toBe(apiText.turnstileRejected)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
  })

  it('should answer a filled honeypot like a success without asking siteverify', async () => {
    const resend = fakeResend()
    const seen = fakeSiteverify()
    const res = await postJson(apiPaths.mailer, { ...enquiry(1), website: 'x' }, turnstile)
    expect(res.status).toBe(200)
    expect(seen).toHaveLength(0)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
  })

  it('should answer a replay of a stored submission with its reference, although its token is spent', async () => {
    fakeResend()
    const seen = fakeSiteverify()
    const body = withToken({ ...enquiry(1), submissionId: crypto.randomUUID() }, 'pasa-una-vez')
    const first = await (await postJson(apiPaths.mailer, body, turnstile)).json<MailerResponse>()
    const again = await postJson(apiPaths.mailer, body, turnstile)
    expect(again.status).toBe(200)
    expect((await again.json<MailerResponse>()).reference).toBe(first.reference)
    expect(seen).toHaveLength(1)
  })

  it('should not ask siteverify for requests past the rate limit', async () => {
    fakeResend()
    const seen = fakeSiteverify()
    const both = envWith({ ...turnstile, RATE_LIMITS: undefined })
    const ip = freshIp()
    await insideOneWindow(enquiryLimit.period)
    const answers = await Promise.all(
      Array.from({ length: enquiryLimit.limit + 2 }, (_, n) =>
        postFrom(ip, apiPaths.mailer, withToken(enquiry(n), `pasa-${n}`), both),
      ),
    )
    expect(answers.filter((r) => r.status === 429)).toHaveLength(2)
    expect(seen).toHaveLength(enquiryLimit.limit)
  })
})
