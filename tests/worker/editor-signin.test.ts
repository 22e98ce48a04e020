/**
 * Signing in to the editor, read as an attacker would (worker/editor/signIn.tsx): scripts
 * posing as her browser are limited per IP with the real rate-limit binding; Turnstile
 * when it is on; a code works only in the browser that asked for it; her hour's codes
 * are told with their time; repeated wrong codes mail her once; a used code kills her
 * others; sessions end unused; nothing readable of a code is kept. The code's own rules
 * and the session cookie: editor.test.ts; strangers' requests against her known browser,
 * the daily caps and the same rows for any address: editor-signin-abuse.test.ts.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { buenosAiresDateTime } from '../../shared/format/time'
import { turnstileOrigin } from '../../shared/forms/turnstile'
import { applyRetention } from '../../worker/db/retention'
import { signInRules } from '../../shared/rules/sign-in'
import { sessionCookie, signInCookie } from '../../worker/editor/session'
import { sessionsSql } from '../../worker/db/editorSessionsSql'
import { inlined } from '../../worker/db/statement'
import { editorText } from '../../worker/text'
import { rateLimitPeriodSeconds } from '../../worker/rateLimit'
import { hashToken } from '../../worker/tokens'
import { call, envWith } from './http'
import { at } from './clock'
import { clearTables, eachTestFromEmpty, rows } from './db'
import { fakeResend, status } from './resend'
import { fakeSiteverify, turnstileTest, withTurnstile } from './turnstile'
import {
  ana,
  clearKnownBrowsers,
  codeIn,
  cookiesSetBy,
  gateway,
  knownBrowser,
  windowPost,
  signIn,
} from './editor-helpers'

eachTestFromEmpty({ alsoClear: clearKnownBrowsers })

const stranger = 'intruso@example.com'
const hourMs = 60 * 60_000
const dayMs = 24 * hourMs

/**
 * A browser (carrying `cookie`: a known browser's) asks for a code for `email`; returns
 * the cookies it now holds.
 */
async function ask(email = ana, { cookie = '', bindings = env } = {}): Promise<string> {
  const res = await windowPost('auth', { email }, { cookie, bindings })
  expect(res.status).toBe(200)
  return [cookie, cookiesSetBy(res)].filter(Boolean).join('; ')
}

/** How the page says when the next code may be asked for, as a person in Buenos Aires reads it. */
const whenSaid = (ms: number, now: number) => {
  const at = buenosAiresDateTime(Math.ceil(ms / 60_000) * 60_000)
  return at.slice(0, 10) === buenosAiresDateTime(now).slice(0, 10)
    ? `las ${at.slice(11)}`
    : `mañana a las ${at.slice(11)}`
}

const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
/** The tries spent on codes of an editor's address (others' codes keep no address). */
const triesOf = async () =>
  (await rows<{ tries: number }>('SELECT tries FROM editor_codes WHERE email IS NOT NULL')).map(
    (r) => r.tries,
  )

describe('per-IP limits on the sign-in window', { timeout: 20_000 }, () => {
  /** Production behaviour: RATE_LIMITS unset. */
  const limited = envWith({ RATE_LIMITS: undefined })
  const limit = env.TEST_RATE_LIMITS.EDITOR_SIGNIN_LIMITER!
  let next = 1
  /** An address no other test uses: the limiter's counters live as long as the test run. */
  const freshIp = () => `203.0.${Math.floor(Math.random() * 250)}.${next++ % 250}`
  /** The local limiter counts in clock-aligned windows: a burst must not straddle two. */
  async function insideOneWindow(): Promise<void> {
    const period = limit.period * 1000
    const left = period - (Date.now() % period)
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
  }

  it('should take a low limit from wrangler.toml, over the minute the pages say to wait', () => {
    expect(limit.period).toBe(rateLimitPeriodSeconds)
    // She asks for a code and types it, once or twice: a few a minute is never her.
    expect(limit.limit).toBeGreaterThanOrEqual(3)
    expect(limit.limit).toBeLessThanOrEqual(10)
  })

  it('should answer asking for codes past the limit 429 with Retry-After and the window’s Spanish page, mailing nothing more', async () => {
    const resend = fakeResend()
    const ip = freshIp()
    await insideOneWindow()
    const answers: Response[] = []
    for (let n = 0; n < limit.limit + 2; n++)
      answers.push(
        await windowPost(
          'auth',
          { email: n === 0 ? ana : `otra${n}@example.com` },
          { ip, bindings: limited },
        ),
      )
    expect(answers.map((r) => r.status)).toEqual([
      ...Array<number>(limit.limit).fill(200),
      429,
      429,
    ])
    for (const refused of answers.slice(limit.limit)) {
      expect(refused.headers.get('retry-after')).toBe(String(rateLimitPeriodSeconds))
      expect(refused.headers.get('content-type')).toContain('text/html')
      expect(refused.headers.get('set-cookie')).toBeNull()
      const html = await refused.text()
      expect(html).toContain('<html lang="es-AR">')
      expect(html).toContain(editorText.tooFast)
      expect(html).toContain('action="/v1/api/cms/auth"')
    }
    expect(resend.calls).toHaveLength(1)
    // Another connection is not held back by this one.
    expect(
      (await windowPost('auth', { email: ana }, { ip: freshIp(), bindings: limited })).status,
    ).toBe(200)
  })

  it('should answer typing codes past the limit 429 with Retry-After, without spending her code’s tries', async () => {
    const resend = fakeResend()
    const ip = freshIp()
    const cookie = cookiesSetBy(await windowPost('auth', { email: ana }, { ip, bindings: limited }))
    const code = codeIn(resend.calls)
    await insideOneWindow()
    const answers: Response[] = []
    for (let n = 0; n < limit.limit + 2; n++)
      answers.push(
        await windowPost(
          'code',
          { email: stranger, code: wrongFor(code) },
          { ip, cookie, bindings: limited },
        ),
      )
    expect(answers.map((r) => r.status)).toEqual([
      ...Array<number>(limit.limit).fill(400),
      429,
      429,
    ])
    const refused = answers.at(-1)!
    expect(refused.headers.get('retry-after')).toBe(String(rateLimitPeriodSeconds))
    const html = await refused.text()
    expect(html).toContain(editorText.tooFast)
    expect(html).toContain('action="/v1/api/cms/code"')
    // The right code from the limited IP is refused too, and spends nothing.
    expect(
      (await windowPost('code', { email: ana, code }, { ip, cookie, bindings: limited })).status,
    ).toBe(429)
    expect(await triesOf()).toEqual([0])
    // Asking and typing are counted apart: this IP may still ask for a code.
    expect((await windowPost('auth', { email: ana }, { ip, bindings: limited })).status).toBe(200)
  })
})

describe('a code is bound to the browser that asked for it', () => {
  it('should set a short-lived pre-sign-in cookie scripts cannot read, for any address, and drop it at sign-in', async () => {
    const resend = fakeResend()
    const set: Record<string, string> = {}
    for (const email of [ana, stranger]) {
      const res = await windowPost('auth', { email })
      const cookie = res.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(new RegExp(`^${signInCookie}=[A-Za-z0-9_-]{43};`))
      for (const part of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/'])
        expect(cookie).toContain(part)
      expect(cookie).toContain(`Max-Age=${signInRules.codeMs / 1000}`)
      expect(cookie).not.toContain('Domain')
      set[email] = cookiesSetBy(res)
    }
    // Only its hash is kept, with her code.
    const [stored] = await rows<{ browser_hash: string }>(
      'SELECT browser_hash FROM editor_codes WHERE email = ?',
      ana,
    )
    expect(stored?.browser_hash).toBe(await hashToken(set[ana]!.split('=')[1]!))
    const done = await windowPost(
      'code',
      { email: ana, code: codeIn(resend.calls) },
      { cookie: set[ana] },
    )
    expect(done.status).toBe(200)
    const signedIn = done.headers.getSetCookie()
    expect(signedIn.some((c) => c.startsWith(`${sessionCookie}=`))).toBe(true)
    expect(signedIn.find((c) => c.startsWith(`${signInCookie}=`))).toMatch(
      /^__Host-editor_signin=;.*Max-Age=0/,
    )
  })

  it("should leave her code usable after someone else's wrong codes, which spend none of its tries", async () => {
    const resend = fakeResend()
    const hers = await ask(ana)
    const code = codeIn(resend.calls)
    // Another browser, with a pre-sign-in cookie of its own, and one with none.
    const theirs = await ask(stranger)
    for (let n = 0; n < 2 * signInRules.triesPerCode; n++) {
      const res = await windowPost(
        'code',
        { email: ana, code: wrongFor(code) },
        { cookie: n % 2 ? theirs : '' },
      )
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(editorText.wrongCode)
    }
    expect(await triesOf()).toEqual([0])
    expect((await windowPost('code', { email: ana, code }, { cookie: hers })).status).toBe(200)
  })

  it('should not let the right code sign in another browser, even one that asked for a code of hers', async () => {
    const resend = fakeResend()
    const hers = await ask(ana)
    const code = codeIn(resend.calls)
    const theirs = await ask(ana)
    for (const cookie of [theirs, `${signInCookie}=${'x'.repeat(43)}`, `${signInCookie}=corta`]) {
      const res = await windowPost('code', { email: ana, code }, { cookie })
      expect(res.status).toBe(400)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    expect(await rows('SELECT 1 FROM editor_sessions')).toEqual([])
    expect((await windowPost('code', { email: ana, code }, { cookie: hers })).status).toBe(200)
  })

  it('should refuse the right code posted without the cookie, with the same wrong-code page', async () => {
    const resend = fakeResend()
    await ask(ana)
    const res = await windowPost('code', { email: ana, code: codeIn(resend.calls) })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(editorText.wrongCode)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await rows('SELECT used_at FROM editor_codes')).toEqual([{ used_at: null }])
  })

  it('should end every other open code of hers once one is used', async () => {
    const resend = fakeResend()
    const laptop = await ask(ana, { cookie: await knownBrowser(ana) })
    const first = codeIn(resend.calls)
    const phone = await ask(ana, { cookie: await knownBrowser(ana) })
    expect(
      (await windowPost('code', { email: ana, code: codeIn(resend.calls) }, { cookie: phone }))
        .status,
    ).toBe(200)
    expect(await rows('SELECT 1 FROM editor_codes WHERE used_at IS NULL')).toEqual([])
    expect((await windowPost('code', { email: ana, code: first }, { cookie: laptop })).status).toBe(
      400,
    )
  })
})

describe('her hour’s codes', () => {
  it('should tell her, when the hour’s codes are spent, from what time she may ask again, and keep her last code working', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const known = await knownBrowser(ana, start)
    let cookie = ''
    for (let i = 0; i < signInRules.codesPerHour; i++)
      cookie = await at(start + i * 10 * 60_000, () => ask(ana, { cookie: known }))
    const code = codeIn(resend.calls)
    const now = start + 25 * 60_000
    const refused = await at(now, () => windowPost('auth', { email: ana }, { cookie }))
    expect(refused.status).toBe(429)
    const retryAt = start + hourMs
    expect(refused.headers.get('retry-after')).toBe(String(Math.ceil((retryAt - now) / 1000)))
    expect(refused.headers.get('set-cookie')).toBeNull()
    const html = await refused.text()
    expect(html).toContain(editorText.codesSpentUntil(ana, whenSaid(retryAt, now)))
    expect(html).not.toContain(editorText.codeSent(ana))
    expect(resend.calls).toHaveLength(signInRules.codesPerHour)
    expect((await at(now, () => windowPost('code', { email: ana, code }, { cookie }))).status).toBe(
      200,
    )
    // At that minute she may.
    expect(
      (
        await at(Math.ceil(retryAt / 60_000) * 60_000, () =>
          windowPost('auth', { email: ana }, { cookie }),
        )
      ).status,
    ).toBe(200)
  })

  it('should say the same of an address that may not edit, so the page tells nobody who may', async () => {
    fakeResend()
    const start = Date.now()
    const page = async (email: string) => {
      for (let i = 0; i < signInRules.codesPerHour; i++)
        await at(start, () => windowPost('auth', { email }))
      const res = await at(start, () => windowPost('auth', { email }))
      expect(res.status).toBe(429)
      return (await res.text())
        .replaceAll(email, '·')
        .replace(/nonce-[^']+'|nonce="[^"]+"/g, 'nonce')
    }
    expect(await page(stranger)).toBe(await page(ana))
    // Nobody's address is kept as typed.
    const requests = JSON.stringify(await rows('SELECT * FROM editor_code_requests'))
    expect(requests).not.toContain(stranger)
    expect(requests).not.toContain(ana)
  })
})

describe('repeated wrong codes for her address', () => {
  const alerts = (calls: ReturnType<typeof fakeResend>['calls']) =>
    calls.filter((c) => !/\b\d{6}\b/.test(c.body.subject))

  it('should mail her one warning after five wrong codes in an hour, from any browser, not one per try', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const hers = await at(start, () => ask(ana))
    const code = codeIn(resend.calls)
    for (let n = 0; n < 3 * signInRules.failuresBeforeAlert; n++)
      await at(start + n * 60_000, () =>
        windowPost(
          'code',
          { email: ana, code: wrongFor(code) },
          { cookie: n % 3 === 0 ? hers : '' },
        ),
      )
    const sent = alerts(resend.calls)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body.to).toEqual([ana])
    expect(sent[0]?.body.text).toContain(`${signInRules.failuresBeforeAlert} códigos equivocados`)
    expect(sent[0]?.body.text).not.toMatch(/https?:/)
    // A day later, five more mail her again.
    for (let n = 0; n < signInRules.failuresBeforeAlert; n++)
      await at(start + dayMs + hourMs + n * 1000, () =>
        windowPost('code', { email: ana, code: '000000' }),
      )
    expect(alerts(resend.calls)).toHaveLength(2)
  })

  it('should not warn for wrong codes spread over more than an hour, nor for an address that may not edit', async () => {
    const resend = fakeResend()
    const start = Date.now()
    for (let n = 0; n < 2 * signInRules.failuresBeforeAlert; n++) {
      await at(start + n * 15 * 60_000, () => windowPost('code', { email: ana, code: '000000' }))
      await windowPost('code', { email: stranger, code: '000000' })
    }
    expect(resend.calls).toEqual([])
    expect(await rows('SELECT 1 FROM outgoing_messages')).toEqual([])
  })
})

describe('sessions that end unused', () => {
  it('should end a session unused for eight days, and keep one used within seven', async () => {
    const start = Date.now()
    const cookie = await at(start, () => signIn())
    expect((await at(start + 6 * dayMs, () => gateway('/v3/user', cookie))).status).toBe(200)
    expect((await at(start + 12 * dayMs, () => gateway('/v3/user', cookie))).status).toBe(200)
    const idle = await at(start + 20 * dayMs, () => gateway('/v3/user', cookie))
    expect(idle.status).toBe(401)
    expect(((await idle.json()) as { message: string }).message).toBe(editorText.signedOut)
  })

  it('should list when each session ends if unused, and leave idle ones out of the list and the database', async () => {
    const start = Date.now()
    await at(start, () => signIn())
    const list = async (now: number) =>
      (
        await env.DB.prepare(inlined(sessionsSql.live(now))).all<{
          email: string
          ends_at: number
        }>()
      ).results
    expect(await list(start + dayMs)).toEqual([
      expect.objectContaining({ email: ana, ends_at: start + signInRules.sessionIdleMs }),
    ])
    await applyRetention(env.DB, start + 6 * dayMs)
    expect(await rows('SELECT 1 FROM editor_sessions')).toHaveLength(1)
    expect(await list(start + 8 * dayMs)).toEqual([])
    await applyRetention(env.DB, start + 8 * dayMs)
    expect(await rows('SELECT 1 FROM editor_sessions')).toEqual([])
  })
})

describe('nothing readable of a code is kept', () => {
  it('should clear the code mail’s subject and bodies once it is sent, or given up', async () => {
    const resend = fakeResend()
    const cookie = await ask(ana)
    expect(codeIn(resend.calls)).toMatch(/^\d{6}$/)
    const stored = 'SELECT template, status, subject, html, body_text FROM outgoing_messages'
    const cleared = { template: 'editor-code', subject: '', html: null, body_text: null }
    expect(await rows(stored)).toEqual([{ ...cleared, status: 'sent' }])

    await clearTables()
    vi.restoreAllMocks()
    fakeResend(status(422, 'validation_error'))
    await ask(ana)
    expect(await rows(stored)).toEqual([{ ...cleared, status: 'failed' }])
    expect(cookie).not.toBe('')
  })

  it('should give up a code mail still queued once its code is dead, and clear it', async () => {
    fakeResend(status(500))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const start = Date.now()
    await at(start, () => ask(ana))
    const stored = 'SELECT status, subject, html, body_text FROM outgoing_messages'
    expect((await rows<{ status: string; subject: string }>(stored))[0]?.subject).toMatch(/\d{6}/)
    await applyRetention(env.DB, start + signInRules.codeMs + 60_000)
    expect(await rows(stored)).toEqual([
      { status: 'failed', subject: '', html: null, body_text: null },
    ])
  })

  it('should keep the code as an HMAC under EDITOR_CODE_SECRET, never its plain SHA-256', async () => {
    const resend = fakeResend()
    const secret = 'una-clave-de-prueba-de-al-menos-32-caracteres'
    await ask(ana, { bindings: envWith({ EDITOR_CODE_SECRET: secret }) })
    const code = codeIn(resend.calls)
    const [stored] = await rows<{ code_hash: string }>('SELECT code_hash FROM editor_codes')
    expect(stored?.code_hash).not.toBe(await hashToken(`${ana}:${code}`))
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const mac = await crypto.subtle.sign(
      'HMAC',
      key,
      new TextEncoder().encode(`code:${ana}:${code}`),
    )
    expect(stored?.code_hash).toBe(
      [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join(''),
    )
  })

  it('should say the sign-in is not set up on a deployed site without a long enough EDITOR_CODE_SECRET', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const deployed = { SITE_ORIGIN: 'https://fotografiaemocional.com.ar' }
    for (const secret of [undefined, 'corta']) {
      const bindings = envWith({ ...deployed, EDITOR_CODE_SECRET: secret })
      const res = await call('/v1/api/cms/auth', undefined, bindings)
      expect(res.status).toBe(503)
      expect(await res.text()).toContain(editorText.notConfigured)
      expect((await windowPost('auth', { email: ana }, { bindings })).status).toBe(503)
    }
    expect(error.mock.calls.join('\n')).toContain('EDITOR_CODE_SECRET is too short')
    const ready = envWith({ ...deployed, EDITOR_CODE_SECRET: 'x'.repeat(32) })
    expect((await call('/v1/api/cms/auth', undefined, ready)).status).toBe(200)
  })
})

describe('Turnstile on the sign-in, when it is configured', () => {
  const { siteKey } = turnstileTest
  const turnstile = withTurnstile()
  it('should show the widget, its script allowed by the page’s policy only then', async () => {
    const on = await call('/v1/api/cms/auth', undefined, turnstile)
    const html = await on.text()
    expect(html).toContain(`data-sitekey="${siteKey}"`)
    expect(html).toContain(`src="${turnstileOrigin}/turnstile/v0/api.js"`)
    const policy = on.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(new RegExp(`script-src 'nonce-[^']+' ${turnstileOrigin};`))
    expect(policy).toContain(`frame-src ${turnstileOrigin}`)

    const off = await call('/v1/api/cms/auth')
    expect(await off.text()).not.toContain('cf-turnstile')
    expect(off.headers.get('content-security-policy')).not.toContain(turnstileOrigin)
  })

  it('should mail no code without a token siteverify accepts, and one with it', async () => {
    const resend = fakeResend()
    const seen = fakeSiteverify()
    for (const token of [undefined, 'falso']) {
      const res = await windowPost(
        'auth',
        { email: ana, ...(token && { 'cf-turnstile-response': token }) },
        { bindings: turnstile },
      )
      expect(res.status).toBe(403)
      expect(await res.text()).toContain(editorText.notHuman)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    expect(resend.calls).toEqual([])
    expect(await rows('SELECT 1 FROM editor_code_requests')).toEqual([])
    const res = await windowPost(
      'auth',
      { email: ana, 'cf-turnstile-response': 'pasa-1' },
      { ip: '198.51.100.4', bindings: turnstile },
    )
    expect(res.status).toBe(200)
    expect(resend.calls).toHaveLength(1)
    expect(seen.at(-1)).toMatchObject({ response: 'pasa-1', remoteip: '198.51.100.4' })
  })

  it('should ask her to try later, mailing nothing, when siteverify is down', async () => {
    const resend = fakeResend()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeSiteverify(() => new Response('oops', { status: 500 }))
    const res = await windowPost(
      'auth',
      { email: ana, 'cf-turnstile-response': 'pasa-1' },
      { bindings: turnstile },
    )
    expect(res.status).toBe(503)
    expect(await res.text()).toContain(editorText.checkUnavailable)
    expect(resend.calls).toEqual([])
  })
})
