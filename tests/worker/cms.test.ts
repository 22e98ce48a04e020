/**
 * The editor's GitHub sign-in (/v1/api/cms/*) against a fake of GitHub's OAuth and
 * API endpoints behind the fetch spy: the state round trip, the token exchange with
 * the secret, the allow-list, and a result page that hands the token only to our
 * origin.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cmsText } from '../../worker/messages'
import { call, env, envWith, fakeHost } from './helpers'

const oauthBase = 'https://github.test'
const apiBase = 'https://api.github.test'

interface GitHubCalls {
  exchanges: Record<string, unknown>[]
  users: (string | null)[]
}

/** A fake GitHub: trades `good-code` for a token and says who the token belongs to. */
function fakeGitHub(login = 'fotografa', exchange?: () => Response): GitHubCalls {
  const calls: GitHubCalls = { exchanges: [], users: [] }
  fakeHost(oauthBase, async (request) => {
    const body = (await request.json()) as Record<string, unknown>
    calls.exchanges.push(body)
    if (exchange) return exchange()
    const valid =
      body.code === 'good-code' &&
      body.client_id === env.GITHUB_CLIENT_ID &&
      body.client_secret === env.GITHUB_CLIENT_SECRET
    return Response.json(
      valid
        ? { access_token: 'gho_editor_token', token_type: 'bearer', scope: 'repo' }
        : { error: 'bad_verification_code' },
    )
  })
  fakeHost(apiBase, async (request) => {
    calls.users.push(request.headers.get('authorization'))
    return Response.json({ login })
  })
  return calls
}

/** Starts a sign-in: the state GitHub will send back and the cookie that must match it. */
async function start() {
  const res = await call('/v1/api/cms/auth?provider=github&site_id=localhost&scope=repo')
  const location = new URL(res.headers.get('location') ?? '')
  const cookie = res.headers.get('set-cookie') ?? ''
  return { res, location, cookie, state: location.searchParams.get('state') ?? '' }
}

const callback = (query: string, cookie: string) =>
  call(`/v1/api/cms/callback?${query}`, { headers: { Cookie: cookie.split(';')[0]! } })

afterEach(() => vi.restoreAllMocks())

describe('the editor sign-in', () => {
  it('should send the editor to GitHub with a one-time state kept in a cookie only the Worker reads', async () => {
    const { res, location, cookie, state } = await start()
    expect(res.status).toBe(302)
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(`${location.origin}${location.pathname}`).toBe(`${oauthBase}/login/oauth/authorize`)
    expect(location.searchParams.get('client_id')).toBe(env.GITHUB_CLIENT_ID)
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/v1/api/cms/callback')
    expect(location.searchParams.get('scope')).toBe('repo')
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(cookie).toContain(`cms_oauth_state=${state}`)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\/v1\/api\/cms/)
    // Two sign-ins never share a state.
    expect((await start()).state).not.toBe(state)
  })

  it('should hand an allowed login the token in a page that answers only our origin', async () => {
    const github = fakeGitHub('fotografa')
    const { cookie, state } = await start()
    const res = await callback(`code=good-code&state=${state}`, cookie)
    expect(res.status).toBe(200)
    expect(github.exchanges).toEqual([
      {
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code: 'good-code',
        redirect_uri: 'http://localhost/v1/api/cms/callback',
      },
    ])
    expect(github.users).toEqual(['Bearer gho_editor_token'])
    const html = await res.text()
    expect(html).toContain(cmsText.signedIn)
    expect(html).toContain(
      JSON.stringify(
        `authorization:github:success:${JSON.stringify({ token: 'gho_editor_token', provider: 'github' })}`,
      ),
    )
    // The token goes only to the site's origin or the one this request came to.
    expect(html).toContain('const origins = ["http://localhost:8787","http://localhost"]')
    expect(html).not.toContain("'*'")
    // The one script runs by its nonce; the page is never cached nor indexed.
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1]
    expect(nonce).toBeTruthy()
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    // The state is spent.
    expect(res.headers.get('set-cookie')).toMatch(/cms_oauth_state=;.*Max-Age=0/)
  })

  it('should match the allow-list whatever the case of the login', async () => {
    fakeGitHub('Estudio-Web')
    const { cookie, state } = await start()
    expect((await callback(`code=good-code&state=${state}`, cookie)).status).toBe(200)
  })

  it('should refuse a login that is not on the list, without handing over its token', async () => {
    fakeGitHub('someone-else')
    const { cookie, state } = await start()
    const res = await callback(`code=good-code&state=${state}`, cookie)
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain(cmsText.notAllowed)
    expect(html).not.toContain('gho_editor_token')
    expect(html).toContain('authorization:github:error:')
  })

  it('should refuse a callback whose state is not the one it sent, before asking GitHub', async () => {
    const github = fakeGitHub()
    const { cookie } = await start()
    const forged = await callback('code=good-code&state=forged-state', cookie)
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain(cmsText.expired)
    const { state } = await start()
    const noCookie = await call(`/v1/api/cms/callback?code=good-code&state=${state}`)
    expect(noCookie.status).toBe(400)
    expect(github.exchanges).toEqual([])
  })

  it('should say GitHub refused when the code is bad or she said no', async () => {
    fakeGitHub()
    let { cookie, state } = await start()
    const bad = await callback(`code=stolen-code&state=${state}`, cookie)
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain(cmsText.denied)
    expect(html).toContain('bad_verification_code')
    ;({ cookie, state } = await start())
    const denied = await callback(`error=access_denied&state=${state}`, cookie)
    expect(denied.status).toBe(400)
    expect(await denied.text()).toContain('access_denied')
  })

  it('should answer 502 with a Spanish page when GitHub is down', async () => {
    fakeGitHub('fotografa', () => new Response('upstream error', { status: 500 }))
    let { cookie, state } = await start()
    const res = await callback(`code=good-code&state=${state}`, cookie)
    expect(res.status).toBe(502)
    expect(await res.text()).toContain(cmsText.githubDown)
    vi.restoreAllMocks()
    fakeHost(oauthBase, () => Promise.reject(new TypeError('network down')))
    ;({ cookie, state } = await start())
    const down = await callback(`code=good-code&state=${state}`, cookie)
    expect(down.status).toBe(502)
    expect(await down.text()).toContain(cmsText.githubDown)
  })

  it('should answer 503 until the GitHub app is configured, and refuse other providers', async () => {
    const unset = envWith({ GITHUB_CLIENT_ID: undefined, GITHUB_CLIENT_SECRET: undefined })
    const res = await call('/v1/api/cms/auth?provider=github', undefined, unset)
    expect(res.status).toBe(503)
    expect(await res.text()).toContain(cmsText.notConfigured)
    const gitlab = await call('/v1/api/cms/auth?provider=gitlab')
    expect(gitlab.status).toBe(400)
    expect(await gitlab.text()).toContain(cmsText.unknownProvider)
  })
})
