/**
 * One courtesy mail per mailbox a Buenos Aires day, acknowledgement or confirmation
 * (worker/mail/courtesy.ts): a script cannot mail one person many times by spelling
 * their address many ways or by using both forms. What it holds back is still stored.
 * Real D1, fake Resend.
 */
import { describe, expect, it } from 'vitest'
import { apiPaths, templateIds } from '../../shared/forms/api'
import { buenosAiresDayStart, dayMs } from '../../shared/format/time'
import { mailboxOf } from '../../worker/mail/mailbox'
import { call, postJson } from './http'
import { at } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend, type ResendCall } from './resend'
import { families } from './fixtures'

const hour = 60 * 60 * 1000
/** 10:00 in Buenos Aires today, and the same hour `days` later. */
const morning = (days = 0) => buenosAiresDayStart(Date.now()) + days * dayMs + 10 * hour

const enquire = (email: string) =>
  postJson(apiPaths.mailer, {
    templateId: templateIds.families,
    submissionId: crypto.randomUUID(),
    params: { ...families, email },
  })
/** A newsletter sign-up as the form makes it: stored, then its confirmation asked for. */
async function signUp(email: string) {
  expect((await postJson(apiPaths.createContact, { name: 'Ana', email })).status).toBe(200)
  const asked = await postJson(apiPaths.mailer, {
    templateId: templateIds.subscribeConfirmation,
    params: { name: 'Ana', email },
  })
  expect(asked.status).toBe(200)
}

const keyed = (prefix: string) => (calls: ResendCall[]) =>
  calls.filter((c) => c.idempotencyKey?.startsWith(prefix)).map((c) => c.body.to.join())
const acks = keyed('enquiry-ack:')
const confirmations = keyed('subscribe-confirmation:')
const ownerMails = keyed('enquiry-owner:')

eachTestFromEmpty()

describe('one courtesy mail per mailbox a day', () => {
  it('should read one mailbox in every spelling of it, and tell other mailboxes apart', () => {
    for (const spelling of [
      'ana@gmail.com',
      'ana+1@gmail.com',
      'a.na@gmail.com',
      ' A.N.A+news+x@GoogleMail.com ',
    ])
      expect(mailboxOf(spelling)).toBe('ana@gmail.com')
    expect(mailboxOf('Ana+tienda@Example.com')).toBe('ana@example.com')
    // Dots are Gmail's alone to ignore.
    expect(mailboxOf('a.na@example.com')).toBe('a.na@example.com')
    expect(mailboxOf('ana@gmail.com.ar')).toBe('ana@gmail.com.ar')
  })

  it('should send one confirmation to a mailbox signed up as ana+1@ and a.na@gmail.com, and the other the next day', async () => {
    const resend = fakeResend()
    await at(morning(), async () => {
      await signUp('ana+1@gmail.com')
      await signUp('a.na@gmail.com')
    })
    expect(confirmations(resend.calls)).toEqual(['ana+1@gmail.com'])
    // Both sign-ups are kept, pending; the second simply has no link yet.
    expect(
      await rows(
        'SELECT email, status, confirm_token_hash IS NULL AS unsent FROM subscribers ORDER BY id',
      ),
    ).toEqual([
      { email: 'ana+1@gmail.com', status: 'pending', unsent: 0 },
      { email: 'a.na@gmail.com', status: 'pending', unsent: 1 },
    ])
    // The day's ceiling stopped nothing: nothing to count for her digest.
    expect(await rows(`SELECT * FROM daily_counters`)).toEqual([])

    // Signing up again the next day brings the confirmation, and its link works.
    await at(morning(1), () => signUp('a.na@gmail.com'))
    expect(confirmations(resend.calls)).toEqual(['ana+1@gmail.com', 'a.na@gmail.com'])
    const mail = resend.calls.at(-1)?.body.text ?? ''
    const token = /confirm\?token=([\w-]+)/.exec(mail)?.[1]
    const confirmed = await at(morning(1), () =>
      call(`${apiPaths.subscribersConfirm}?token=${token}`, { method: 'POST' }),
    )
    expect(confirmed.status).toBe(200)
    expect(await rows(`SELECT status FROM subscribers WHERE email = 'a.na@gmail.com'`)).toEqual([
      { status: 'confirmed' },
    ])
  })

  it('should send no confirmation the day an enquiry from the same mailbox was acknowledged, and send it the next day', async () => {
    const resend = fakeResend()
    await at(morning(), async () => {
      expect((await enquire('ana@gmail.com')).status).toBe(200)
      await signUp('a.na+news@gmail.com')
    })
    expect(acks(resend.calls)).toEqual(['ana@gmail.com'])
    expect(confirmations(resend.calls)).toEqual([])
    await at(morning(1), () => signUp('a.na+news@gmail.com'))
    expect(confirmations(resend.calls)).toEqual(['a.na+news@gmail.com'])
  })

  it('should acknowledge no enquiry the day a confirmation went to the same mailbox, yet tell her of it', async () => {
    const resend = fakeResend()
    await at(morning(), async () => {
      await signUp('lu@example.com')
      expect((await enquire('LU+fotos@example.com')).status).toBe(200)
    })
    expect(confirmations(resend.calls)).toEqual(['lu@example.com'])
    expect(acks(resend.calls)).toEqual([])
    expect(ownerMails(resend.calls)).toHaveLength(1)
    expect(await rows('SELECT visitor_email FROM enquiries')).toEqual([
      { visitor_email: 'LU+fotos@example.com' },
    ])
    // A new Buenos Aires day, just past midnight, is a new allowance.
    await at(buenosAiresDayStart(morning(1)) + 5 * 60_000, () => enquire('lu@example.com'))
    expect(acks(resend.calls)).toEqual(['lu@example.com'])
  })

  it('should send one courtesy mail when enquiries and sign-ups from one mailbox arrive together', async () => {
    const resend = fakeResend()
    const spellings = ['bea@gmail.com', 'b.ea@gmail.com', 'bea+1@gmail.com', 'BEA@googlemail.com']
    for (const email of spellings) await postJson(apiPaths.createContact, { name: 'Bea', email })
    await Promise.all(
      spellings.flatMap((email) => [
        enquire(email),
        postJson(apiPaths.mailer, {
          templateId: templateIds.subscribeConfirmation,
          params: { name: 'Bea', email },
        }),
      ]),
    )
    expect(acks(resend.calls).length + confirmations(resend.calls).length).toBe(1)
    expect(ownerMails(resend.calls)).toHaveLength(spellings.length)
    expect(
      await rows(
        `SELECT COUNT(*) AS n FROM outgoing_messages
         WHERE template IN ('enquiry-ack', 'subscribe-confirmation')`,
      ),
    ).toEqual([{ n: 1 }])
  })

  it('should let a mailbox ask again the same day when its courtesy mail could not be delivered at all', async () => {
    const resend = fakeResend()
    await at(morning(), async () => {
      await enquire('cami@example.com')
      await postJson(apiPaths.createContact, { name: 'Cami', email: 'cami@example.com' })
    })
    expect(acks(resend.calls)).toEqual(['cami@example.com'])
    await rows(`UPDATE outgoing_messages SET status = 'failed' WHERE template = 'enquiry-ack'`)
    await at(morning() + hour, () => signUp('cami@example.com'))
    expect(confirmations(resend.calls)).toEqual(['cami@example.com'])
  })
})
