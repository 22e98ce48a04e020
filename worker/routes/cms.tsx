/**
 * GitHub sign-in for the content editor at /admin, as the external OAuth provider the
 * editor (Decap/Sveltia's `backend: github` with `base_url`) expects:
 *   GET /v1/api/cms/auth      302 to GitHub's authorize page, with a one-time `state`
 *                             kept in an HttpOnly cookie for ten minutes
 *   GET /v1/api/cms/callback  checks `state`, trades the code for a token, checks the
 *                             GitHub login is on CMS_GITHUB_LOGINS, and answers a page
 *                             that hands the token to the editor window by postMessage,
 *                             only to our own origin
 * The client secret never leaves the Worker; without GITHUB_CLIENT_ID and
 * GITHUB_CLIENT_SECRET both answer 503.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { owner } from '../../shared/owner'
import { cmsText } from '../messages'
import type { NonceEnv } from '../security'

const stateCookie = 'cms_oauth_state'
const callbackPath = '/v1/api/cms/callback'
const githubOAuth = 'https://github.com'
const githubApi = 'https://api.github.com'

const randomToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  if (x.length !== y.length) return false
  return crypto.subtle.timingSafeEqual(x, y)
}

/** The origins the editor may run on: the site's, and the one this request came to (local runs). */
const editorOrigins = (c: Context<NonceEnv>): string[] => [
  ...new Set([c.env.SITE_ORIGIN, new URL(c.req.url).origin]),
]

/**
 * The page the sign-in window ends on. It tells the editor it is there
 * ('authorizing:github'), waits for the editor's answer from one of our origins, and
 * only then sends it the result, to that origin alone. A script with the response's
 * nonce is the only script the page may run.
 */
function resultPage(
  c: Context<NonceEnv>,
  status: ContentfulStatusCode,
  text: string,
  result: { token: string } | { error: string },
) {
  const nonce = randomToken()
  const message =
    'token' in result
      ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ error: result.error, provider: 'github' })}`
  // JSON in a script: `<` escaped so no value can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const script = `(() => {
  const origins = ${json(editorOrigins(c))};
  const message = ${json(message)};
  const answer = (event) => {
    if (!origins.includes(event.origin) || event.source !== window.opener) return;
    window.removeEventListener('message', answer);
    window.opener.postMessage(message, event.origin);
  };
  window.addEventListener('message', answer);
  if (window.opener) for (const origin of origins) window.opener.postMessage('authorizing:github', origin);
})();`
  c.header('Cache-Control', 'no-store')
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  )
  return c.html(
    <html lang="es-AR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${cmsText.title} · ${owner.brand}`}</title>
        <style nonce={nonce}>
          {
            "body{margin:0;font-family:'Source Sans 3',system-ui,sans-serif;font-size:18px;line-height:1.5;color:#2C2C2C;background:#f7f7f7}main{max-width:560px;margin:12vh auto;padding:0 24px}"
          }
        </style>
      </head>
      <body>
        <main>
          <h1>{cmsText.title}</h1>
          <p role="status">{text}</p>
        </main>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
      </body>
    </html>,
    status,
  )
}

/** The Worker's environment once the OAuth app is configured. */
type OAuthEnv = Env & { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string }

const configured = (env: Env): env is OAuthEnv =>
  Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET)

/** GitHub logins allowed to edit, from CMS_GITHUB_LOGINS ("ana,estudio-web"), case-insensitive. */
const allowedLogins = (env: Env): string[] =>
  (env.CMS_GITHUB_LOGINS ?? '')
    .split(',')
    .map((login) => login.trim().toLowerCase())
    .filter(Boolean)

interface TokenAnswer {
  access_token?: string
  error?: string
}

/** Why a sign-in stops: the page's status, its words and the error handed to the editor. */
interface Refused {
  refused: { status: ContentfulStatusCode; text: string; error: string }
}
const githubDown: Refused = {
  refused: { status: 502, text: cmsText.githubDown, error: 'github_unavailable' },
}

/** GitHub's OAuth exchange of `code` for a token, and the login that token belongs to. */
async function githubSignIn(
  env: OAuthEnv,
  code: string,
  redirectUri: string,
): Promise<{ token: string; login: string } | Refused> {
  try {
    const exchange = await fetch(
      new URL('/login/oauth/access_token', env.GITHUB_OAUTH_URL ?? githubOAuth),
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: env.GITHUB_CLIENT_ID,
          client_secret: env.GITHUB_CLIENT_SECRET,
          code,
          redirect_uri: redirectUri,
        }),
      },
    )
    if (!exchange.ok) return githubDown
    const answer = (await exchange.json()) as TokenAnswer
    if (!answer.access_token)
      return { refused: { status: 400, text: cmsText.denied, error: answer.error ?? 'no_token' } }
    const token = answer.access_token
    const user = await fetch(new URL('/user', env.GITHUB_API_URL ?? githubApi), {
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'User-Agent': 'fotografia-emocional-cms',
      },
    })
    if (!user.ok) return githubDown
    return { token, login: String(((await user.json()) as { login?: unknown }).login ?? '') }
  } catch {
    return githubDown
  }
}

export const cms = new Hono<NonceEnv>()
  // The editor opened the sign-in window and must stay its opener from the first
  // response (a redirect's opener policy counts too) through GitHub's pages.
  .use(async (c, next) => {
    await next()
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
  })
  .get('/auth', (c) => {
    if (!configured(c.env))
      return resultPage(c, 503, cmsText.notConfigured, { error: 'not_configured' })
    const provider = c.req.query('provider') ?? 'github'
    if (provider !== 'github')
      return resultPage(c, 400, cmsText.unknownProvider, { error: 'unknown_provider' })
    const state = randomToken()
    setCookie(c, stateCookie, state, {
      path: '/v1/api/cms',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: 600,
    })
    const authorize = new URL('/login/oauth/authorize', c.env.GITHUB_OAUTH_URL ?? githubOAuth)
    authorize.search = new URLSearchParams({
      client_id: c.env.GITHUB_CLIENT_ID,
      redirect_uri: new URL(callbackPath, c.req.url).href,
      // The editor commits to the repository; `repo` covers a private one.
      scope: c.req.query('scope') === 'public_repo' ? 'public_repo' : 'repo',
      state,
    }).toString()
    c.header('Cache-Control', 'no-store')
    return c.redirect(authorize.href, 302)
  })
  .get('/callback', async (c) => {
    if (!configured(c.env))
      return resultPage(c, 503, cmsText.notConfigured, { error: 'not_configured' })
    const expected = getCookie(c, stateCookie)
    deleteCookie(c, stateCookie, { path: '/v1/api/cms', secure: true })
    const state = c.req.query('state') ?? ''
    if (!expected || !sameSecret(state, expected))
      return resultPage(c, 400, cmsText.expired, { error: 'bad_state' })
    const code = c.req.query('code')
    if (!code)
      return resultPage(c, 400, cmsText.denied, { error: c.req.query('error') ?? 'no_code' })

    const signedIn = await githubSignIn(c.env, code, new URL(callbackPath, c.req.url).href)
    if ('refused' in signedIn) {
      const { status, text, error } = signedIn.refused
      return resultPage(c, status, text, { error })
    }
    const { token, login } = signedIn
    if (!allowedLogins(c.env).includes(login.toLowerCase()))
      return resultPage(c, 403, cmsText.notAllowed, { error: 'not_allowed' })
    return resultPage(c, 200, cmsText.signedIn, { token })
  })
