/**
 * Bad input, generated: fast-check throws random and hostile
 * requests at every endpoint. Whatever arrives: never a 500, never a stack trace;
 * refusals are 400/413/415 with a `message`; what is accepted reaches the owner's
 * mail escaped in HTML and intact in text (accents, ñ, emoji kept), with no way
 * to add a header or a recipient. Run counts stay moderate so the suite is quick;
 * a failure prints its seed and the shrunk input.
 */
import fc from 'fast-check'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  limits,
  templateIds,
  type ApiError,
  type MailerResponse,
} from '../../shared/forms/api'
import { greeting } from '../../worker/mail/courtesy'
import { oneLine } from '../../worker/redact'
import { call, envWith } from './http'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend, type ResendCall } from './resend'
import { brands, families, product } from './fixtures'

const owner = 'duena@example.com'
const runs = { quick: { numRuns: 60 }, stored: { numRuns: 25 } } as const
/** Properties whose runs store an enquiry and mail it take ~0.2 s a run. */
const slow = { timeout: 60_000 }

eachTestFromEmpty({ unpaced: true })
beforeEach(() => {
  // Delivery logs (e.g. a warned attempt) are not what these tests look at.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** What must never reach a visitor: a runtime error's name, a stack frame, a file. */
const internals =
  /\n\s+at\s|\bat .+:\d+:\d+|\b(TypeError|RangeError|SyntaxError|ReferenceError|ZodError|D1_ERROR)\b|\.tsx?:\d+|node_modules/

/** The answer is one the client can show: an allowed status, JSON with a `message`. */
async function expectSafeAnswer(res: Response, allowed: readonly number[]) {
  const text = await res.text()
  expect(allowed, `status ${res.status}: ${text.slice(0, 200)}`).toContain(res.status)
  expect(text).not.toMatch(internals)
  expect(res.headers.get('content-type')).toContain('application/json')
  const body = JSON.parse(text) as ApiError
  expect(typeof body.message).toBe('string')
  expect(body.message.length).toBeGreaterThan(0)
  return body
}

/** Runs here store and mail more enquiries than a free plan's day: on Resend Pro's quota (mail-budget.test.ts). */
const proPlan = envWith({ RESEND_DAILY_QUOTA: '1600' })
const post = (path: string, body: BodyInit, type = 'application/json') =>
  call(path, { method: 'POST', headers: { 'Content-Type': type }, body }, proPlan)

const mailEndpoints = [apiPaths.mailer, apiPaths.createContact] as const
const refusals = [400, 413, 415] as const

const validBodies = {
  families: { templateId: templateIds.families, params: families },
  brands: { templateId: templateIds.brands, params: brands },
  product: { templateId: templateIds.product, params: product },
  confirmation: {
    templateId: templateIds.subscribeConfirmation,
    params: { name: 'Lu', email: 'lu@example.com' },
  },
  contact: { name: 'Lu', email: 'lu@example.com' },
} as const

/** Hostile text: markup, header injection, line separators, accents and emoji. */
const hostileUnit = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '</td></tr></table>',
    '"',
    "'",
    '&amp;',
    '&',
    '\r\n',
    '\n',
    '\r',
    '\r\nBcc: victima@evil.test\r\n',
    '%0d%0aCc: x@evil.test',
    '\u2028',
    '\u2029',
    '\t',
    '  ',
    'ñandú',
    'Muñoz',
    'José María',
    'ÁÉÍÓÚ üÜ',
    '📷',
    '👩🏽‍💻',
    '🇦🇷',
    '\u0000',
    '\uFEFF',
    '${1+1}',
    '{{7*7}}',
  ),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
)
const hostileText = (max: number) =>
  fc
    .array(hostileUnit, { minLength: 1, maxLength: 12 })
    .map((parts) => parts.join(''))
    .filter((s) => s.trim().length > 0 && s.trim().length <= max)

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>'"]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' })[ch]!,
  )

/** A valid body with one field broken, dropped, retyped or joined by extras. */
const mutated = fc
  .tuple(
    fc.constantFrom(...Object.values(validBodies)),
    fc.constantFrom('drop', 'retype', 'extra', 'retypeParams', 'retypeTemplate'),
    fc.nat(),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 12 }),
  )
  .map(([valid, how, pick, value, name]) => {
    const body: Record<string, unknown> = structuredClone(valid) as Record<string, unknown>
    const target = ('params' in body ? (body.params as Record<string, unknown>) : body) as Record<
      string,
      unknown
    >
    const keys = Object.keys(target)
    const key = keys[pick % keys.length]!
    if (how === 'drop') delete target[key]
    if (how === 'retype') target[key] = value
    if (how === 'extra') target[name || 'extra'] = value
    if (how === 'retypeParams') body.params = value
    if (how === 'retypeTemplate') body.templateId = value
    return body
  })

describe('POST endpoints under random and hostile input', slow, () => {
  it('should answer any JSON value with 200 or a 400 that has a message, never a 500', async () => {
    fakeResend()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...mailEndpoints), fc.jsonValue(), async (path, value) => {
        const res = await post(path, JSON.stringify(value))
        await expectSafeAnswer(res, [200, 400, 413])
      }),
      runs.quick,
    )
  })

  it('should answer a valid form with a field dropped, retyped or padded with extras by 200 or 400', async () => {
    fakeResend()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...mailEndpoints), mutated, async (path, body) => {
        const res = await post(path, JSON.stringify(body))
        const answer = await expectSafeAnswer(res, [200, 400, 413])
        if (res.status === 400 && answer.errors) {
          for (const messages of Object.values(answer.errors)) {
            expect(messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true)
          }
        }
      }),
      runs.quick,
    )
  })

  it('should refuse bodies that are not JSON, whatever their bytes or declared type, with 400 or 415', async () => {
    fakeResend()
    const types = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/merge-patch+json',
      '',
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...mailEndpoints),
        fc.uint8Array({ maxLength: 300 }),
        types,
        async (path, bytes, type) => {
          const res = await post(path, bytes, type)
          await expectSafeAnswer(res, [...refusals, 200])
          if (!/json/.test(type)) expect(res.status).toBe(415)
        },
      ),
      runs.quick,
    )
  })

  it('should survive invalid UTF-8 inside a string of an otherwise valid form', async () => {
    fakeResend()
    const encoder = new TextEncoder()
    const invalid = fc.array(
      fc.oneof(
        fc.constantFrom(
          [0xff],
          [0xfe],
          [0xc3],
          [0xe2, 0x82],
          [0xed, 0xa0, 0x80],
          [0xf4, 0x90, 0x80, 0x80],
          [0xc0, 0xaf],
          [0x80],
        ),
        fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 4 }),
      ),
      { minLength: 1, maxLength: 6 },
    )
    await fc.assert(
      fc.asyncProperty(invalid, async (chunks) => {
        const [head, tail] = JSON.stringify({
          templateId: templateIds.families,
          params: { ...families, message: 'Hola SPLIT chau' },
        }).split('SPLIT')
        const bytes = new Uint8Array([
          ...encoder.encode(head),
          ...chunks.flat(),
          ...encoder.encode(tail),
        ])
        const res = await post(apiPaths.mailer, bytes)
        await expectSafeAnswer(res, [200, 400])
      }),
      runs.stored,
    )
  })

  it('should store or refuse any string, lone surrogates and control characters included, never crash', async () => {
    fakeResend()
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
        fc.constantFrom('name', 'message', 'zone', 'email', 'date'),
        async (text, field) => {
          const body = {
            templateId: templateIds.families,
            params: { ...families, [field]: text },
          }
          const res = await post(apiPaths.mailer, JSON.stringify(body))
          await expectSafeAnswer(res, [200, 400])
        },
      ),
      runs.stored,
    )
  })

  it('should refuse deep nesting anywhere in the body with 400 or 413, not crash', async () => {
    fakeResend()
    const depth = fc.integer({ min: 10, max: limits.bodyBytes / 2 - 200 })
    const places = fc.constantFrom('body', 'to', 'name', 'params')
    await fc.assert(
      fc.asyncProperty(depth, places, fc.constantFrom('[]', '{"a":}'), async (n, place, shape) => {
        const nested =
          shape === '[]' ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n)
        const valid = JSON.stringify({ templateId: templateIds.families, params: families })
        const body =
          place === 'body'
            ? nested
            : place === 'to'
              ? valid.replace('{', `{"to":${nested},`)
              : place === 'params'
                ? valid.replace(/"params":\{.*\}\}$/, `"params":${nested}}`)
                : valid.replace('"name":"Ana"', `"name":${nested}`)
        const res = await post(apiPaths.mailer, body)
        await expectSafeAnswer(res, place === 'to' ? [200, 413] : [400, 413])
      }),
      { numRuns: 20 },
    )
  })

  it('should answer 400 for a field past its limit and 413 for a body past 32 KB, streamed or not', async () => {
    fakeResend()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: limits.message - 50, max: limits.bodyBytes + 2000 }),
        fc.boolean(),
        async (length, streamed) => {
          const json = JSON.stringify({
            templateId: templateIds.families,
            params: { ...families, message: 'ñ'.repeat(length) },
          })
          const bytes = new TextEncoder().encode(json)
          const body = streamed ? new Blob([bytes]).stream() : bytes
          const res = await post(apiPaths.mailer, body)
          const expected =
            bytes.byteLength > limits.bodyBytes ? 413 : length > limits.message ? 400 : 200
          await expectSafeAnswer(res, [expected])
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('visitor text in the mail', slow, () => {
  /** The owner's copy among the calls a request made. */
  const ownerCopy = (calls: ResendCall[]) => calls.find((c) => c.body.to[0] === owner)!

  it('should arrive escaped in HTML, intact in text, with no header, recipient or line break added', async () => {
    const resend = fakeResend()
    const fields = fc.record({
      name: hostileText(limits.short),
      lastName: hostileText(limits.short),
      zone: hostileText(limits.medium),
      message: hostileText(limits.message),
    })
    let n = 0
    await fc.assert(
      fc.asyncProperty(fields, async (values) => {
        const before = resend.calls.length
        // Each run its own visitor: one address gets one acknowledgement a day.
        const email = `visita${n++}@example.com`
        const res = await post(
          apiPaths.mailer,
          JSON.stringify({
            templateId: templateIds.families,
            params: { ...families, ...values, email },
          }),
        )
        expect(res.status).toBe(200)
        const { reference } = await res.json<MailerResponse>()
        const calls = resend.calls.slice(before)
        expect(calls).toHaveLength(2)
        const mail = ownerCopy(calls)
        const kept = Object.fromEntries(
          Object.entries(values).map(([k, v]) => [k, v.trim()]),
        ) as typeof values

        for (const value of Object.values(kept)) {
          expect(mail.body.html).toContain(escapeHtml(value))
          expect(mail.body.text).toContain(value)
        }
        // Markup arrives as text (escaped), never as elements.
        expect(mail.body.html).not.toMatch(/<script|<img/i)
        // The subject is one line that still names the visitor.
        expect(mail.body.subject).not.toMatch(/[\r\n\u2028\u2029]/)
        expect(mail.body.subject).toContain(oneLine(`${kept.name} ${kept.lastName}`))
        expect(mail.body.subject).toContain(reference)
        // Recipients and headers come from the server alone.
        for (const c of calls) {
          expect(c.body.cc ?? []).toEqual([])
          expect(c.body.bcc ?? []).toEqual([])
          expect(c.body.headers).toBeUndefined()
          expect(c.body.from).toBe(env.MAIL_FROM)
        }
        expect(mail.body.to).toEqual([owner])
        expect(mail.body.reply_to).toBe(email)
        // Stored as sent, byte for byte.
        const [stored] = await rows<{ fields: string }>(
          'SELECT fields FROM enquiries WHERE reference = ?',
          reference,
        )
        expect(JSON.parse(stored!.fields)).toMatchObject(kept)
      }),
      runs.stored,
    )
  })

  it('should keep hostile product enquiries inside their fields too', async () => {
    const resend = fakeResend()
    await fc.assert(
      fc.asyncProperty(
        hostileText(limits.short),
        hostileText(limits.message),
        async (name, message) => {
          const before = resend.calls.length
          const res = await post(
            apiPaths.mailer,
            JSON.stringify({
              templateId: templateIds.product,
              params: { ...product, name, message },
            }),
          )
          expect(res.status).toBe(200)
          const mail = ownerCopy(resend.calls.slice(before))
          expect(mail.body.html).toContain(escapeHtml(message.trim()))
          expect(mail.body.text).toContain(message.trim())
          expect(mail.body.subject).not.toMatch(/[\r\n\u2028\u2029]/)
          expect(mail.body.to).toEqual([owner])
        },
      ),
      { numRuns: 15 },
    )
  })

  it('should greet a subscriber by a plain first name only, in the confirmation mail to that address only', async () => {
    const resend = fakeResend()
    let n = 0
    await fc.assert(
      fc.asyncProperty(hostileText(limits.short), async (name) => {
        const email = `sub${n++}@example.com`
        await post(apiPaths.createContact, JSON.stringify({ name, email }))
        const before = resend.calls.length
        const res = await post(
          apiPaths.mailer,
          JSON.stringify({
            templateId: templateIds.subscribeConfirmation,
            params: { name, email },
          }),
        )
        expect(res.status).toBe(200)
        const [mail] = resend.calls.slice(before)
        expect(mail!.body.to).toEqual([email])
        // A mail to whatever address was typed carries no visitor text but a plain first name.
        const hello = greeting(name)
        expect(hello).toMatch(/^Hola( [\p{L}\p{M}'’-]{1,40})?:$/u)
        expect(mail!.body.text).toContain(hello)
        expect(mail!.body.html).toContain(escapeHtml(hello))
        if (hello === 'Hola:' && name.trim().length > 8) {
          expect(mail!.body.text).not.toContain(name.trim())
        }
        expect(mail!.body.html).not.toMatch(/<script|<img/i)
        expect(mail!.body.subject).not.toMatch(/[\r\n\u2028\u2029]/)
      }),
      { numRuns: 15 },
    )
  })
})

describe('other endpoints under random input', () => {
  const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD')
  const segment = fc.oneof(
    fc.constantFrom(
      'health',
      'config',
      'mailer',
      'subscribers',
      'confirm',
      'unsubscribe',
      '..',
      '%00',
      '%2F',
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 10 }).map(encodeURIComponent),
  )

  it('should answer any method on any API path without a 500 or a stack trace', async () => {
    fakeResend()
    await fc.assert(
      fc.asyncProperty(
        methods,
        fc.array(segment, { maxLength: 3 }),
        fc.string({ maxLength: 30 }),
        async (method, segments, query) => {
          const path = `/v1/api/${segments.join('/')}?${encodeURIComponent(query)}`
          const init: RequestInit = { method }
          if (!['GET', 'HEAD'].includes(method)) {
            init.headers = { 'Content-Type': 'application/json' }
            init.body = '{}'
          }
          const res = await call(path, init)
          expect(res.status).toBeLessThan(500)
          expect(await res.text()).not.toMatch(internals)
        },
      ),
      runs.quick,
    )
  })

  it('should answer any token on the subscriber links with the Spanish "invalid link" page', async () => {
    // Sent as they come: the generated ones percent-encoded, the fixed ones malformed on purpose.
    const token = fc.oneof(
      fc.string({ maxLength: 200 }).map(encodeURIComponent),
      fc.string({ unit: 'grapheme', maxLength: 50 }).map(encodeURIComponent),
      fc.stringMatching(/^[A-Za-z0-9_-]{32,128}$/),
      fc.constantFrom('%', '%ff%fe', '%E0%A4%A', '%00', '%0d%0aSet-Cookie:x=1', 'a&token=b'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(apiPaths.subscribersConfirm, apiPaths.subscribersUnsubscribe),
        fc.constantFrom('GET', 'POST'),
        token,
        async (path, method, value) => {
          const res = await call(`${path}?token=${value}`, { method })
          expect(res.status).toBe(400)
          const html = await res.text()
          expect(html).toContain('Este enlace ya no es válido')
          expect(html).not.toMatch(internals)
        },
      ),
      runs.quick,
    )
  })
})
