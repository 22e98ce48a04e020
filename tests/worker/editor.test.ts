/**
 * Signing in to the editor by e-mail and its gateway to GitHub (worker/editor/), against
 * real D1, the fake Resend and a fake GitHub that checks the App's JWT with the public
 * half of a key made for this run: the code's rules, the session cookie, what the
 * gateway lets through and what it refuses, the installation token's reuse, her
 * identity and the commit trailer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInRules } from '../../worker/editor/rules'
import { forgetInstallationTokens } from '../../worker/editor/githubApp'
import { placeholderCredential } from '../../worker/editor/signIn'
import { sessionCookie } from '../../worker/editor/session'
import { sessionsSql } from '../../worker/editor/sessionsSql'
import { editorText } from '../../worker/messages'
import {
  at,
  call,
  clearTables,
  env,
  envWith,
  fakeHost,
  fakeResend,
  rows,
  type ResendCall,
} from './helpers'

const githubBase = 'https://api.github.test'
const ana = 'ana@example.com'
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

interface GitHubFake {
  mints: number
  /** Each call past the token endpoint: method, path and the body it carried. */
  calls: { method: string; path: string; authorization: string | null; body: unknown }[]
  /** Every installation token handed out. */
  tokens: string[]
}

const base64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

/** Checks an RS256 JWT against the App's public key; returns its claims or null. */
async function verifiedClaims(
  jwt: string,
): Promise<{ iss: string; exp: number; iat: number } | null> {
  const [header = '', payload = '', signature = ''] = jwt.split('.')
  const pem = env.TEST_GITHUB_APP_PUBLIC_KEY.replace(/-----[^-]+-----|\s/g, '')
  const key = await crypto.subtle.importKey(
    'spki',
    Uint8Array.from(atob(pem), (c) => c.charCodeAt(0)),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  const valid = await crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    key,
    base64url(signature),
    new TextEncoder().encode(`${header}.${payload}`),
  )
  return valid ? JSON.parse(new TextDecoder().decode(base64url(payload))) : null
}

/**
 * A fake GitHub: mints installation tokens for a JWT signed by the App's key (lasting
 * `lifetimeMs`), and answers the repository and GraphQL calls made with one.
 */
function fakeGitHub(lifetimeMs = 60 * 60_000): GitHubFake {
  const fake: GitHubFake = { mints: 0, calls: [], tokens: [] }
  fakeHost(githubBase, async (request) => {
    const url = new URL(request.url)
    if (
      request.method === 'POST' &&
      url.pathname === `/app/installations/${env.GITHUB_APP_INSTALLATION_ID}/access_tokens`
    ) {
      const claims = await verifiedClaims(
        (request.headers.get('authorization') ?? '').replace(/^Bearer /, ''),
      )
      if (!claims || claims.iss !== env.GITHUB_APP_ID || claims.exp * 1000 < Date.now())
        return Response.json({ message: 'A JSON web token could not be decoded' }, { status: 401 })
      fake.mints += 1
      const token = `ghs_installation_${fake.mints}_secret`
      fake.tokens.push(token)
      return Response.json(
        {
          token,
          expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
          repository_selection: 'selected',
        },
        { status: 201 },
      )
    }
    const authorization = request.headers.get('authorization')
    if (!fake.tokens.some((t) => authorization === `Bearer ${t}`))
      return Response.json({ message: 'Bad credentials' }, { status: 401 })
    const body = request.method === 'POST' ? await request.json() : null
    fake.calls.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      authorization,
      body,
    })
    if (url.pathname === '/graphql')
      return Response.json({ data: { repository: { defaultBranchRef: { name: 'main' } } } })
    return Response.json({ full_name: 'estudio/sitio', permissions: { push: true } })
  })
  return fake
}

/** A form post from the sign-in window (our own page). */
const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = sameOrigin,
) =>
  call(`/v1/api/cms/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

/** The six digits of the last code mail to `to`. */
const codeIn = (calls: ResendCall[], to = ana) => {
  const mail = calls.filter((c) => c.body.to.includes(to)).at(-1)
  return /\b(\d{6})\b/.exec(mail?.body.subject ?? '')?.[1] ?? ''
}

/** Signs Ana in through the two pages; returns the session cookie as a request header. */
async function signIn(resend = fakeResend()): Promise<string> {
  await post('auth', { email: ana })
  const res = await post('code', { email: ana, code: codeIn(resend.calls) })
  expect(res.status).toBe(200)
  const cookie = res.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0] ?? ''
}

const gateway = (
  path: string,
  cookie: string,
  init: RequestInit = {},
  headers: Record<string, string> = sameOrigin,
) =>
  call(`/v1/api/cms/github/api${path}`, {
    ...init,
    headers: { Cookie: cookie, ...headers, ...(init.headers as Record<string, string>) },
  })

const graphql = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  gateway('/graphql', cookie, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })

const repositoryQuery =
  'query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { defaultBranchRef { name } } }'
const commitMutation =
  'mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }'
const commitInput = (repositoryNameWithOwner = 'estudio/sitio', branchName = 'main') => ({
  input: {
    branch: { repositoryNameWithOwner, branchName },
    expectedHeadOid: 'a'.repeat(40),
    fileChanges: {
      additions: [{ path: 'content/services.json', contents: btoa('{}') }],
      deletions: [],
    },
    message: { headline: 'Cambios en content/services.json (desde el editor)' },
  },
})

beforeEach(async () => {
  forgetInstallationTokens()
  await clearTables()
})
afterEach(() => vi.restoreAllMocks())

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

    const res = await post('code', { email: ana, code })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(editorText.signedIn)
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
    await post('auth', { email: ana })
    const code = codeIn(resend.calls)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < signInRules.triesPerCode; i++) {
      const res = await post('code', { email: ana, code: wrong })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(editorText.wrongCode)
    }
    const late = await post('code', { email: ana, code })
    expect(late.status).toBe(400)
    expect(late.headers.get('set-cookie')).toBeNull()
  })

  it('should refuse a code after ten minutes, and a code used once', async () => {
    const resend = fakeResend()
    const start = Date.now()
    await at(start, () => post('auth', { email: ana }))
    const expired = await at(start + signInRules.codeMs + 1000, () =>
      post('code', { email: ana, code: codeIn(resend.calls) }),
    )
    expect(expired.status).toBe(400)

    await at(start + 20 * 60_000, () => post('auth', { email: ana }))
    const code = codeIn(resend.calls)
    const first = await at(start + 21 * 60_000, () => post('code', { email: ana, code }))
    expect(first.status).toBe(200)
    const again = await at(start + 21 * 60_000, () => post('code', { email: ana, code }))
    expect(again.status).toBe(400)
  })

  it('should mail at most three codes an hour to an address, each replacing the one before', async () => {
    const resend = fakeResend()
    const start = Date.now()
    for (let i = 0; i < 4; i++) await at(start + i * 60_000, () => post('auth', { email: ana }))
    expect(resend.calls).toHaveLength(signInRules.codesPerHour)
    // The newest code works; an older one does not.
    const codes = resend.calls.map((c) => codeIn([c]))
    expect(
      (await at(start + 5 * 60_000, () => post('code', { email: ana, code: codes[0]! }))).status,
    ).toBe(400)
    expect(
      (await at(start + 5 * 60_000, () => post('code', { email: ana, code: codes[2]! }))).status,
    ).toBe(200)
    // An hour after the first, a fourth goes.
    await at(start + 61 * 60_000, () => post('auth', { email: ana }))
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
  it('should end 30 days after sign-in', async () => {
    fakeGitHub()
    const start = Date.now()
    const cookie = await at(start, () => signIn())
    expect((await at(start + 29 * 86_400_000, () => gateway('/v3/user', cookie))).status).toBe(200)
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
    const { results: live } = await env.DB.prepare(sessionsSql.live(Date.now())).all<{
      email: string
    }>()
    expect(live.map((s) => s.email)).toEqual([ana])
    const { results: ended } = await env.DB.prepare(sessionsSql.revoke('Ana@Example.com')).all()
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

describe('the gateway to GitHub', () => {
  it('should answer her identity itself, in REST and GraphQL', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const user = await gateway('/v3/user', cookie)
    expect(await user.json()).toEqual({
      login: 'ana',
      name: 'Ana Fotógrafa',
      email: ana,
      type: 'User',
    })
    const viewer = await graphql(cookie, '{ viewer { login name email } }')
    expect(((await viewer.json()) as { data: { viewer: { name: string } } }).data.viewer.name).toBe(
      'Ana Fotógrafa',
    )
    expect(github.calls).toEqual([])
  })

  it("should forward her repository's calls with an installation token minted once and reused", async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const seen: string[] = []
    const look = async (res: Response) => {
      seen.push(JSON.stringify([...res.headers]), await res.text())
      return res
    }
    expect((await look(await gateway('/v3/repos/estudio/sitio', cookie))).status).toBe(200)
    expect(
      (
        await look(
          await gateway('/v3/repos/estudio/sitio/git/trees/main?recursive=1&page=1', cookie),
        )
      ).status,
    ).toBe(200)
    expect(
      (await look(await graphql(cookie, repositoryQuery, { owner: 'estudio', repo: 'sitio' })))
        .status,
    ).toBe(200)
    expect(github.mints).toBe(1)
    expect(github.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/estudio/sitio',
      'GET /repos/estudio/sitio/git/trees/main?recursive=1&page=1',
      'POST /graphql',
    ])
    // The token itself never reaches the browser.
    for (const text of seen) expect(text).not.toContain('ghs_')
  })

  it('should mint a new token when the one it holds is about to end', async () => {
    const github = fakeGitHub(10 * 60_000)
    const start = Date.now()
    const cookie = await at(start, () => signIn())
    await at(start, () => gateway('/v3/repos/estudio/sitio', cookie))
    await at(start + 4 * 60_000, () => gateway('/v3/repos/estudio/sitio', cookie))
    expect(github.mints).toBe(1)
    await at(start + 6 * 60_000, () => gateway('/v3/repos/estudio/sitio', cookie))
    expect(github.mints).toBe(2)
  })

  it('should add her name to every commit as a Co-authored-by trailer', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const res = await graphql(cookie, commitMutation, commitInput())
    expect(res.status).toBe(200)
    const sent = github.calls[0]?.body as {
      variables: ReturnType<typeof commitInput> & { input: { message: { body?: string } } }
    }
    expect(sent.variables.input.message).toEqual({
      headline: 'Cambios en content/services.json (desde el editor)',
      body: 'Co-authored-by: Ana Fotógrafa <ana@example.com>',
    })
  })

  it('should refuse another repository, in REST, in GraphQL and in a commit', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const refused = [
      await gateway('/v3/repos/otra/cosa', cookie),
      await gateway('/v3/repos/otra/cosa/git/trees/main', cookie),
      await graphql(cookie, repositoryQuery, { owner: 'otra', repo: 'cosa' }),
      await graphql(cookie, '{ repository(owner: "otra", name: "cosa") { id } }'),
      await graphql(
        cookie,
        `
          query ($owner: String!, $repo: String!) {
            repository(owner: $owner, name: $repo) {
              id
            }
            other: repository(owner: "otra", name: "cosa") {
              id
            }
          }
        `,
        { owner: 'estudio', repo: 'sitio' },
      ),
      await graphql(cookie, commitMutation, commitInput('otra/cosa')),
      await graphql(cookie, commitMutation, commitInput('estudio/sitio', 'produccion')),
    ]
    for (const res of refused) {
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toBe(editorText.notAllowed)
    }
    expect(github.calls).toEqual([])
  })

  it('should refuse what the editor does not do', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const refused = [
      await gateway('/v3/repos/estudio/sitio/hooks', cookie),
      await gateway('/v3/repos/estudio/sitio/git/trees/../../../../orgs/estudio', cookie),
      await gateway('/v3/repos/estudio/sitio/git/trees/%2e%2e%2f%2e%2e', cookie),
      await gateway('/v3/user/repos', cookie),
      await gateway('/v3/repos/estudio/sitio', cookie, { method: 'DELETE' }),
      await gateway('/v3/repos/estudio/sitio/contents/content/services.json', cookie, {
        method: 'PUT',
        body: '{}',
      }),
      await graphql(
        cookie,
        '{ search(query: "x", type: REPOSITORY, first: 5) { repositoryCount } }',
      ),
      await graphql(cookie, 'mutation { deleteRef(input: { refId: "x" }) { clientMutationId } }'),
      await graphql(cookie, '{ node(id: "x") { id } }'),
    ]
    for (const res of refused) expect(res.status).toBe(403)
    expect(github.calls).toEqual([])
  })

  it('should refuse a call without a session, and one from another site even with her cookie', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    expect((await gateway('/v3/repos/estudio/sitio', '')).status).toBe(401)
    expect(
      (
        await gateway(
          '/v3/repos/estudio/sitio',
          `${sessionCookie}=forged-token-forged-token-forged-token-xx`,
        )
      ).status,
    ).toBe(401)
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      {},
    ]
    for (const headers of foreign) {
      const res = await gateway('/v3/repos/estudio/sitio', cookie, {}, headers)
      expect(res.status).toBe(403)
    }
    expect(github.calls).toEqual([])
  })

  it('should answer 502 with a message when GitHub will not give a token', async () => {
    fakeHost(githubBase, async () => Response.json({ message: 'Server Error' }, { status: 500 }))
    const cookie = await signIn()
    const res = await gateway('/v3/repos/estudio/sitio', cookie)
    expect(res.status).toBe(502)
    expect(((await res.json()) as { message: string }).message).toBe(editorText.githubDown)
  })
})
