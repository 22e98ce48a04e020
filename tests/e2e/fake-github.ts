/**
 * A local stand-in for GitHub's OAuth pages and API, for the editor's sign-in in
 * end-to-end tests (the Worker reaches it through GITHUB_OAUTH_URL and GITHUB_API_URL):
 *   GET  /login/oauth/authorize      as if she approved at once: 302 back to the
 *                                    redirect_uri with `good-code` and the state
 *   POST /login/oauth/access_token   `good-code` with the client's secret → a token
 *   GET  /user                       the token's login
 * Run: tsx tests/e2e/fake-github.ts [port]
 */
import { createServer } from 'node:http'
import { json, listen, readBody } from './fake-resend'

export const fakeGitHubPort = (e2ePort: number): number =>
  Number(process.env.E2E_GITHUB_PORT ?? e2ePort + 11)

/** The OAuth app and the account the fake knows. */
export const fakeGitHubAccount = {
  clientId: 'e2e-client',
  clientSecret: 'e2e-secret',
  login: 'fotografa',
  token: 'gho_e2e_editor_token',
} as const

export function startFakeGitHub(port: number) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirect = url.searchParams.get('redirect_uri')
      if (url.searchParams.get('client_id') !== fakeGitHubAccount.clientId || !redirect)
        return json(res, 400, { error: 'unknown client or no redirect_uri' })
      const back = new URL(redirect)
      back.searchParams.set('code', 'good-code')
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { Location: back.href })
      return res.end()
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = (await readBody(req)) as Record<string, unknown> | null
      const valid =
        body?.code === 'good-code' &&
        body.client_id === fakeGitHubAccount.clientId &&
        body.client_secret === fakeGitHubAccount.clientSecret
      return json(
        res,
        200,
        valid ? { access_token: fakeGitHubAccount.token } : { error: 'bad_verification_code' },
      )
    }
    if (req.method === 'GET' && url.pathname === '/user') {
      return req.headers.authorization === `Bearer ${fakeGitHubAccount.token}`
        ? json(res, 200, { login: fakeGitHubAccount.login })
        : json(res, 401, { message: 'Bad credentials' })
    }
    return json(res, 404, { message: 'Not Found' })
  })
  return listen(server, port)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.E2E_GITHUB_PORT ?? 8802)
  void startFakeGitHub(port).then(() =>
    console.log(`fake GitHub listening on http://127.0.0.1:${port}`),
  )
}
