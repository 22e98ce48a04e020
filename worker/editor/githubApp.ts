/**
 * The gateway's credential: a GitHub App installation token, minted here and never
 * sent to a browser. The App's key signs a 10-minute JWT (universal-github-app-jwt,
 * WebCrypto), which buys an installation token narrowed to the site's repository and
 * to the permissions the editor uses; it lasts an hour and is reused until five
 * minutes before it ends.
 */
import githubAppJwt from 'universal-github-app-jwt'
import { githubApi, type EditorSetup } from './setup'

interface Minted {
  token: string
  expiresAt: number
}

/** Kept for this isolate only: a token is never written anywhere. */
const minted = new Map<string, Minted>()
const renewBeforeMs = 5 * 60_000

/** Thrown when GitHub will not give a token: the gateway answers 502 (gateway.ts). */
export class GitHubUnavailable extends Error {
  override name = 'GitHubUnavailable'
}

/**
 * What a token is asked for: the site's repository alone, whatever else the App is
 * installed on, and no permission the editor does not use, even if the App has more:
 *   contents: write   reading files and trees, and `createCommitOnBranch` (its saves)
 *   metadata: read    the repository itself (GitHub grants it with any other permission)
 */
export const installationTokenRequest = (repository: string) => ({
  repositories: [repository],
  permissions: { contents: 'write', metadata: 'read' },
})

export async function installationToken(
  env: Env,
  setup: EditorSetup,
  now: number,
): Promise<string> {
  const { appId, privateKey, installationId, repo } = setup.app
  const key = `${appId}/${installationId}/${repo.owner}/${repo.name}`
  const cached = minted.get(key)
  if (cached && cached.expiresAt - renewBeforeMs > now) return cached.token
  const jwt = await githubAppJwt({ id: appId, privateKey, now: Math.floor(now / 1000) })
  const res = await fetch(`${githubApi(env)}/app/installations/${installationId}/access_tokens`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${jwt.token}`,
      'User-Agent': 'fotografia-emocional-editor',
      'X-GitHub-Api-Version': '2022-11-28',
    },
    body: JSON.stringify(installationTokenRequest(repo.name)),
  })
  if (!res.ok) throw new GitHubUnavailable(`installation token: ${res.status}`)
  const answer = (await res.json()) as { token?: unknown; expires_at?: unknown }
  const expiresAt = Date.parse(String(answer.expires_at))
  if (typeof answer.token !== 'string' || !Number.isFinite(expiresAt))
    throw new GitHubUnavailable('installation token: unexpected answer')
  minted.set(key, { token: answer.token, expiresAt })
  return answer.token
}

/** Forgets minted tokens (tests start each case from none). */
export const forgetInstallationTokens = (): void => minted.clear()
