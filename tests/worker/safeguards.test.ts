/**
 * The safeguards for going live: the forms cannot be used to mail third parties,
 * nothing that fails stops without the owner hearing of it, and personal data
 * has a lifetime (and can be erased on request). Real D1, fake Resend.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  apiPaths,
  honeypotField,
  templateIds,
  type ApiError,
  type MailerResponse,
} from '../../shared/forms/api'
import { owner as studio } from '../../shared/content/owner'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/format/time'
import { cronSchedules } from '../../shared/rules/schedules'
import { erasePersonSql, findPersonSql } from '../../worker/db/person'
import { inlined } from '../../worker/db/statement'
import { addChallenge, addPasskey } from '../../worker/db/passkeys'
import { signInRules } from '../../shared/rules/sign-in'
import { signInKey } from '../../worker/editor/secret'
import { issueCode, rememberBrowser, startSession } from '../../worker/editor/store'
import { monthsBefore } from '../../worker/db/retention'
import { staleConfirmation } from '../../worker/db/messages'
import { apiText } from '../../worker/text'
import { ownerMailDailyLimit } from '../../worker/mail/dailyLimits'
import { emailHash } from '../../worker/redact'
import { call, envWith, postFrom, postJson } from './http'
import { at, runCron, withoutPacing } from './clock'
import { clearTables, eachTestFromEmpty, rows } from './db'
import { fakeResend, keyed, ok, status } from './resend'
import { families } from './fixtures'
import { fakeHost } from './fake-fetch'

const owner = 'duena@example.com'
const hour = 60 * 60 * 1000

const enquire = (params: Partial<typeof families>, extra: object = {}, bindings?: Env) =>
  postJson(
    apiPaths.mailer,
    {
      templateId: templateIds.families,
      submissionId: crypto.randomUUID(),
      params: { ...families, ...params },
      ...extra,
    },
    bindings,
  )
const subscribe = (email: string, name = 'Lucía', bindings?: Env) =>
  postJson(apiPaths.createContact, { name, email }, bindings)
const askConfirmation = (email: string, name = 'Lucía', bindings?: Env, extra: object = {}) =>
  postJson(
    apiPaths.mailer,
    { templateId: templateIds.subscribeConfirmation, params: { name, email }, ...extra },
    bindings,
  )

const ownerMails = keyed('enquiry-owner:')
const acks = keyed('enquiry-ack:')
const confirmations = keyed('subscribe-confirmation:')
const digests = keyed('enquiry-digest:')

const count = async (sql: string, ...params: unknown[]) =>
  (await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${sql}`, ...params))[0]!.n
const daily = (time: number) => runCron(time, cronSchedules.enquiryDigest)
/** 08:00 in Buenos Aires (the daily cron's 11:00 UTC) on the day after `time`. */
const nextMorning = (time: number) => buenosAiresDayStart(time) + dayMs + 8 * hour

/** Resend refuses (422, not retried) every mail to `failing`. */
const refusing = (failing: string) =>
  fakeResend((c, signal) => (c.body.to.includes(failing) ? status(422) : ok)(c, signal))

const tokenIn = (text: string, path: string) => {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1]
  if (!token) throw new Error(`no ${path} link`)
  return token
}
const postLink = (path: string, token: string) => call(`${path}?token=${token}`, { method: 'POST' })

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

eachTestFromEmpty()

describe('the forms are not a mail cannon', () => {
  it('should acknowledge an address once a day however it is written, yet tell her of every enquiry', async () => {
    const resend = fakeResend()
    for (const email of ['ana@example.com', 'Ana@Example.com', 'ANA@example.com']) {
      expect((await enquire({ email })).status).toBe(200)
    }
    const toOwner = ownerMails(resend.calls)
    expect(toOwner.map((c) => c.body.to)).toEqual([[owner], [owner], [owner]])
    expect(toOwner.map((c) => [c.body.reply_to].flat())).toEqual([
      ['ana@example.com'],
      ['Ana@Example.com'],
      ['ANA@example.com'],
    ])
    expect(acks(resend.calls).map((c) => c.body.to)).toEqual([['ana@example.com']])
    expect(await count('enquiries')).toBe(3)

    await at(Date.now() + 25 * hour, () => enquire({ email: 'ana@example.com' }))
    expect(acks(resend.calls)).toHaveLength(2)
  })

  it('should acknowledge one mailbox once, whatever alias of it each enquiry gives', async () => {
    const resend = fakeResend()
    // One Gmail mailbox, spelt three ways: a +tag, dots, and the googlemail.com domain.
    for (const email of ['ana+1@gmail.com', 'a.na@gmail.com', 'ANA@googlemail.com']) {
      expect((await enquire({ email })).status).toBe(200)
    }
    expect(acks(resend.calls).map((c) => c.body.to)).toEqual([['ana+1@gmail.com']])
    expect(ownerMails(resend.calls)).toHaveLength(3)
    // Dots count elsewhere: another domain's a.na is someone else.
    await enquire({ email: 'a.na@example.com' })
    await enquire({ email: 'ana@example.com' })
    expect(acks(resend.calls)).toHaveLength(3)
  })

  it('should send one acknowledgement for enquiries from one address arriving together', async () => {
    const resend = fakeResend()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => enquire({ email: 'ana@example.com' })),
    )
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(acks(resend.calls)).toHaveLength(1)
    expect(ownerMails(resend.calls)).toHaveLength(5)
    expect(await count(`outgoing_messages WHERE template = 'enquiry-ack'`)).toBe(1)
  })

  it('should greet only by a plain first name and never carry a link to the visitor', async () => {
    const resend = fakeResend()
    const cases = [
      ['Urgente verificá https://evil.example/x', 'uno@example.com', 'Hola:'],
      ['María José', 'dos@example.com', 'Hola María:'],
      ['ana@evil.example', 'tres@example.com', 'Hola:'],
      ['Ana 2000', 'cuatro@example.com', 'Hola:'],
    ] as const
    for (const [name, email] of cases) await enquire({ name, email })
    for (const [, email, greeting] of cases) {
      const [ack] = acks(resend.calls).filter((c) => c.body.to.includes(email))
      expect(ack?.body.text.split('\n')[0]).toBe(greeting)
      expect(ack?.body.html).toContain(`<p>${greeting}</p>`)
      for (const part of [ack!.body.subject, ack!.body.html, ack!.body.text]) {
        expect(part).not.toContain('http')
        expect(part).not.toContain('evil.example')
      }
    }
    const [forHer] = ownerMails(resend.calls)
    expect(forHer?.body.text).toContain('Nombre: Urgente verificá https://evil.example/x')
    expect(forHer?.body.html).toContain('Urgente verificá https://evil.example/x')
  })

  it("should stop acknowledgements at the site's daily ceiling, count them, and tell her the next day", async () => {
    const resend = fakeResend()
    const capped = envWith({ VISITOR_MAIL_DAILY_LIMIT: '2' })
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      expect((await enquire({ email }, {}, capped)).status).toBe(200)
    }
    expect(ownerMails(resend.calls)).toHaveLength(4)
    expect(acks(resend.calls).map((c) => c.body.to)).toEqual([['a@example.com'], ['b@example.com']])
    const today = buenosAiresDay(Date.now())
    expect(
      await rows(`SELECT day, count FROM daily_counters WHERE name = 'courtesy-skipped'`),
    ).toEqual([{ day: today, count: 2 }])

    await daily(nextMorning(Date.now()))
    const [digest] = digests(resend.calls)
    expect(digest?.body.to).toEqual([owner])
    expect(digest?.body.subject).toContain('límite')
    expect(digest?.body.text).toContain('límite')
    expect(digest?.body.text).toContain('2 acuses de recibo o confirmaciones no se enviaron')
  })

  it('should stop confirmation mails too once the ceiling is reached', async () => {
    const resend = fakeResend()
    const capped = envWith({ VISITOR_MAIL_DAILY_LIMIT: '1' })
    await enquire({ email: 'a@example.com' }, {}, capped)
    expect(acks(resend.calls)).toHaveLength(1)
    await subscribe('lu@example.com', 'Lucía', capped)
    await askConfirmation('lu@example.com', 'Lucía', capped)
    expect(confirmations(resend.calls)).toHaveLength(0)
    expect(await count(`outgoing_messages WHERE template = 'subscribe-confirmation'`)).toBe(0)
    expect(await count(`daily_counters WHERE name = 'courtesy-skipped' AND count = 1`)).toBe(1)
  })

  it('should answer a bot that filled the honeypot like a success, and only count it', async () => {
    const resend = fakeResend()
    const bot = { website: 'x' }
    const enquiry = await enquire({}, bot)
    expect(enquiry.status).toBe(200)
    expect(await enquiry.json<MailerResponse>()).toEqual({ message: apiText.enquiryReceived })
    const contact = { name: 'Lu', email: 'lu@example.com', ...bot }
    expect((await postJson(apiPaths.createContact, contact)).status).toBe(200)
    expect((await askConfirmation('lu@example.com', 'Lu', env, bot)).status).toBe(200)
    for (const table of ['enquiries', 'subscribers', 'outgoing_messages'])
      expect(await count(table)).toBe(0)
    expect(resend.calls).toHaveLength(0)
    expect(await rows(`SELECT name, count FROM daily_counters`)).toEqual([
      { name: 'honeypot', count: 3 },
    ])
  })

  it('should never rename a confirmed subscriber, while a pending one takes the new name', async () => {
    const now = Date.now()
    await env.DB.prepare(
      `INSERT INTO subscribers (name, email, status, created_at, updated_at, confirmed_at)
       VALUES ('Lucía', 'lucia@example.com', 'confirmed', ?1, ?1, ?1)`,
    )
      .bind(now - dayMs)
      .run()
    expect((await subscribe('Lucia@Example.com', 'Impostora')).status).toBe(200)
    await subscribe('bea@example.com', 'Bea')
    await subscribe('bea@example.com', 'Beatriz')
    expect(await rows('SELECT name, email, status FROM subscribers ORDER BY id')).toEqual([
      { name: 'Lucía', email: 'lucia@example.com', status: 'confirmed' },
      { name: 'Beatriz', email: 'bea@example.com', status: 'pending' },
    ])
  })

  it('should keep only a hash of who left, and not add them again for 30 days', async () => {
    const resend = fakeResend()
    await subscribe('Lu@Example.com')
    await askConfirmation('Lu@Example.com')
    const link = confirmations(resend.calls)[0]?.body.headers?.['List-Unsubscribe'] ?? ''
    const leave = apiPaths.subscribersUnsubscribe
    expect((await postLink(leave, tokenIn(link, leave))).status).toBe(200)
    expect(await count('subscribers')).toBe(0)
    expect(await count(`outgoing_messages WHERE lower(recipient) = 'lu@example.com'`)).toBe(0)
    expect(await rows('SELECT email_hash FROM suppressions')).toEqual([
      { email_hash: await sha256Hex('lu@example.com') },
    ])

    await subscribe('lu@example.com')
    expect(await count('subscribers')).toBe(0)
    await at(Date.now() + 31 * dayMs, () => subscribe('lu@example.com'))
    expect(await rows('SELECT email, status FROM subscribers')).toEqual([
      { email: 'lu@example.com', status: 'pending' },
    ])
  })

  it('should send at most 3 confirmation mails to one pending sign-up, ever', async () => {
    const resend = fakeResend()
    await subscribe('lu@example.com')
    const start = Date.now()
    for (let i = 0; i < 5; i++)
      await at(start + i * 25 * hour, () => askConfirmation('lu@example.com'))
    expect(confirmations(resend.calls)).toHaveLength(3)
  })

  it('should refuse a Turnstile token solved on another site', async () => {
    const verifyUrl = 'https://turnstile.test/siteverify'
    const turnstile = envWith({
      TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_VERIFY_URL: verifyUrl,
    })
    let hostname = 'evil.example'
    fakeHost(verifyUrl, async () => Response.json({ success: true, hostname }))
    const resend = fakeResend()
    const token = { turnstileToken: 'token' }
    expect((await enquire({}, token, turnstile)).status).toBe(403)
    const contact = { name: 'Lu', email: 'lu@example.com', ...token }
    expect((await postJson(apiPaths.createContact, contact, turnstile)).status).toBe(403)
    expect(await count('enquiries')).toBe(0)
    expect(await count('subscribers')).toBe(0)
    expect(resend.calls).toHaveLength(0)

    hostname = 'localhost'
    expect((await enquire({}, token, turnstile)).status).toBe(200)
    expect((await postJson(apiPaths.createContact, contact, turnstile)).status).toBe(200)
    expect(await count('enquiries')).toBe(1)
    expect(await count('subscribers')).toBe(1)
  })
})

describe('her inbox cannot be flooded', () => {
  it(`should mail her ${ownerMailDailyLimit} of ${ownerMailDailyLimit + 10} enquiries in a day, store and answer all, and bring the other 10 in the next digest`, async () => {
    const restorePacing = withoutPacing()
    onTestFinished(restorePacing)
    const resend = fakeResend()
    const day = buenosAiresDayStart(Date.now()) + 10 * hour
    const answers = await at(day, async () => {
      const statuses: number[] = []
      for (let i = 0; i < ownerMailDailyLimit + 10; i++)
        statuses.push((await enquire({ email: `visita${i}@example.com` })).status)
      return statuses
    })
    expect(answers).toEqual(Array(ownerMailDailyLimit + 10).fill(200))
    expect(await count('enquiries')).toBe(ownerMailDailyLimit + 10)
    expect(ownerMails(resend.calls)).toHaveLength(ownerMailDailyLimit)

    await daily(nextMorning(day))
    const [digest] = digests(resend.calls)
    // Past the courtesy line too: the subject says the day's limit was reached as well.
    expect(digest?.body.subject).toMatch(/^10 consultas que no te llegaron por mail/)
    expect(digest?.body.text).toContain('10 llegaron por este resumen')
    expect(digest?.body.text.match(/Referencia: FAM-/g)).toHaveLength(10)
    // A new day, a new allowance.
    await at(nextMorning(day) + hour, () => enquire({ email: 'otra@example.com' }))
    expect(ownerMails(resend.calls)).toHaveLength(ownerMailDailyLimit + 1)
  }, 30_000)
})

describe('her database cannot be filled', () => {
  it('should refuse enquiries past the day’s ceiling with a 503 offering WhatsApp and e-mail, and tell her in the next digest', async () => {
    const resend = fakeResend()
    const capped = envWith({ ENQUIRY_DAILY_LIMIT: '3' })
    const day = buenosAiresDayStart(Date.now()) + 10 * hour
    const answers = await at(day, async () => {
      const out: Response[] = []
      for (let i = 0; i < 5; i++)
        out.push(await enquire({ email: `v${i}@example.com` }, {}, capped))
      return out
    })
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 503, 503])
    const refused = await answers[3]!.json<ApiError>()
    expect(refused.message).toBe(apiText.enquiriesFull)
    expect(refused.message).toContain(studio.whatsapp)
    expect(refused.message).toContain(studio.email)
    expect(await count('enquiries')).toBe(3)
    // A bot caught by the honeypot is not what fills it: it only bumps its own counter.
    await at(day, () => enquire({}, { [honeypotField]: 'x' }, capped))
    expect(await count(`daily_counters WHERE name = 'enquiry-ceiling'`)).toBe(1)

    await daily(nextMorning(day))
    const [digest] = digests(resend.calls)
    expect(digest?.body.subject).toBe('límite diario alcanzado')
    expect(digest?.body.text).toContain(
      'se alcanzó el límite diario de consultas que guarda la web: 2 envíos no se guardaron',
    )
  })

  it('should hold the ceiling when many enquiries arrive at once', async () => {
    fakeResend()
    const capped = envWith({ ENQUIRY_DAILY_LIMIT: '3' })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => enquire({ email: `v${i}@example.com` }, {}, capped)),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(503)])
    expect(await count('enquiries')).toBe(3)
    // No mail for an enquiry that was not stored, and no skipped acknowledgement counted for one.
    expect(await count(`outgoing_messages WHERE template = 'enquiry-owner'`)).toBe(3)
    const noAcks = envWith({ ENQUIRY_DAILY_LIMIT: '6', VISITOR_MAIL_DAILY_LIMIT: '0' })
    const more = await Promise.all(
      Array.from({ length: 12 }, (_, i) => enquire({ email: `w${i}@example.com` }, {}, noAcks)),
    )
    expect(more.filter((r) => r.status === 200)).toHaveLength(3)
    expect(await count('enquiries')).toBe(6)
    const [skipped] = await rows<{ count: number }>(
      `SELECT count FROM daily_counters WHERE name = 'courtesy-skipped'`,
    )
    expect(skipped?.count).toBe(3)
  })
})

describe('logs carry no secrets', () => {
  it('should log no address, token, name or IP along a visitor’s whole journey', async () => {
    const printed: string[] = []
    for (const level of ['log', 'warn', 'error', 'info'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '))
      })
    const ip = '203.0.113.77'
    // Mail refused for the owner (logged attempts), accepted for the visitor.
    const resend = refusing(owner)
    await postFrom(ip, apiPaths.mailer, {
      templateId: templateIds.families,
      params: { ...families, name: 'Valentina', email: 'valen@example.com' },
    })
    // She joins the newsletter the next day: her mailbox got its one courtesy mail today.
    await at(nextMorning(Date.now()), async () => {
      await postFrom(ip, apiPaths.createContact, { name: 'Valentina', email: 'valen@example.com' })
      await postFrom(ip, apiPaths.mailer, {
        templateId: templateIds.subscribeConfirmation,
        params: { name: 'Valentina', email: 'valen@example.com' },
      })
    })
    const mail = confirmations(resend.calls)[0]?.body.text ?? ''
    const token = tokenIn(mail, apiPaths.subscribersConfirm)
    await postLink(apiPaths.subscribersConfirm, token)
    // Recorded without a key, the cron's runs, a Turnstile outage.
    await enquire({ email: 'otra@example.com' }, {}, envWith({ RESEND_API_KEY: '' }))
    await daily(nextMorning(Date.now()))
    await runCron(Date.now() + hour)
    expect(printed.length).toBeGreaterThan(0)
    for (const line of printed) {
      for (const secret of ['@', ip, token, 'Valentina', 'valen'])
        expect(line).not.toContain(secret)
      expect(() => JSON.parse(line), line).not.toThrow()
    }
  })
})

describe('nothing stops silently', () => {
  it('should list an enquiry again when the digest that listed it could not be delivered', async () => {
    const failing = refusing(owner)
    await enquire({})
    const { reference } = (await rows<{ reference: string }>('SELECT reference FROM enquiries'))[0]!
    const first = nextMorning(Date.now())
    await daily(first)
    expect(digests(failing.calls).map((c) => c.body.text)).toEqual([
      expect.stringContaining(`Referencia: ${reference}`),
    ])
    expect(
      await count(`outgoing_messages WHERE template = 'enquiry-digest' AND status = 'failed'`),
    ).toBe(1)

    vi.restoreAllMocks()
    const resend = fakeResend()
    await daily(first + dayMs)
    expect(resend.calls).toHaveLength(1)
    expect(resend.calls[0]!.body.subject).toBe('1 consulta que no te llegó por mail')
    expect(resend.calls[0]!.body.text).toContain(`Referencia: ${reference}`)
    await daily(first + 2 * dayMs)
    expect(resend.calls).toHaveLength(1)
  })

  it('should keep mail recorded without RESEND_API_KEY and send it once the key is set', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const resend = fakeResend()
    await enquire({}, {}, envWith({ RESEND_API_KEY: undefined }))
    expect(await rows('SELECT template, status FROM outgoing_messages ORDER BY id')).toEqual([
      { template: 'enquiry-owner', status: 'not_sent' },
      { template: 'enquiry-ack', status: 'not_sent' },
    ])
    expect(resend.calls).toHaveLength(0)
    await runCron(Date.now())
    expect(resend.calls.map((c) => c.body.to)).toEqual([[owner], [families.email]])
    expect(await count(`outgoing_messages WHERE status = 'sent'`)).toBe(2)
  })

  it('should drop, not send late, a confirmation recorded without RESEND_API_KEY whose link expired meanwhile', async () => {
    const resend = fakeResend()
    const noKey = envWith({ RESEND_API_KEY: undefined })
    const signedUp = Date.now() - 8 * dayMs
    await at(signedUp, async () => {
      await subscribe('lu@example.com', 'Lucía', noKey)
      await askConfirmation('lu@example.com', 'Lucía', noKey)
      await enquire({}, {}, noKey)
    })
    expect(await count(`outgoing_messages WHERE status = 'not_sent'`)).toBe(3)
    // A week later the key is set: the enquiry's mails go, the dead link does not.
    await runCron(Date.now())
    expect(confirmations(resend.calls)).toHaveLength(0)
    expect(ownerMails(resend.calls)).toHaveLength(1)
    expect(
      await rows(
        `SELECT status, last_error, html, body_text FROM outgoing_messages
         WHERE template = 'subscribe-confirmation'`,
      ),
    ).toEqual([{ status: 'failed', last_error: staleConfirmation, html: null, body_text: null }])
  })

  it("should mail the studio's public address locally without OWNER_EMAIL, and report it deployed", async () => {
    const resend = fakeResend()
    await enquire({}, {}, envWith({ OWNER_EMAIL: undefined }))
    const [forHer] = ownerMails(resend.calls)
    expect(forHer?.body.to).toEqual([studio.email])
    expect([forHer?.body.reply_to].flat()).toEqual([families.email])

    const deployed = envWith({
      OWNER_EMAIL: undefined,
      SITE_ORIGIN: 'https://fotografiaemocional.com.ar',
    })
    const res = await call('/v1/api/health', undefined, deployed)
    expect(res.status).toBe(503)
    expect((await res.json<{ mail: { configured: boolean } }>()).mail.configured).toBe(false)
  })

  it('should tell an uptime monitor when mail is stuck, without naming anyone', async () => {
    const healthy = await call('/v1/api/health')
    expect(healthy.status).toBe(200)
    expect(await healthy.json()).toEqual({
      status: 'ok',
      db: true,
      mail: {
        configured: true,
        queued: 0,
        failedLast24h: 0,
        oldestQueuedMinutes: null,
        stuck: false,
      },
    })

    const twoHoursAgo = Date.now() - 2 * hour
    await env.DB.prepare(
      `INSERT INTO outgoing_messages (template, recipient, subject, html, body_text, idempotency_key,
         next_attempt_at, created_at, updated_at)
       VALUES ('enquiry-ack', 'ana@example.com', 's', 'h', 't', 'k', ?1, ?2, ?2)`,
    )
      .bind(Date.now() + hour, twoHoursAgo)
      .run()
    // The monitor's next check, once the last reading (at most 30 s old) has lapsed.
    const stuck = await at(Date.now() + 31_000, () => call('/v1/api/health'))
    expect(stuck.status).toBe(503)
    const text = await stuck.text()
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/)
    expect(JSON.parse(text)).toMatchObject({
      status: 'degraded',
      mail: { queued: 1, stuck: true, oldestQueuedMinutes: expect.toSatisfy((m) => m >= 120) },
    })
  })

  it('should answer a flood of health checks from one reading of D1 every 30 seconds', async () => {
    const prepare = vi.spyOn(env.DB, 'prepare')
    const start = Date.now()
    const statuses: number[] = []
    for (let i = 0; i < 20; i++)
      statuses.push((await at(start + i * 1000, () => call('/v1/api/health'))).status)
    expect(statuses).toEqual(Array(20).fill(200))
    expect(prepare).toHaveBeenCalledTimes(1)
    await at(start + 30_000, () => call('/v1/api/health'))
    expect(prepare).toHaveBeenCalledTimes(2)
  })

  it('should keep no body of a mail once it was sent or failed for good', async () => {
    fakeResend()
    await enquire({})
    const bodies = 'SELECT status, html, body_text, headers FROM outgoing_messages'
    const cleared = { html: null, body_text: null, headers: null }
    expect(await rows(bodies)).toEqual([
      { status: 'sent', ...cleared },
      { status: 'sent', ...cleared },
    ])
    await clearTables()
    vi.restoreAllMocks()
    fakeResend(status(422, 'validation_error'))
    await subscribe('lu@example.com')
    await askConfirmation('lu@example.com')
    expect(await rows(bodies)).toEqual([{ status: 'failed', ...cleared }])
  })
})

describe('personal data has a lifetime', () => {
  it("should delete the editor's sign-in codes within a day, and her sessions once they end", async () => {
    fakeResend()
    const start = Date.now()
    await issueCode(env.DB, (await signInKey(env))!, 'ana@example.com', 'browser', start)
    await startSession(env.DB, 'ana@example.com', start)
    await daily(nextMorning(start))
    expect(await count('editor_codes')).toBe(0)
    expect(await count('editor_sessions')).toBe(1)
    await daily(nextMorning(start + signInRules.sessionMs))
    expect(await count('editor_sessions')).toBe(0)
  })

  it('should delete a sign-up nobody confirmed a day after its link expired, and keep the confirmed', async () => {
    const resend = fakeResend()
    const start = Date.now()
    await subscribe('asked@example.com')
    await askConfirmation('asked@example.com')
    await subscribe('never@example.com')
    await subscribe('done@example.com')
    await askConfirmation('done@example.com')
    const [mail] = confirmations(resend.calls).filter((c) => c.body.to.includes('done@example.com'))
    const confirm = apiPaths.subscribersConfirm
    expect((await postLink(confirm, tokenIn(mail!.body.text, confirm))).status).toBe(200)

    await daily(start + 6 * dayMs)
    expect(await count('subscribers')).toBe(3)
    await daily(start + 8 * dayMs)
    expect(await rows('SELECT email, status FROM subscribers')).toEqual([
      { email: 'done@example.com', status: 'confirmed' },
    ])
    expect(await rows('SELECT recipient FROM outgoing_messages')).toEqual([
      { recipient: 'done@example.com' },
    ])
  })

  it('should delete an enquiry and its mails after 24 months, and keep a recent one', async () => {
    fakeResend()
    const now = Date.now()
    for (const [reference, createdAt] of [
      ['FAM-0001', monthsBefore(now, 25)],
      ['FAM-0002', now - dayMs],
    ] as const) {
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO enquiries (kind, fields, visitor_email, reference, created_at)
           VALUES ('families', ?1, 'ana@example.com', ?2, ?3)`,
        ).bind(JSON.stringify(families), reference, createdAt),
        env.DB.prepare(
          `INSERT INTO outgoing_messages (enquiry_id, template, recipient, subject, status,
             idempotency_key, next_attempt_at, created_at, updated_at)
           VALUES (last_insert_rowid(), 'enquiry-owner', ?1, 's', 'sent', ?2, ?3, ?3, ?3)`,
        ).bind(owner, reference, createdAt),
      ])
    }
    await daily(now)
    expect(await rows('SELECT reference FROM enquiries')).toEqual([{ reference: 'FAM-0002' }])
    expect(await rows('SELECT idempotency_key FROM outgoing_messages')).toEqual([
      { idempotency_key: 'FAM-0002' },
    ])
  })

  it('should erase everything about a person on request, and nothing about anyone else', async () => {
    const ana = 'ana@example.com'
    const bea = 'bea@example.com'
    refusing(owner)
    // Each joined the newsletter the day before: one courtesy mail per mailbox a day.
    const yesterday = Date.now() - dayMs
    for (const [email, name] of [
      [ana, 'Ana'],
      [bea, 'Bea'],
    ] as const)
      await at(yesterday, async () => {
        await subscribe(email, name)
        await askConfirmation(email, name)
      })
    await enquire({ email: 'Ana@Example.com' })
    vi.restoreAllMocks()
    const resend = fakeResend()
    await enquire({ email: ana })
    await enquire({ name: 'Bea', email: bea })
    await daily(nextMorning(Date.now()))
    const [digest] = digests(resend.calls)
    expect(digest?.body.text).toContain('Ana@Example.com')
    expect(
      await count(`outgoing_messages WHERE template = 'enquiry-digest' AND status = 'sent'`),
    ).toBe(1)

    // She also edits the site: a sign-in code, a session, a known browser, a passkey and a
    // passkey being saved of hers, and of someone else's.
    for (const editor of [ana, bea]) {
      await issueCode(env.DB, (await signInKey(env))!, editor, 'browser', Date.now())
      await startSession(env.DB, editor, Date.now())
      await rememberBrowser(env.DB, null, editor, Date.now())
      await addPasskey(
        env.DB,
        {
          credential_id: `key-of-${editor}`,
          email: editor,
          public_key: 'AAAA',
          counter: 0,
          transports: '[]',
          user_handle: 'AAAA',
          name: 'Chrome en Android',
        },
        Date.now(),
      )
      const challenge = { challengeHash: `saving-${editor}`, purpose: 'register' as const }
      await addChallenge(
        env.DB,
        { ...challenge, browserHash: 'browser', email: editor, userHandle: 'AAAA' },
        Date.now(),
        Date.now() + hour,
      )
    }

    const hash = await emailHash(ana)
    const found = await Promise.all(
      findPersonSql(ana, hash).map(async (s) => (await env.DB.prepare(inlined(s)).all()).results),
    )
    expect(found.map((r) => r.length)).toEqual([4, 2, 1, 0, 1, 1, 1, 1, 1])
    for (const row of found.flat()) expect(JSON.stringify(row).toLowerCase()).toContain(ana)

    await env.DB.batch(erasePersonSql(ana, hash).map((s) => env.DB.prepare(inlined(s))))
    const tables = [
      'enquiries',
      'subscribers',
      'outgoing_messages',
      'suppressions',
      'editor_codes',
      'editor_sessions',
      'editor_known_browsers',
      'editor_passkeys',
      'editor_passkey_challenges',
    ]
    const left = JSON.stringify(
      await Promise.all(tables.map((t) => rows(`SELECT * FROM ${t}`))),
    ).toLowerCase()
    expect(left).not.toContain(ana)
    expect(left).not.toContain(hash)
    expect(await count('enquiries WHERE visitor_email = ?', bea)).toBe(1)
    expect(await count('subscribers WHERE email = ?', bea)).toBe(1)
    expect(await count('outgoing_messages WHERE recipient = ?1 OR reply_to = ?1', bea)).toBe(3)
    expect(await count('editor_sessions WHERE email = ?', bea)).toBe(1)
    expect(await count('editor_known_browsers WHERE email = ?', bea)).toBe(1)
    expect(await count('editor_passkeys WHERE email = ?', bea)).toBe(1)
    expect(await count('editor_passkey_challenges WHERE email = ?', bea)).toBe(1)
  })
})
