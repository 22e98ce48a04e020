/**
 * Signing in to the editor by e-mail (worker/editor/), against real D1 and the fake
 * Resend: the code's rules and the session cookie, checked through the gateway with a
 * fake GitHub. What the gateway forwards and refuses: editor-gateway.test.ts.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { signInRules } from '../../shared/rules/sign-in'
import { forgetInstallationTokens } from '../../worker/editor/githubApp'
import { placeholderCredential } from '../../worker/editor/signIn'
import { sessionCookie } from '../../worker/editor/session'
import { sessionsSql } from '../../worker/db/editorSessionsSql'
import { inlined } from '../../worker/db/statement'
import { editorText, passkeyText } from '../../worker/text'
import { call, envWith } from './http'
import { at } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend } from './resend'
import {
  ana,
  codeIn,
  cookiesSetBy,
  fakeGitHub,
  gateway,
  knownBrowser,
  post,
  sameOrigin,
  signIn,
} from './editor-helpers'

/** The next post from the browser that got `res`: with the cookies it set (the code's browser). */
const after = (res: Response) => ({ ...sameOrigin, Cookie: cookiesSetBy(res) })

eachTestFromEmpty({ alsoClear: forgetInstallationTokens })

describe('signing in to the editor by e-mail', () => {
  it('should mail an editor a six-digit code and sign her in with it, in a cookie scripts cannot read', async () => {
    const resend = fakeResend()
    const asked = await post('auth', { email: 'Ana@Example.com' })
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain(editorText.codeSent(ana))
    expect(resend.calls).toHaveLength(1)
    const code = codeIn(resend.calls)
    expect(code).toMatch(/^\d{6}$/)
    expect(resend.calls[0]?.body.text).toContain(code)

    const res = await post('code', { email: ana, code }, after(asked))
    expect(res.status).toBe(200)
    const html = await res.text()
    // Signed in; the window offers a passkey before it goes on (editor-passkey.test.ts).
    expect(html).toContain(passkeyText.signedIn)
    // The editor is handed a placeholder, not a credential of GitHub's.
    expect(html).toContain(placeholderCredential)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${sessionCookie}=[A-Za-z0-9_-]{43};`))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain(`Max-Age=${signInRules.sessionMs / 1000}`)
    expect(cookie).not.toContain('Domain')
    // Only hashes are kept.
    const [session] = await rows<{ token_hash: string; email: string }>(
      'SELECT * FROM editor_sessions',
    )
    expect(session?.email).toBe(ana)
    expect(cookie).not.toContain(session?.token_hash ?? '-')
    const [stored] = await rows<{ code_hash: string }>('SELECT code_hash FROM editor_codes')
    expect(stored?.code_hash).not.toContain(code)
  })

  it('should answer an address that may not edit with the same page, and mail it nothing', async () => {
    const resend = fakeResend()
    const editor = await (await post('auth', { email: ana })).text()
    const stranger = await (await post('auth', { email: 'intruso@example.com' })).text()
    const withoutAddress = (html: string, address: string) =>
      html.replaceAll(address, '·').replace(/nonce-[^']+'|nonce="[^"]+"/g, 'nonce')
    expect(withoutAddress(stranger, 'intruso@example.com')).toBe(withoutAddress(editor, ana))
    expect(resend.calls.map((c) => c.body.to)).toEqual([[ana]])
    expect(await rows('SELECT 1 FROM editor_codes WHERE email = ?', 'intruso@example.com')).toEqual(
      [],
    )
  })

  it('should stop a code after five wrong tries, even with the right digits', async () => {
    const resend = fakeResend()
    const asked = await post('auth', { email: ana })
    const code = codeIn(resend.calls)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < signInRules.triesPerCode; i++) {
      const res = await post('code', { email: ana, code: wrong }, after(asked))
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(editorText.wrongCode)
    }
    const late = await post('code', { email: ana, code }, after(asked))
    expect(late.status).toBe(400)
    expect(late.headers.get('set-cookie')).toBeNull()
  })

  it('should refuse a code after ten minutes, and a code used once', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const asked = await at(start, () => post('auth', { email: ana }))
    const expired = await at(start + signInRules.codeMs + 1000, () =>
      post('code', { email: ana, code: codeIn(resend.calls) }, after(asked)),
    )
    expect(expired.status).toBe(400)

    // A new browser gets one code a day: she asks again from one she signed in from before.
    const known = { ...sameOrigin, Cookie: await knownBrowser(ana, start) }
    const askedAgain = await at(start + 20 * 60_000, () => post('auth', { email: ana }, known))
    const code = codeIn(resend.calls)
    const first = await at(start + 21 * 60_000, () =>
      post('code', { email: ana, code }, after(askedAgain)),
    )
    expect(first.status).toBe(200)
    const again = await at(start + 21 * 60_000, () =>
      post('code', { email: ana, code }, after(askedAgain)),
    )
    expect(again.status).toBe(400)
  })

  it('should mail at most three codes an hour to her known browser, each replacing the one before', async () => {
    const resend = fakeResend()
    const start = Date.now()
    const known = { ...sameOrigin, Cookie: await knownBrowser(ana, start) }
    const asked: Response[] = []
    for (let i = 0; i < 4; i++)
      asked.push(await at(start + i * 60_000, () => post('auth', { email: ana }, known)))
    expect(resend.calls).toHaveLength(signInRules.codesPerHour)
    // The newest code works; an older one does not.
    const codes = resend.calls.map((c) => codeIn([c]))
    const browser = after(asked[2]!)
    expect(
      (await at(start + 5 * 60_000, () => post('code', { email: ana, code: codes[0]! }, browser)))
        .status,
    ).toBe(400)
    expect(
      (await at(start + 5 * 60_000, () => post('code', { email: ana, code: codes[2]! }, browser)))
        .status,
    ).toBe(200)
    // An hour after the first, a fourth goes.
    await at(start + 61 * 60_000, () => post('auth', { email: ana }, known))
    expect(resend.calls).toHaveLength(signInRules.codesPerHour + 1)
  })

  it('should refuse sign-in posts from another site', async () => {
    const resend = fakeResend()
    const res = await post('auth', { email: ana }, { 'Sec-Fetch-Site': 'cross-site' })
    expect(res.status).toBe(403)
    expect(resend.calls).toHaveLength(0)
  })

  it('should say the editor is not set up, without the App or the editors', async () => {
    const bare = envWith({ GITHUB_APP_PRIVATE_KEY: undefined })
    const res = await call('/v1/api/cms/auth', undefined, bare)
    expect(res.status).toBe(503)
    expect(await res.text()).toContain(editorText.notConfigured)
  })
})

describe('the session', () => {
  it('should end 30 days after sign-in, though used every few days', async () => {
    fakeGitHub()
    const start = Date.now()
    const cookie = await at(start, () => signIn())
    for (const day of [6, 12, 18, 24, 29])
      expect((await at(start + day * 86_400_000, () => gateway('/v3/user', cookie))).status).toBe(
        200,
      )
    const late = await at(start + signInRules.sessionMs + 1000, () => gateway('/v3/user', cookie))
    expect(late.status).toBe(401)
    expect(((await late.json()) as { message: string }).message).toBe(editorText.signedOut)
  })

  it('should end on "Cerrar sesión": the cookie is cleared and the old one refused', async () => {
    fakeGitHub()
    const cookie = await signIn()
    const out = await call('/v1/api/cms/signout', {
      method: 'POST',
      headers: { Cookie: cookie, ...sameOrigin },
    })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${sessionCookie}=;.*Max-Age=0`))
    expect((await gateway('/v3/user', cookie)).status).toBe(401)
    expect(await rows('SELECT 1 FROM editor_sessions')).toEqual([])
  })

  it('should end when revoked with npm run editor:sessions -- --revoke, and be listed until then', async () => {
    fakeGitHub()
    const cookie = await signIn()
    const { results: live } = await env.DB.prepare(inlined(sessionsSql.live(Date.now()))).all<{
      email: string
    }>()
    expect(live.map((s) => s.email)).toEqual([ana])
    const { results: ended } = await env.DB.prepare(
      inlined(sessionsSql.revoke('Ana@Example.com')),
    ).all()
    expect(ended).toHaveLength(1)
    expect((await gateway('/v3/user', cookie)).status).toBe(401)
  })

  it('should end when her address leaves CMS_EDITORS', async () => {
    fakeGitHub()
    const cookie = await signIn()
    const res = await call(
      '/v1/api/cms/github/api/v3/user',
      { headers: { Cookie: cookie, ...sameOrigin } },
      envWith({ CMS_EDITORS: 'estudio@example.com' }),
    )
    expect(res.status).toBe(401)
  })
})
