/**
 * Strangers asking for her codes, read as an attacker would (worker/editor/signIn.tsx):
 * scripts from other browsers and IPs for her address never delay her known browser; they
 * get her one code mail a day between them and a daily cap; their wrong codes stop only
 * anonymous browsers for the day; a forged, ended or other editor's known-browser cookie
 * is anonymous; and the sign-in writes the same rows, runs the same statements before it
 * answers and shows the same page whether or not the address may edit.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { signInRules } from '../../shared/rules/sign-in'
import { buenosAiresDateTime } from '../../shared/format/time'
import worker from '../../worker/index'
import { applyRetention } from '../../worker/db/retention'
import { sessionsSql } from '../../worker/db/editorSessionsSql'
import { inlined } from '../../worker/db/statement'
import { knownBrowserCookie, sessionCookie } from '../../worker/editor/session'
import { editorText } from '../../worker/text'
import { hashToken } from '../../worker/tokens'
import { envWith } from './http'
import { at } from './clock'
import { clearTables, eachTestFromEmpty, rows } from './db'
import { fakeResend, type ResendCall } from './resend'
import {
  ana,
  clearKnownBrowsers,
  codeIn,
  cookiesSetBy,
  knownBrowser,
  sameOrigin,
  windowPost,
} from './editor-helpers'

eachTestFromEmpty({ alsoClear: clearKnownBrowsers })

const stranger = 'intruso@example.com'
const otherEditor = 'estudio@example.com'
const minuteMs = 60_000
const hourMs = 60 * minuteMs

let strangers = 0
/** A stranger's code request for `email`: another browser (no cookie) from another IP. */
const strangerAsks = (email = ana) =>
  windowPost('auth', { email }, { ip: `198.51.100.${(strangers++ % 250) + 1}` })

/** The cookies a browser holds after `res`, on top of those it had. */
const holds = (had: string, res: Response) => [had, cookiesSetBy(res)].filter(Boolean).join('; ')

const codeMails = (calls: ResendCall[]) => calls.filter((c) => /\b\d{6}\b/.test(c.body.subject))

/** The page without the address and the per-response nonce, to compare two answers. */
const pageOf = async (res: Response, email: string) =>
  (await res.text()).replaceAll(email, '·').replace(/nonce-[^']+'|nonce="[^"]+"/g, 'nonce')

/**
 * Signs `email` in through the two pages from a new browser at `now`, as she would the
 * first time; returns the browser's cookies (its known-browser cookie among them).
 */
async function firstSignIn(resend: { calls: ResendCall[] }, now: number, email = ana) {
  const asked = await at(now, () => windowPost('auth', { email }))
  const browser = cookiesSetBy(asked)
  const done = await at(now, () =>
    windowPost('code', { email, code: codeIn(resend.calls, email) }, { cookie: browser }),
  )
  expect(done.status).toBe(200)
  return holds(browser, done)
}

/** Only the known-browser cookie of a browser's cookies (what stays after her session ends). */
const knownOnly = (cookies: string) =>
  cookies.split('; ').find((c) => c.startsWith(`${knownBrowserCookie}=`)) ?? ''

describe('her known browser', () => {
  it('should be remembered at sign-in in a long-lived cookie scripts cannot read, kept only as a hash with her address', async () => {
    const resend = fakeResend()
    const asked = await windowPost('auth', { email: ana })
    const done = await windowPost(
      'code',
      { email: ana, code: codeIn(resend.calls) },
      { cookie: cookiesSetBy(asked) },
    )
    const set = done.headers.getSetCookie().find((c) => c.startsWith(`${knownBrowserCookie}=`))
    expect(set).toMatch(new RegExp(`^${knownBrowserCookie}=[A-Za-z0-9_-]{43};`))
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/'])
      expect(set).toContain(part)
    expect(set).toContain(`Max-Age=${signInRules.knownBrowserMs / 1000}`)
    expect(set).not.toContain('Domain')
    const token = /=([^;]+)/.exec(set ?? '')?.[1] ?? ''
    expect(await rows('SELECT token_hash, email FROM editor_known_browsers')).toEqual([
      { token_hash: await hashToken(token), email: ana },
    ])
  })

  it('should keep its token and give it another 400 days at her next sign-in there, and forget it once they pass', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const first = await firstSignIn(resend, start)
    const known = knownOnly(first)
    const later = start + 300 * 24 * hourMs
    const asked = await at(later, () => windowPost('auth', { email: ana }, { cookie: known }))
    const again = await at(later, () =>
      windowPost(
        'code',
        { email: ana, code: codeIn(resend.calls) },
        { cookie: holds(known, asked) },
      ),
    )
    expect(again.status).toBe(200)
    expect(knownOnly(cookiesSetBy(again))).toBe(known)
    expect(await rows('SELECT expires_at FROM editor_known_browsers')).toEqual([
      { expires_at: later + signInRules.knownBrowserMs },
    ])
    await applyRetention(env.DB, later + signInRules.knownBrowserMs - minuteMs)
    expect(await rows('SELECT 1 FROM editor_known_browsers')).toHaveLength(1)
    await applyRetention(env.DB, later + signInRules.knownBrowserMs + minuteMs)
    expect(await rows('SELECT 1 FROM editor_known_browsers')).toEqual([])
  })

  it('should get her a code mailed after three strangers’ requests for her address, and sign her in with it', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const known = knownOnly(await firstSignIn(resend, start))
    const now = start + 2 * 24 * hourMs
    const answers = await at(now, async () => [
      await strangerAsks(),
      await strangerAsks(),
      await strangerAsks(),
    ])
    // Strangers get the usual page; between them, one code mail to her.
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect(codeMails(resend.calls)).toHaveLength(2)
    // The next anonymous request for her address is past the hour's limit...
    expect((await at(now, () => strangerAsks())).status).toBe(429)
    // ...and her known browser is not: a code goes, and she signs in with it.
    const asked = await at(now, () => windowPost('auth', { email: ana }, { cookie: known }))
    expect(asked.status).toBe(200)
    expect(codeMails(resend.calls)).toHaveLength(3)
    const done = await at(now, () =>
      windowPost(
        'code',
        { email: ana, code: codeIn(resend.calls) },
        { cookie: holds(known, asked) },
      ),
    )
    expect(done.status).toBe(200)
    expect(done.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookie}=`))).toBe(true)
  })

  it('should be anonymous with a forged, ended, malformed or other editor’s known-browser cookie', async () => {
    const resend = fakeResend()
    const start = Date.now()
    for (let i = 0; i < signInRules.codesPerHour; i++) await at(start, () => strangerAsks())
    const forged = `${knownBrowserCookie}=${'A'.repeat(43)}`
    const ended = await knownBrowser(ana, start - signInRules.knownBrowserMs - minuteMs)
    const others = await knownBrowser(otherEditor, start)
    for (const cookie of [forged, ended, others, `${knownBrowserCookie}=corta`]) {
      const res = await at(start, () => windowPost('auth', { email: ana }, { cookie }))
      expect(res.status).toBe(429)
      expect(await res.text()).toContain(
        editorText.codesSpentUntil(ana, whenSaid(start + hourMs, start)),
      )
    }
    expect(codeMails(resend.calls)).toHaveLength(1)
    const hers = await knownBrowser(ana, start)
    expect(
      (await at(start, () => windowPost('auth', { email: ana }, { cookie: hers }))).status,
    ).toBe(200)
    expect(codeMails(resend.calls)).toHaveLength(2)
  })

  it('should end with `editor:sessions --revoke`, with her sessions', async () => {
    const resend = fakeResend()
    const known = knownOnly(await firstSignIn(resend, Date.now()))
    expect(await rows('SELECT 1 FROM editor_known_browsers')).toHaveLength(1)
    for (const statement of [sessionsSql.revoke(ana), sessionsSql.forgetBrowsers(ana)])
      await env.DB.prepare(inlined(statement)).all()
    expect(await rows('SELECT 1 FROM editor_known_browsers')).toEqual([])
    expect(await rows('SELECT 1 FROM editor_sessions')).toEqual([])
    // Its requests are anonymous again: past the hour's, refused like anyone's.
    for (let i = 0; i < signInRules.codesPerHour; i++) await strangerAsks()
    expect((await windowPost('auth', { email: ana }, { cookie: known })).status).toBe(429)
  })
})

/** How the page says when the next code may be asked for, as a person in Buenos Aires reads it. */
function whenSaid(ms: number, now: number): string {
  const next = buenosAiresDateTime(Math.ceil(ms / minuteMs) * minuteMs)
  return next.slice(0, 10) === buenosAiresDateTime(now).slice(0, 10)
    ? `las ${next.slice(11)}`
    : `mañana a las ${next.slice(11)}`
}

describe('strangers’ requests for her address', () => {
  it('should mail her at most one code a day between them, and one again a day after the first', async () => {
    const resend = fakeResend()
    const start = Date.now()
    for (let i = 0; i < 8; i++)
      expect((await at(start + i * 2 * hourMs, () => strangerAsks())).status).toBe(200)
    expect(codeMails(resend.calls)).toHaveLength(1)
    // Her own new browser the same day gets the same page, and no second mail.
    const hers = await at(start + 20 * hourMs, () => windowPost('auth', { email: ana }))
    expect(hers.status).toBe(200)
    expect(await hers.text()).toContain(editorText.codeSent(ana))
    expect(codeMails(resend.calls)).toHaveLength(1)
    expect((await at(start + 24 * hourMs + minuteMs, () => strangerAsks())).status).toBe(200)
    expect(codeMails(resend.calls)).toHaveLength(2)
  })

  it('should mail a second new browser of hers a code the same day once she used the first, and strangers still one', async () => {
    const resend = fakeResend()
    const start = Date.now()
    await firstSignIn(resend, start)
    const laptop = await firstSignIn(resend, start + hourMs)
    expect(laptop).toContain(knownBrowserCookie)
    expect(codeMails(resend.calls)).toHaveLength(2)
    for (let i = 0; i < 3; i++) await at(start + (3 + i) * hourMs, () => strangerAsks())
    expect(codeMails(resend.calls)).toHaveLength(3)
  })

  it('should answer past the day’s cap with the page a non-editor’s address gets, mailing nothing more', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const lastPage = async (email: string) => {
      for (let i = 0; i < signInRules.anonymousRequestsPerDay; i++)
        expect((await at(start + i * 25 * minuteMs, () => strangerAsks(email))).status).toBe(200)
      const now = start + signInRules.anonymousRequestsPerDay * 25 * minuteMs
      const refused = await at(now, () => strangerAsks(email))
      expect(refused.status).toBe(429)
      const retryAt = start + signInRules.dayWindowMs
      expect(refused.headers.get('retry-after')).toBe(String(Math.ceil((retryAt - now) / 1000)))
      expect(refused.headers.get('set-cookie')).toBeNull()
      const html = await pageOf(refused, email)
      expect(html).toContain(editorText.codesSpentToday('·', whenSaid(retryAt, now)))
      return html
    }
    expect(await lastPage(stranger)).toBe(await lastPage(ana))
    expect(codeMails(resend.calls)).toHaveLength(1)
    // Her known browser still gets a code.
    const now = start + signInRules.anonymousRequestsPerDay * 25 * minuteMs
    const known = await knownBrowser(ana, start)
    expect(
      (await at(now, () => windowPost('auth', { email: ana }, { cookie: known }))).status,
    ).toBe(200)
    expect(codeMails(resend.calls)).toHaveLength(2)
  })
})

describe('wrong codes for her address in a day', () => {
  // Twenty and more requests each: about a second alone, several on a loaded 2-core machine.
  const slowTest = 30_000
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  /** `n` wrong codes for `email` typed by strangers (no cookie of any code), from other IPs. */
  async function strangersType(email: string, n: number, now: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      const res = await at(now, () =>
        windowPost('code', { email, code: '123456' }, { ip: `203.0.113.${(i % 250) + 1}` }),
      )
      expect(res.status).toBe(400)
    }
  }

  it(
    'should stop her code in a new browser past the day’s cap, and not in her known browser',
    async () => {
      const resend = fakeResend()
      const start = Date.now()
      const known = await knownBrowser(ana, start)
      const fresh = cookiesSetBy(await at(start, () => windowPost('auth', { email: ana })))
      const code = codeIn(resend.calls)
      await strangersType(ana, signInRules.anonymousFailuresPerDay, start)
      const stopped = await at(start, () =>
        windowPost('code', { email: ana, code }, { cookie: fresh }),
      )
      expect(stopped.status).toBe(429)
      expect(await stopped.text()).toContain(editorText.codesStopped)
      expect(stopped.headers.get('set-cookie')).toBeNull()
      expect(await rows('SELECT 1 FROM editor_sessions')).toEqual([])
      // Her known browser keeps its own path, its own wrong tries included.
      const asked = await at(start, () => windowPost('auth', { email: ana }, { cookie: known }))
      const browser = holds(known, asked)
      const wrong = await at(start, () =>
        windowPost(
          'code',
          { email: ana, code: wrongFor(codeIn(resend.calls)) },
          { cookie: browser },
        ),
      )
      expect(wrong.status).toBe(400)
      const done = await at(start, () =>
        windowPost('code', { email: ana, code: codeIn(resend.calls) }, { cookie: browser }),
      )
      expect(done.status).toBe(200)
    },
    slowTest,
  )

  it(
    'should let a new browser in again a day later, and count each address’s wrong codes apart',
    async () => {
      const resend = fakeResend()
      const start = Date.now()
      await strangersType(otherEditor, signInRules.anonymousFailuresPerDay, start)
      await strangersType(ana, signInRules.anonymousFailuresPerDay - 1, start)
      const hers = cookiesSetBy(await at(start, () => windowPost('auth', { email: ana })))
      const herCode = codeIn(resend.calls)
      expect(
        (await at(start, () => windowPost('code', { email: ana, code: herCode }, { cookie: hers })))
          .status,
      ).toBe(200)

      const signInAt = async (now: number) => {
        const browser = cookiesSetBy(
          await at(now, () => windowPost('auth', { email: otherEditor })),
        )
        const code = codeIn(resend.calls, otherEditor)
        return (
          await at(now, () => windowPost('code', { email: otherEditor, code }, { cookie: browser }))
        ).status
      }
      expect(await signInAt(start)).toBe(429)
      expect(await signInAt(start + signInRules.dayWindowMs + minuteMs)).toBe(200)
    },
    slowTest,
  )

  it(
    'should stop a non-editor address the same way, with the same page',
    async () => {
      fakeResend()
      const start = Date.now()
      const stoppedPage = async (email: string) => {
        await strangersType(email, signInRules.anonymousFailuresPerDay, start)
        const res = await at(start, () => windowPost('code', { email, code: '123456' }))
        expect(res.status).toBe(429)
        return pageOf(res, email)
      }
      expect(await stoppedPage(stranger)).toBe(await stoppedPage(ana))
    },
    slowTest,
  )
})

describe('the same rows and the same page for any address', () => {
  const signInTables = [
    'editor_code_requests',
    'editor_codes',
    'editor_sign_in_failures',
    'editor_sessions',
    'editor_known_browsers',
  ]
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        signInTables.map(async (t) => [t, (await rows(`SELECT 1 FROM ${t}`)).length] as const),
      ),
    )

  /**
   * Calls the Worker with a D1 that notes each statement it is given, and returns the
   * answer with the statements prepared before it (what its time can depend on); the
   * work after the answer (her mail) runs before this returns.
   */
  async function traced(path: string, init: RequestInit) {
    const prepared: string[] = []
    const db = new Proxy(env.DB, {
      get(target, name) {
        if (name === 'prepare')
          return (sql: string) => {
            prepared.push(sql)
            return target.prepare(sql)
          }
        const value: unknown = Reflect.get(target, name)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request(`http://localhost${path}`, init),
      envWith({ DB: db }),
      ctx,
    )
    const beforeAnswer = [...prepared]
    await waitOnExecutionContext(ctx)
    return { res, beforeAnswer }
  }

  const form = (fields: Record<string, string>, cookie = '') => ({
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...sameOrigin,
      ...(cookie && { Cookie: cookie }),
    },
    body: new URLSearchParams(fields).toString(),
  })

  /** One address asks for a code and types a wrong one, from a new browser; what each step left. */
  async function tryAddress(email: string) {
    await clearTables()
    const asked = await traced('/v1/api/cms/auth', form({ email }))
    const afterAsk = await counts()
    const typed = await traced(
      '/v1/api/cms/code',
      form({ email, code: '000000' }, cookiesSetBy(asked.res)),
    )
    return {
      ask: {
        status: asked.res.status,
        cookies: asked.res.headers.getSetCookie().map((c) => c.replace(/=[^;]+;/, '=·;')),
        page: await pageOf(asked.res, email),
        statements: asked.beforeAnswer,
        rows: afterAsk,
      },
      type: {
        status: typed.res.status,
        page: await pageOf(typed.res, email),
        statements: typed.beforeAnswer,
        rows: await counts(),
      },
    }
  }

  it('should write the same sign-in rows and run the same statements before answering, with the same page', async () => {
    const resend = fakeResend()
    const hers = await tryAddress(ana)
    const theirs = await tryAddress(stranger)
    expect(theirs).toEqual(hers)
    expect(hers.ask.rows).toEqual({
      editor_code_requests: 1,
      editor_codes: 1,
      editor_sign_in_failures: 0,
      editor_sessions: 0,
      editor_known_browsers: 0,
    })
    expect(hers.type.rows).toMatchObject({ editor_sign_in_failures: 1 })
    expect(hers.type.status).toBe(400)
    // Only her address is mailed, after the answer; a stranger's code row keeps no address.
    expect(codeMails(resend.calls).map((c) => c.body.to)).toEqual([[ana]])
    expect(await rows('SELECT email FROM editor_codes')).toEqual([{ email: null }])
  })

  it('should write the same rows past the hour’s and the day’s caps', async () => {
    fakeResend()
    const start = Date.now()
    const rowsAfter = async (email: string) => {
      await clearTables()
      const statuses: number[] = []
      // Four at once (past the hour's), then one every 25 minutes until past the day's.
      for (let i = 0; i < signInRules.codesPerHour + 1; i++)
        statuses.push((await at(start, () => strangerAsks(email))).status)
      for (let i = 1; i <= signInRules.anonymousRequestsPerDay; i++)
        statuses.push(
          (await at(start + hourMs + i * 25 * minuteMs, () => strangerAsks(email))).status,
        )
      return { statuses, rows: await counts() }
    }
    const hers = await rowsAfter(ana)
    expect(hers.statuses.filter((s) => s === 429).length).toBeGreaterThan(1)
    expect(await rowsAfter(stranger)).toEqual(hers)
  })
})
