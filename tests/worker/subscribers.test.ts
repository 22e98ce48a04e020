import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  templateIds,
  type CreateContactResponse,
  type MailerResponse,
} from '../../shared/forms/api'
import { retention } from '../../shared/rules/retention'
import { dayMs as day } from '../../shared/format/time'
import { apiText } from '../../worker/text'
import { emailHash } from '../../worker/redact'
import { subscriberText } from '../../worker/text'
import { hashToken } from '../../worker/tokens'
import { call, postJson } from './http'
import { at } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend, recipientsOf, type ResendCall } from './resend'

interface SubscriberRow {
  name: string
  email: string
  status: string
  confirm_token_hash: string | null
  confirm_expires_at: number | null
  unsubscribe_token_hash: string | null
}

const lucia = { name: 'Lucía', email: 'Lucia@Example.com' }
const subscribe = (body: Record<string, unknown> = lucia) => postJson(apiPaths.createContact, body)
const requestConfirmation = (
  params: Record<string, unknown> = lucia,
  extra: Record<string, unknown> = {},
) => postJson(apiPaths.mailer, { templateId: templateIds.subscribeConfirmation, params, ...extra })
const subscribers = () => rows<SubscriberRow>('SELECT * FROM subscribers')

/** The token in a link of the mail, e.g. the confirm link. */
function tokenIn(mail: ResendCall, path: string): string {
  const match = mail.body.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`)
  return match[1]
}

const page = (path: string, token: string, init?: RequestInit) =>
  call(`${path}?token=${token}`, init)
const postPage = (path: string, token: string) => page(path, token, { method: 'POST' })

/** Subscribes Lucía and returns the confirmation mail the fake Resend received. */
async function subscribedWithMail() {
  const resend = fakeResend()
  await subscribe()
  await requestConfirmation()
  expect(resend.calls).toHaveLength(1)
  return { mail: resend.calls[0]!, resend }
}

eachTestFromEmpty()

describe('POST /v1/api/mailer/createContact', () => {
  it('should store a new subscriber as pending, not yet on the list', async () => {
    const res = await subscribe()
    expect(res.status).toBe(200)
    expect(await res.json<CreateContactResponse>()).toEqual({ message: apiText.contactStored })
    expect(await subscribers()).toMatchObject([
      { name: 'Lucía', email: lucia.email, status: 'pending' },
    ])
  })

  it('should keep one row per address whatever its capitalisation', async () => {
    await subscribe()
    await subscribe({ name: 'Lu', email: 'lucia@example.COM' })
    expect(await subscribers()).toMatchObject([{ name: 'Lu', status: 'pending' }])
  })

  it('should store nothing when the honeypot is filled, but answer the same', async () => {
    const res = await subscribe({ ...lucia, website: 'spam' })
    expect(res.status).toBe(200)
    expect(await res.json<CreateContactResponse>()).toEqual({ message: apiText.contactStored })
    expect(await subscribers()).toHaveLength(0)
  })

  it('should answer 503 when D1 is unavailable', async () => {
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR')
    })
    const res = await subscribe()
    expect(res.status).toBe(503)
    expect((await res.json<{ message: string }>()).message).toBe(apiText.storageDown)
  })
})

describe('POST /v1/api/mailer with template 4 (confirmation request)', () => {
  it('should mail the stored pending subscriber, never the address the client names in `to`', async () => {
    const resend = fakeResend()
    await subscribe()
    const res = await requestConfirmation(
      { name: 'Otro', email: 'lucia@example.com' },
      { to: 'x@evil.test', cco: 'y@evil.test' },
    )
    expect(res.status).toBe(200)
    expect((await res.json<MailerResponse>()).message).toBe(apiText.confirmationRequested)
    expect(resend.calls).toHaveLength(1)
    const mail = resend.calls[0]!
    expect(recipientsOf(mail)).toEqual([lucia.email])
    expect(mail.body.html).toContain('Hola Lucía')
    expect(mail.body.html).toContain('Confirmar suscripción')
    expect(mail.body.text).toContain('Ley 25.326')
  })

  it('should carry List-Unsubscribe and one-click List-Unsubscribe-Post headers (RFC 8058)', async () => {
    const { mail } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersUnsubscribe)
    expect(mail.body.headers).toEqual({
      'List-Unsubscribe': `<${env.SITE_ORIGIN}${apiPaths.subscribersUnsubscribe}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.body.text).toContain(`${env.SITE_ORIGIN}${apiPaths.subscribersConfirm}?token=`)
  })

  it.each([
    ['an unknown address', async () => {}],
    [
      'a confirmed subscriber',
      async () => {
        await subscribe()
        await env.DB.prepare("UPDATE subscribers SET status = 'confirmed'").run()
      },
    ],
    [
      'an unsubscribed address',
      async () => {
        await subscribe()
        await env.DB.prepare("UPDATE subscribers SET status = 'unsubscribed'").run()
      },
    ],
  ])('should answer %s exactly like a pending one and send nothing', async (_label, setup) => {
    await setup()
    const resend = fakeResend()
    const res = await requestConfirmation()
    expect(res.status).toBe(200)
    expect(await res.json<MailerResponse>()).toEqual({ message: apiText.confirmationRequested })
    expect(resend.calls).toHaveLength(0)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(0)
  })

  it('should store only SHA-256 hashes of long random tokens, and drop the mail body once sent', async () => {
    const { mail } = await subscribedWithMail()
    const confirm = tokenIn(mail, apiPaths.subscribersConfirm)
    const unsubscribe = tokenIn(mail, apiPaths.subscribersUnsubscribe)
    expect(confirm.length).toBeGreaterThanOrEqual(32)
    expect(confirm).not.toBe(unsubscribe)
    const [row] = await subscribers()
    expect(row!.confirm_token_hash).toBe(await hashToken(confirm))
    expect(row!.unsubscribe_token_hash).toBe(await hashToken(unsubscribe))
    const [stored] = await rows<{ html: string | null; body_text: string | null; status: string }>(
      'SELECT html, body_text, status FROM outgoing_messages',
    )
    expect(stored).toEqual({ html: null, body_text: null, status: 'sent' })
  })

  it('should mail nobody when the honeypot is filled, and answer the same', async () => {
    const resend = fakeResend()
    await subscribe()
    const res = await requestConfirmation(lucia, { website: 'http://spam.test' })
    expect(await res.json<MailerResponse>()).toEqual({ message: apiText.confirmationRequested })
    expect(resend.calls).toHaveLength(0)
    expect(await subscribers()).toMatchObject([{ confirm_token_hash: null }])
  })

  it('should send one confirmation for a repeated submission id', async () => {
    const resend = fakeResend()
    await subscribe()
    const submissionId = crypto.randomUUID()
    await requestConfirmation(lucia, { submissionId })
    await requestConfirmation(lucia, { submissionId })
    expect(resend.calls).toHaveLength(1)
    // Concurrent copies (a double click) too — for another address, as one address
    // gets at most one confirmation a day anyway (tests/worker/abuse.test.ts).
    const mara = { name: 'Mara', email: 'mara@example.com' }
    await subscribe(mara)
    const other = crypto.randomUUID()
    const answers = await Promise.all([
      requestConfirmation(mara, { submissionId: other }),
      requestConfirmation(mara, { submissionId: other }),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(resend.calls).toHaveLength(2)
  })
})

describe('confirm link', () => {
  it('should show a Spanish page with a button on GET and change nothing', async () => {
    const { mail } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersConfirm)
    const res = await page(apiPaths.subscribersConfirm, token)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(subscriberText.confirmAsk.title)
    expect(html).toContain(
      `<form method="post" action="${apiPaths.subscribersConfirm}?token=${token}"`,
    )
    expect(html).toContain('<html lang="es-AR"')
    expect((await subscribers())[0]!.status).toBe('pending')
    // Opened twice by a scanner and a person: still valid.
    expect((await page(apiPaths.subscribersConfirm, token)).status).toBe(200)
  })

  it('should confirm on POST, once', async () => {
    const { mail } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersConfirm)
    const res = await postPage(apiPaths.subscribersConfirm, token)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(subscriberText.confirmed.title)
    expect(await subscribers()).toMatchObject([{ status: 'confirmed', confirm_token_hash: null }])

    const again = await postPage(apiPaths.subscribersConfirm, token)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain(subscriberText.invalid.title)
  })

  it('should refuse an expired confirm link and leave the subscriber pending', async () => {
    const { mail } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersConfirm)
    await env.DB.prepare('UPDATE subscribers SET confirm_expires_at = ?')
      .bind(Date.now() - 1)
      .run()
    expect((await page(apiPaths.subscribersConfirm, token)).status).toBe(400)
    const res = await postPage(apiPaths.subscribersConfirm, token)
    expect(res.status).toBe(400)
    expect((await subscribers())[0]!.status).toBe('pending')
  })

  it.each(['', 'corto', 'x'.repeat(43)])('should refuse the token %j', async (token) => {
    await subscribedWithMail()
    expect((await postPage(apiPaths.subscribersConfirm, token)).status).toBe(400)
    expect((await subscribers())[0]!.status).toBe('pending')
  })

  it('should keep the mailed link working when the address subscribes again the same day', async () => {
    // No second confirmation goes out that day, so the first mail's link must still work.
    const { mail } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersConfirm)
    await subscribe()
    await requestConfirmation()
    expect((await postPage(apiPaths.subscribersConfirm, token)).status).toBe(200)
  })

  it('should invalidate earlier links when a later confirmation mail goes out', async () => {
    const { mail, resend } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersConfirm)
    // A day later the address may get a new confirmation, with new links.
    await env.DB.prepare('UPDATE outgoing_messages SET created_at = created_at - ?')
      .bind(25 * 60 * 60 * 1000)
      .run()
    await subscribe()
    await requestConfirmation()
    expect(resend.calls).toHaveLength(2)
    expect((await postPage(apiPaths.subscribersConfirm, token)).status).toBe(400)
    const fresh = tokenIn(resend.calls[1]!, apiPaths.subscribersConfirm)
    expect((await postPage(apiPaths.subscribersConfirm, fresh)).status).toBe(200)
  })
})

describe('unsubscribe link', () => {
  it('should show a page with a button on GET and change nothing', async () => {
    const { mail } = await subscribedWithMail()
    const token = tokenIn(mail, apiPaths.subscribersUnsubscribe)
    const res = await page(apiPaths.subscribersUnsubscribe, token)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(subscriberText.unsubscribeAsk.label)
    expect((await subscribers())[0]!.status).toBe('pending')
  })

  it("should unsubscribe on a mail client's one-click POST, and the link then stops working", async () => {
    const { mail } = await subscribedWithMail()
    await postPage(apiPaths.subscribersConfirm, tokenIn(mail, apiPaths.subscribersConfirm))
    const target = mail.body.headers!['List-Unsubscribe']!.slice(1, -1)
    const oneClick = () =>
      call(new URL(target).pathname + new URL(target).search, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    const res = await oneClick()
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(subscriberText.unsubscribed.title)
    // Only a hash of the address is kept, and nothing of the mails sent to it.
    expect(await subscribers()).toEqual([])
    expect(await rows('SELECT * FROM outgoing_messages')).toEqual([])
    expect(await rows('SELECT email_hash FROM suppressions')).toEqual([
      { email_hash: await emailHash(mail.body.to[0]!) },
    ])
    expect((await oneClick()).status).toBe(400)
  })

  it('should not add an unsubscribed person again for 30 days, and then as pending', async () => {
    const { mail } = await subscribedWithMail()
    await postPage(apiPaths.subscribersUnsubscribe, tokenIn(mail, apiPaths.subscribersUnsubscribe))
    expect((await subscribe()).status).toBe(200)
    expect(await subscribers()).toEqual([])
    await at(Date.now() + (retention.resubscribeAfterDays + 1) * day, subscribe)
    expect(await subscribers()).toMatchObject([{ status: 'pending' }])
  })
})
