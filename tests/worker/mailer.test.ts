import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { templateIds, type MailerResponse } from '../../shared/forms/api'
import { products } from '../../shared/content/products'
import { formatReference, referenceKey } from '../../worker/db/enquiries'
import { apiText } from '../../worker/text'
import { postJson } from './http'
import { eachTestFromEmpty, outbox, rows } from './db'
import { fakeResend, recipientsOf, status } from './resend'
import { brands, families, product } from './fixtures'

const mailer = '/v1/api/mailer'

eachTestFromEmpty()

describe('POST /v1/api/mailer (enquiries)', () => {
  it('should store a families enquiry, answer with its reference and mail the owner and the visitor', async () => {
    const resend = fakeResend()
    const res = await postJson(mailer, { templateId: templateIds.families, params: families })
    expect(res.status).toBe(200)
    const body = await res.json<MailerResponse>()
    expect(body.message).toBe(apiText.enquiryReceived)
    expect(body.reference).toMatch(/^FAM-\d{4}-0001$/)

    const [enquiry] = await rows<{
      kind: string
      fields: string
      visitor_email: string
      reference: string
    }>('SELECT * FROM enquiries')
    expect(enquiry).toMatchObject({
      kind: 'families',
      visitor_email: families.email,
      reference: body.reference,
    })
    expect(JSON.parse(enquiry!.fields)).toEqual(families)

    const messages = await outbox()
    expect(messages.map((m) => [m.template, m.recipient, m.status])).toEqual([
      ['enquiry-owner', 'duena@example.com', 'sent'],
      ['enquiry-ack', families.email, 'sent'],
    ])
    expect(messages.every((m) => m.provider_id?.startsWith('email-'))).toBe(true)

    const [toOwner] = resend.calls
    expect(toOwner!.body.to).toEqual(['duena@example.com'])
    expect(toOwner!.body.reply_to).toBe(families.email)
    expect(toOwner!.body.subject).toContain('Familias')
    expect(toOwner!.body.subject).toContain('Ana Pérez')
    expect(toOwner!.body.subject).toContain(body.reference)
    expect(toOwner!.body.html).toContain(families.message)
    expect(toOwner!.body.text).toContain(families.message)
    // The due date as she would say it, not as the form stores it.
    expect(families.date).toBe('2027-03-05')
    expect(toOwner!.body.html).toContain('5 de marzo de 2027')
    expect(toOwner!.body.text).toContain('5 de marzo de 2027')
    expect(toOwner!.authorization).toBe('Bearer re_test_key')
  })

  it('should send the visitor an acknowledgement with the reference and the next steps', async () => {
    const resend = fakeResend()
    const res = await postJson(mailer, { templateId: templateIds.families, params: families })
    const { reference } = await res.json<MailerResponse>()
    const ack = resend.calls.find((c) => c.body.to[0] === families.email)!
    expect(ack.body.subject).toContain(reference)
    for (const part of [ack.body.html, ack.body.text]) {
      expect(part).toContain(reference)
      expect(part).toContain('La reserva se hace por teléfono')
      expect(part).toContain('contrato y los datos de pago')
      expect(part).toContain('15 días después de la sesión')
    }
  })

  it('should never mail the `to` or `cco` the client sends', async () => {
    const resend = fakeResend()
    const attacker = {
      to: 'victima@evil.test',
      cco: ['otra@evil.test'],
    }
    for (const [templateId, params] of [
      [templateIds.families, families],
      [templateIds.brands, brands],
      [templateIds.product, product],
    ] as const) {
      const res = await postJson(mailer, { ...attacker, templateId, params })
      expect(res.status).toBe(200)
    }
    expect(resend.calls).toHaveLength(6)
    const everyone = resend.calls.flatMap(recipientsOf)
    expect(everyone).not.toContain('victima@evil.test')
    expect(everyone).not.toContain('otra@evil.test')
    expect(new Set(everyone)).toEqual(
      new Set(['duena@example.com', families.email, brands.email, product.email]),
    )
  })

  it('should write the enquiry and its messages in one D1 batch', async () => {
    fakeResend()
    const batch = vi.spyOn(env.DB, 'batch')
    await postJson(mailer, { templateId: templateIds.brands, params: brands })
    // Enquiry, the owner's mail (queued under her daily cap, or held for the digest
    // past it), the ceiling's counter and the guarded acknowledgement; the later
    // batches only record the deliveries.
    expect(batch.mock.calls[0]![0]).toHaveLength(5)
    const [enquiry] = await rows<{ id: number; kind: string }>('SELECT id, kind FROM enquiries')
    expect(enquiry!.kind).toBe('brands')
    const messages = await outbox()
    expect(messages.map((m) => m.enquiry_id)).toEqual([enquiry!.id, enquiry!.id])
  })

  it('should name brands enquiries MAR and product enquiries PRO, each with its own monthly sequence', async () => {
    fakeResend()
    const refs: string[] = []
    for (const [templateId, params] of [
      [templateIds.families, families],
      [templateIds.families, families],
      [templateIds.brands, brands],
      [templateIds.product, product],
    ] as const) {
      const res = await postJson(mailer, { templateId, params })
      refs.push((await res.json<MailerResponse>()).reference!)
    }
    const now = new Date(Date.now() - 3 * 3600_000)
    const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
    expect(refs).toEqual([
      `FAM-${yymm}-0001`,
      `FAM-${yymm}-0002`,
      `MAR-${yymm}-0001`,
      `PRO-${yymm}-0001`,
    ])
  })

  it("should deliver a product enquiry to the owner with the product's title", async () => {
    const resend = fakeResend()
    const res = await postJson(mailer, { templateId: templateIds.product, params: product })
    expect(res.status).toBe(200)
    const { title } = products.find((p) => p.hash === product.productId)!
    const owner = resend.calls.find((c) => c.body.to[0] === 'duena@example.com')!
    expect(owner.body.subject).toContain(title)
    expect(owner.body.html).toContain(title)
    expect(owner.body.text).toContain(product.phone)
    expect(owner.body.reply_to).toBe(product.email)
  })

  it('should refuse an enquiry about a product that does not exist', async () => {
    const resend = fakeResend()
    const res = await postJson(mailer, {
      templateId: templateIds.product,
      params: { ...product, productId: 'nada' },
    })
    expect(res.status).toBe(400)
    expect((await res.json<{ message: string }>()).message).toBe(apiText.unknownProduct)
    expect(resend.calls).toHaveLength(0)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
  })

  it('should escape HTML and script in visitor values and keep CR/LF out of the subject', async () => {
    const resend = fakeResend()
    const evil = {
      ...families,
      name: 'Ana <script>alert(1)</script>\r\nBcc: x@evil.test',
      message: '<img src=x onerror=alert(1)> & ñandú 📷',
    }
    const res = await postJson(mailer, { templateId: templateIds.families, params: evil })
    expect(res.status).toBe(200)
    for (const c of resend.calls) {
      expect(c.body.html).not.toContain('<script>')
      expect(c.body.html).not.toContain('<img')
      expect(c.body.subject).not.toMatch(/[\r\n]/)
    }
    const owner = resend.calls.find((c) => c.body.to[0] === 'duena@example.com')!
    expect(owner.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(owner.body.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; ñandú 📷')
    expect(owner.body.text).toContain('<img src=x onerror=alert(1)> & ñandú 📷')
    expect(owner.body.subject).toContain('Ana <script>alert(1)</script> Bcc: x@evil.test')
    expect(recipientsOf(owner)).toEqual(['duena@example.com'])
  })

  it('should give one enquiry and one mail each when the same submission arrives twice', async () => {
    const resend = fakeResend()
    const submissionId = crypto.randomUUID()
    const payload = { templateId: templateIds.families, params: families, submissionId }
    const first = await (await postJson(mailer, payload)).json<MailerResponse>()
    const again = await postJson(mailer, payload)
    expect(again.status).toBe(200)
    expect((await again.json<MailerResponse>()).reference).toBe(first.reference)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(1)
    expect(resend.calls).toHaveLength(2)
  })

  it("should never hand out a stored enquiry's reference for another enquiry sent with its id", async () => {
    const resend = fakeResend()
    const submissionId = crypto.randomUUID()
    const first = await postJson(mailer, {
      templateId: templateIds.families,
      params: families,
      submissionId,
    })
    const { reference } = await first.json<MailerResponse>()
    // Someone who learnt (or guessed) the id sends another enquiry with it.
    const other = await postJson(mailer, {
      templateId: templateIds.families,
      params: { ...families, message: 'Otra consulta, de otra persona' },
      submissionId,
    })
    expect(other.status).toBe(200)
    const answer = await other.json<MailerResponse>()
    expect(answer.reference).toMatch(/^FAM-\d{4}-\d{4}$/)
    expect(answer.reference).not.toBe(reference)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(2)
    expect(resend.calls.filter((c) => c.idempotencyKey?.startsWith('enquiry-owner:'))).toHaveLength(
      2,
    )
  })

  it('should answer concurrent copies of one submission with one reference and store it once', async () => {
    fakeResend()
    const submissionId = crypto.randomUUID()
    const payload = { templateId: templateIds.brands, params: brands, submissionId }
    const answers = await Promise.all([
      postJson(mailer, payload),
      postJson(mailer, payload),
      postJson(mailer, payload),
    ])
    const refs = await Promise.all(
      answers.map(async (r) => (await r.json<MailerResponse>()).reference),
    )
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(refs).size).toBe(1)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(1)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(2)
  })

  it('should answer a filled honeypot like a success, keep only a count and mail nobody', async () => {
    const resend = fakeResend()
    const res = await postJson(mailer, {
      templateId: templateIds.families,
      params: families,
      website: 'http://spam.test',
    })
    expect(res.status).toBe(200)
    expect((await res.json<MailerResponse>()).message).toBe(apiText.enquiryReceived)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(0)
    expect(await rows('SELECT name, count FROM daily_counters')).toEqual([
      { name: 'honeypot', count: 1 },
    ])
    expect(resend.calls).toHaveLength(0)
  })

  it('should answer 503 with a clear message and write nothing when D1 is unavailable', async () => {
    const resend = fakeResend()
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1_ERROR: database unavailable'))
    const res = await postJson(mailer, { templateId: templateIds.families, params: families })
    expect(res.status).toBe(503)
    expect((await res.json<{ message: string }>()).message).toBe(apiText.storageDown)
    vi.restoreAllMocks()
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
    expect(await rows('SELECT * FROM outgoing_messages')).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
  })

  it('should answer 503 when D1 refuses even the first query', async () => {
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: network')
    })
    const res = await postJson(mailer, { templateId: templateIds.brands, params: brands })
    expect(res.status).toBe(503)
    expect((await res.json<{ message: string }>()).message).toBe(apiText.storageDown)
  })
})

describe('delivery of a stored enquiry', () => {
  it('should tell the visitor "received" and keep the mail queued with a backoff when Resend answers 500', async () => {
    const resend = fakeResend(status(500))
    const before = Date.now()
    const res = await postJson(mailer, { templateId: templateIds.families, params: families })
    expect(res.status).toBe(200)
    const messages = await outbox()
    expect(messages).toHaveLength(2)
    for (const m of messages) {
      expect(m.status).toBe('queued')
      expect(m.attempts).toBe(1)
      expect(m.last_error).toContain('500')
      expect(m.next_attempt_at).toBeGreaterThan(before + 25_000)
    }
    expect(resend.calls).toHaveLength(2)
  })

  it('should mark a message failed with the error when Resend refuses it (4xx)', async () => {
    fakeResend(status(422, 'validation_error'))
    await postJson(mailer, { templateId: templateIds.families, params: families })
    const messages = await outbox()
    expect(messages.map((m) => m.status)).toEqual(['failed', 'failed'])
    expect(messages[0]!.last_error).toContain('422 validation_error')
  })

  it('should keep the message queued on 409 concurrent_idempotent_requests and on a network error', async () => {
    fakeResend(status(409, 'concurrent_idempotent_requests'), () => {
      throw new TypeError('Network connection lost')
    })
    await postJson(mailer, { templateId: templateIds.families, params: families })
    const messages = await outbox()
    expect(messages.map((m) => m.status)).toEqual(['queued', 'queued'])
    expect(messages[0]!.last_error).toContain('409')
    expect(messages[1]!.last_error).toContain('network')
  })

  it('should abort a hung Resend call after about 10 s and keep the message queued', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    // Shrink the wait so the test is quick; the production value is asserted below.
    timeout.mockImplementation(() => {
      const controller = new AbortController()
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), 20)
      return controller.signal
    })
    fakeResend(
      (_call, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const res = await postJson(mailer, { templateId: templateIds.families, params: families })
    expect(res.status).toBe(200)
    expect(timeout).toHaveBeenCalledWith(10_000)
    const messages = await outbox()
    expect(messages.map((m) => m.status)).toEqual(['queued', 'queued'])
  })

  it('should record mail as not sent, log it by id and template without its address, and send nothing without RESEND_API_KEY', async () => {
    const resend = fakeResend()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const bindings = { ...env, DB: env.DB, RESEND_API_KEY: undefined }
    const res = await postJson(
      mailer,
      { templateId: templateIds.families, params: families },
      bindings,
    )
    expect(res.status).toBe(200)
    expect(resend.calls).toHaveLength(0)
    const messages = await outbox()
    expect(messages.map((m) => m.status)).toEqual(['not_sent', 'not_sent'])
    const printed = log.mock.calls.map((args) => args.join(' '))
    expect(printed.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ template: 'enquiry-owner', id: messages[0]?.id }),
    )
    expect(printed.join('\n')).not.toContain('@')
    expect(printed.join('\n')).not.toContain(families.email)
    expect(printed.join('\n')).not.toContain(families.message)
  })
})

describe('enquiry references', () => {
  it("should count months in Buenos Aires time, so a late-night enquiry keeps the photographer's month", () => {
    // 1 December 2026, 01:30 UTC is still 30 November, 22:30 in Buenos Aires.
    expect(referenceKey('families', Date.UTC(2026, 11, 1, 1, 30))).toBe('FAM-2611')
    expect(referenceKey('brands', Date.UTC(2026, 11, 1, 3, 0))).toBe('MAR-2612')
    expect(referenceKey('product', Date.UTC(2027, 0, 15))).toBe('PRO-2701')
    expect(formatReference('FAM-2611', 7)).toBe('FAM-2611-0007')
  })
})
