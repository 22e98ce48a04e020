/**
 * Her mail cannot be used up by strangers (worker/mail/dailyLimits.ts): the day's Resend
 * quota keeps a part for her (codes, enquiry mails, digest), visitors' courtesy mails stop
 * short of it, and the outbox checks the last 24 hours again as each mail goes. Rate
 * limits are off here, as a script spread over many addresses would have them. Real D1,
 * fake Resend.
 */
import fc from 'fast-check'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { apiPaths, templateIds, type ApiError } from '../../shared/forms/api'
import { cronSchedules } from '../../shared/rules/schedules'
import { buenosAiresDayStart, dayMs } from '../../shared/format/time'
import {
  freePlanBudget,
  heldForDigest,
  mailBudget,
  pastTheLine,
  signupDailyLimit,
} from '../../worker/mail/dailyLimits'
import { apiText } from '../../worker/text'
import { call, envWith, postJson } from './http'
import { at, runCron } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend, keyed, type ResendCall } from './resend'
import { families } from './fixtures'

const hour = 60 * 60 * 1000
const her = 'duena@example.com'
const editor = 'ana@example.com'
const pro = envWith({ RESEND_DAILY_QUOTA: '1600' })
const belowReserve = envWith({ RESEND_DAILY_QUOTA: '5' })

const enquire = (email: string, bindings?: Env) =>
  postJson(
    apiPaths.mailer,
    {
      templateId: templateIds.families,
      submissionId: crypto.randomUUID(),
      params: { ...families, email },
    },
    bindings,
  )
const signUp = async (email: string, bindings?: Env) => {
  const stored = await postJson(apiPaths.createContact, { name: 'Lucía', email }, bindings)
  const asked = await postJson(
    apiPaths.mailer,
    { templateId: templateIds.subscribeConfirmation, params: { name: 'Lucía', email } },
    bindings,
  )
  expect(asked.status).toBe(200)
  return stored
}
/** Her request for a sign-in code from the editor's window. */
const askCode = (bindings: Env = env) =>
  call(
    '/v1/api/cms/auth',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: new URLSearchParams({ email: editor }).toString(),
    },
    bindings,
  )

const ownerMails = keyed('enquiry-owner:')
const acks = keyed('enquiry-ack:')
const confirmations = keyed('subscribe-confirmation:')
const digests = keyed('enquiry-digest:')
/** The daily cron at 08:00 the morning after `time`: her digest. */
const digestAfter = (time: number) =>
  runCron(buenosAiresDayStart(time) + dayMs + 8 * hour, cronSchedules.enquiryDigest)
const codes = (calls: ResendCall[]) =>
  calls.filter((c) => c.body.to.includes(editor) && /\b\d{6}\b/.test(c.body.subject))
const count = async (sql: string) =>
  (await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${sql}`))[0]!.n
const skipped = async () =>
  (
    await rows<{ count: number }>(
      `SELECT count FROM daily_counters WHERE name = 'courtesy-skipped'`,
    )
  )[0]?.count ?? 0

/** `n` mails of `template` Resend accepted at `sentAt`: an earlier part of the last 24 hours. */
async function alreadySent(n: number, template: string, sentAt: number) {
  await env.DB.batch(
    Array.from({ length: n }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO outgoing_messages (template, recipient, subject, status, attempts,
           idempotency_key, next_attempt_at, created_at, updated_at)
         VALUES (?1, '', '', 'sent', 1, ?2, ?3, ?3, ?3)`,
      ).bind(template, `earlier:${template}:${sentAt}:${i}`, sentAt),
    ),
  )
}

eachTestFromEmpty({ unpaced: true })

/** 10:00 in Buenos Aires today: the whole test inside one of our days. */
const morning = () => buenosAiresDayStart(Date.now()) + 10 * hour

describe('the budget fits the quota', () => {
  it('should keep 10 of the free plan’s 100 for her own mails and 20 for her enquiries, and share the other 70', () => {
    expect(freePlanBudget).toEqual({
      quota: 100,
      own: 10,
      ownerMail: 20,
      reserve: 30,
      line: 70,
      visitorMail: 20,
      journalMail: 50,
    })
    expect(mailBudget(env)).toEqual(freePlanBudget)
  })

  it('should clamp every cap so that what strangers can set off never reaches her part', () => {
    const setting = fc.option(fc.oneof(fc.nat(5000).map(String), fc.string({ maxLength: 4 })), {
      nil: undefined,
    })
    fc.assert(
      fc.property(
        fc.record({
          RESEND_DAILY_QUOTA: setting,
          OWNER_MAIL_DAILY_LIMIT: setting,
          VISITOR_MAIL_DAILY_LIMIT: setting,
          JOURNAL_MAIL_DAILY_LIMIT: setting,
        }),
        (settings) => {
          const b = mailBudget(settings)
          expect(b.quota).toBeGreaterThan(0)
          expect(b.own).toBeGreaterThanOrEqual(10)
          expect(b.visitorMail + b.journalMail).toBeLessThanOrEqual(b.line)
          expect(b.line).toBe(Math.max(0, b.quota - b.reserve))
          expect(b.visitorMail).toBeGreaterThanOrEqual(0)
          expect(b.journalMail).toBeGreaterThanOrEqual(0)
          // Her enquiry mails never take her own room, unless the quota is below their share.
          if (b.ownerMail > Math.floor(b.quota * 0.2))
            expect(b.ownerMail).toBeLessThanOrEqual(b.quota - b.own)
        },
      ),
    )
    // A setting above its room is clamped, never obeyed.
    expect(mailBudget({ VISITOR_MAIL_DAILY_LIMIT: '200' }).visitorMail).toBe(70)
    expect(mailBudget({ VISITOR_MAIL_DAILY_LIMIT: '200' }).journalMail).toBe(0)
    expect(mailBudget({ OWNER_MAIL_DAILY_LIMIT: '500' }).ownerMail).toBe(90)
    expect(mailBudget({ RESEND_DAILY_QUOTA: '0' })).toEqual(freePlanBudget)
    expect(mailBudget({ RESEND_DAILY_QUOTA: 'cien' })).toEqual(freePlanBudget)
  })
})

describe('her mail cannot be used up by strangers', () => {
  it('should still mail her code and her enquiry after 120 sign-ups from different addresses, confirmations stopped at the line and counted', async () => {
    const resend = fakeResend()
    const day = morning()
    const answers = await at(day, async () => {
      const statuses: number[] = []
      for (let i = 0; i < 120; i++) statuses.push((await signUp(`s${i}@example.com`)).status)
      return statuses
    })
    // Past the ceiling on new sign-ups: 503, and no row or mail for them.
    expect(answers).toEqual([
      ...Array<number>(signupDailyLimit).fill(200),
      ...Array<number>(120 - signupDailyLimit).fill(503),
    ])
    expect(await count('subscribers')).toBe(signupDailyLimit)
    expect(confirmations(resend.calls)).toHaveLength(freePlanBudget.visitorMail)
    expect(await skipped()).toBe(signupDailyLimit - freePlanBudget.visitorMail)

    expect((await at(day + hour, () => askCode())).status).toBe(200)
    expect(codes(resend.calls)).toHaveLength(1)
    expect((await at(day + hour, () => enquire('alguien@example.com'))).status).toBe(200)
    expect(ownerMails(resend.calls).map((c) => c.body.to)).toEqual([[her]])
    // The enquirer's acknowledgement stops at the line too, and is counted.
    expect(acks(resend.calls)).toHaveLength(0)
    expect(await skipped()).toBe(signupDailyLimit - freePlanBudget.visitorMail + 1)
    expect(resend.calls.length).toBeLessThanOrEqual(freePlanBudget.quota - freePlanBudget.own)
  }, 60_000)

  it('should mail her 20 of 120 enquiries at once and the rest in the digest, and still send her code', async () => {
    const resend = fakeResend()
    const day = morning()
    await at(day, async () => {
      for (let i = 0; i < 120; i++) expect((await enquire(`v${i}@example.com`)).status).toBe(200)
    })
    expect(ownerMails(resend.calls)).toHaveLength(freePlanBudget.ownerMail)
    expect(acks(resend.calls)).toHaveLength(freePlanBudget.visitorMail)
    expect(await skipped()).toBe(120 - freePlanBudget.visitorMail)
    expect((await at(day + hour, () => askCode())).status).toBe(200)
    expect(codes(resend.calls)).toHaveLength(1)
    expect(resend.calls.length).toBeLessThanOrEqual(freePlanBudget.reserve + freePlanBudget.line)

    await digestAfter(day)
    const [digest] = digests(resend.calls)
    expect(digest?.body.to).toEqual([her])
    expect(digest?.body.text).toContain(
      `${120 - freePlanBudget.ownerMail} llegaron por este resumen`,
    )
  }, 60_000)

  it('should stop a courtesy mail as it is sent when the last 24 hours already spent the line, and still mail her', async () => {
    const resend = fakeResend()
    const day = morning()
    // Last night (our yesterday, maybe Resend's today): journal copies filled the line.
    await alreadySent(freePlanBudget.line, 'journal-entry', day - 12 * hour)
    expect((await at(day, () => enquire('visita@example.com'))).status).toBe(200)
    expect(acks(resend.calls)).toHaveLength(0)
    expect(ownerMails(resend.calls)).toHaveLength(1)
    const [ack] = await rows<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outgoing_messages WHERE template = 'enquiry-ack'`,
    )
    expect(ack).toEqual({ status: 'failed', last_error: pastTheLine })
    expect((await at(day, () => askCode())).status).toBe(200)
    expect(codes(resend.calls)).toHaveLength(1)

    // A day later the window has moved on: courtesy mails go again.
    await at(day + dayMs, () => enquire('otra@example.com'))
    expect(acks(resend.calls)).toHaveLength(1)
  })

  it('should hold her enquiry mail for the digest, not her code, when the last 24 hours left only her own room', async () => {
    const resend = fakeResend()
    const day = morning()
    await alreadySent(freePlanBudget.quota - freePlanBudget.own, 'journal-entry', day - 2 * hour)
    expect((await at(day, () => enquire('visita@example.com'))).status).toBe(200)
    expect(ownerMails(resend.calls)).toHaveLength(0)
    const [held] = await rows<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outgoing_messages WHERE template = 'enquiry-owner'`,
    )
    expect(held).toEqual({ status: 'failed', last_error: heldForDigest })
    expect((await at(day, () => askCode())).status).toBe(200)
    expect(codes(resend.calls)).toHaveLength(1)
    await digestAfter(day)
    expect(digests(resend.calls)[0]?.body.text).toContain('Referencia: FAM-')
  })

  it('should send her code and her enquiry mail but no courtesy mail when the quota is below her reserve', async () => {
    const resend = fakeResend()
    expect(mailBudget(belowReserve).line).toBe(0)
    expect((await enquire('visita@example.com', belowReserve)).status).toBe(200)
    expect(ownerMails(resend.calls)).toHaveLength(1)
    expect(acks(resend.calls)).toHaveLength(0)
    expect((await signUp('lu@example.com', belowReserve)).status).toBe(200)
    expect(confirmations(resend.calls)).toHaveLength(0)
    expect(await skipped()).toBe(2)
    expect((await askCode(belowReserve)).status).toBe(200)
    expect(codes(resend.calls)).toHaveLength(1)
  })

  it('should let more through on Resend Pro’s quota', async () => {
    const resend = fakeResend()
    const budget = mailBudget(pro)
    expect(budget).toMatchObject({ ownerMail: 320, visitorMail: 320, journalMail: 800 })
    await at(morning(), async () => {
      for (let i = 0; i < 60; i++)
        expect((await enquire(`v${i}@example.com`, pro)).status).toBe(200)
    })
    expect(ownerMails(resend.calls)).toHaveLength(60)
    expect(acks(resend.calls)).toHaveLength(60)
    expect(await skipped()).toBe(0)
  }, 60_000)
})

describe('sign-ups have a daily ceiling', () => {
  it('should answer 503 past the ceiling, for a new address and a stored one alike, and open again the next day', async () => {
    const resend = fakeResend()
    const day = morning()
    await at(day, async () => {
      for (let i = 0; i < signupDailyLimit; i++)
        expect(
          (await postJson(apiPaths.createContact, { name: 'Lu', email: `s${i}@example.com` }))
            .status,
        ).toBe(200)
    })
    const refused = await at(day, () =>
      postJson(apiPaths.createContact, { name: 'Lu', email: 'nueva@example.com' }),
    )
    expect(refused.status).toBe(503)
    expect((await refused.json<ApiError>()).message).toBe(apiText.signupsFull)
    // A stored address is answered the same: the answer says nothing of who is on the list.
    const stored = await at(day, () =>
      postJson(apiPaths.createContact, { name: 'Otro nombre', email: 's0@example.com' }),
    )
    expect(stored.status).toBe(503)
    expect(await count(`subscribers WHERE email = 'nueva@example.com'`)).toBe(0)
    expect(await count(`subscribers WHERE name = 'Otro nombre'`)).toBe(0)
    await at(day, () =>
      postJson(apiPaths.mailer, {
        templateId: templateIds.subscribeConfirmation,
        params: { name: 'Lu', email: 'nueva@example.com' },
      }),
    )
    expect(resend.calls).toHaveLength(0)
    expect(await rows(`SELECT count FROM daily_counters WHERE name = 'signup-ceiling'`)).toEqual([
      { count: 2 },
    ])
    // Her next digest says so.
    await digestAfter(day)
    expect(digests(resend.calls)[0]?.body.text).toContain(
      'se alcanzó el límite diario de suscripciones nuevas al newsletter: 2 pedidos no se guardaron',
    )

    const tomorrow = day + dayMs
    expect(
      (
        await at(tomorrow, () =>
          postJson(apiPaths.createContact, { name: 'Lu', email: 'nueva@example.com' }),
        )
      ).status,
    ).toBe(200)
  }, 60_000)

  it('should hold the ceiling when many sign-ups arrive at once', async () => {
    const day = morning()
    // Fill all but 3 of the day's room, then 12 at once.
    await at(day, async () => {
      for (let i = 0; i < signupDailyLimit - 3; i++)
        await postJson(apiPaths.createContact, { name: 'Lu', email: `s${i}@example.com` })
    })
    const answers = await at(day, () =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postJson(apiPaths.createContact, { name: 'Lu', email: `w${i}@example.com` }),
        ),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([
      ...Array<number>(3).fill(200),
      ...Array<number>(9).fill(503),
    ])
    expect(await count('subscribers')).toBe(signupDailyLimit)
  }, 60_000)
})
