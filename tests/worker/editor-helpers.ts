/**
 * The editor's tests share these: a fake GitHub that checks the App's JWT with the public
 * half of a key made for this run, her sign-in through the window's two pages (carrying
 * whatever cookies the window sets, as a browser does), a browser she signed in from
 * before, and calls to the gateway.
 */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { knownBrowserCookie } from '../../worker/editor/session'
import { rememberBrowser } from '../../worker/editor/store'
import { call } from './http'
import { fakeResend, type ResendCall } from './resend'
import { fakeHost } from './fake-fetch'

export const githubBase = 'https://api.github.test'
export const ana = 'ana@example.com'
export const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

export interface GitHubFake {
  mints: number
  /** The body of each installation token request. */
  tokenRequests: unknown[]
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
export function fakeGitHub(lifetimeMs = 60 * 60_000): GitHubFake {
  const fake: GitHubFake = { mints: 0, tokenRequests: [], calls: [], tokens: [] }
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
      fake.tokenRequests.push(await request.json())
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
export const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = sameOrigin,
) =>
  call(`/v1/api/cms/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

/** A post from the sign-in window, from `ip`, carrying `cookie` (a browser's), to `bindings`. */
export const windowPost = (
  path: 'auth' | 'code',
  fields: Record<string, string>,
  {
    cookie = '',
    ip = '192.0.2.1',
    bindings = env,
  }: { cookie?: string; ip?: string; bindings?: Env } = {},
) =>
  call(
    `/v1/api/cms/${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': ip,
        ...sameOrigin,
        ...(cookie && { Cookie: cookie }),
      },
      body: new URLSearchParams(fields).toString(),
    },
    bindings,
  )

/** The six digits of the last code mail to `to`. */
export const codeIn = (calls: ResendCall[], to = ana) => {
  const mail = calls.filter((c) => c.body.to.includes(to)).at(-1)
  return /\b(\d{6})\b/.exec(mail?.body.subject ?? '')?.[1] ?? ''
}

/** The `name=value` pairs a response sets, as a Cookie header. */
export const cookiesSetBy = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .join('; ')

/** Signs Ana in through the two pages, as one browser; returns the session cookie as a request header. */
export async function signIn(resend = fakeResend()): Promise<string> {
  const asked = await post('auth', { email: ana })
  const window = cookiesSetBy(asked)
  const res = await post(
    'code',
    { email: ana, code: codeIn(resend.calls) },
    { ...sameOrigin, ...(window && { Cookie: window }) },
  )
  expect(res.status).toBe(200)
  return cookiesSetBy(res)
}

/**
 * A browser `email` signed in from at `now` (its known-browser row written as a sign-in
 * writes it), as a Cookie header.
 */
export async function knownBrowser(email = ana, now = Date.now()): Promise<string> {
  return `${knownBrowserCookie}=${await rememberBrowser(env.DB, null, email, now)}`
}

/** The sign-in tables the editor's tests empty besides clearTables' (known browsers live 400 days). */
export const clearKnownBrowsers = () => env.DB.prepare('DELETE FROM editor_known_browsers').run()

export const gateway = (
  path: string,
  cookie: string,
  init: RequestInit = {},
  headers: Record<string, string> = sameOrigin,
) =>
  call(`/v1/api/cms/github/api${path}`, {
    ...init,
    headers: { Cookie: cookie, ...headers, ...(init.headers as Record<string, string>) },
  })

export const graphql = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  gateway('/graphql', cookie, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
