/**
 * Who may edit and what the gateway may reach, from the Worker's settings:
 *   CMS_EDITORS   var, comma-separated: "Ana Pérez <ana@example.com>, otra@example.com"
 *   CMS_REPO      var, the content repository "owner/name" (the build's editor config names the same)
 *   CMS_BRANCH    var, the branch saves commit to (default "main")
 *   GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY (PKCS#8 PEM), GITHUB_APP_INSTALLATION_ID   secrets
 * docs/DEPLOY.md says how to make the App; without all of these the sign-in answers 503.
 */
import { z } from 'zod'

export interface Editor {
  name: string
  email: string
  /** What the editor shows as her account: the address's local part. */
  login: string
}

export interface EditorSetup {
  editors: Editor[]
  app: {
    appId: string
    privateKey: string
    installationId: string
    repo: { owner: string; name: string }
    branch: string
  }
}

const address = z.email()

/** One entry of CMS_EDITORS, "Name <address>" or a bare address; null if it is neither. */
function editorOf(entry: string): Editor | null {
  const named = /^(?<name>[^<>]*)<(?<email>[^<>]+)>$/.exec(entry)
  const email = (named?.groups?.email ?? entry).trim().toLowerCase()
  if (!address.safeParse(email).success) return null
  const login = email.split('@')[0] ?? email
  return { name: named?.groups?.name?.trim() || login, email, login }
}

export const editorsOf = (setting: string | undefined): Editor[] =>
  (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => editorOf(entry) ?? [])

export function editorSetup(env: Env): EditorSetup | null {
  const editors = editorsOf(env.CMS_EDITORS)
  const [owner, name, ...rest] = (env.CMS_REPO ?? '').split('/')
  const { GITHUB_APP_ID: appId, GITHUB_APP_PRIVATE_KEY: privateKey } = env
  const installationId = env.GITHUB_APP_INSTALLATION_ID
  if (!editors.length || !owner || !name || rest.length || !appId || !privateKey || !installationId)
    return null
  return {
    editors,
    app: {
      appId,
      privateKey,
      installationId,
      repo: { owner, name },
      branch: env.CMS_BRANCH || 'main',
    },
  }
}

export const editorByEmail = (setup: EditorSetup, email: string): Editor | undefined =>
  setup.editors.find((editor) => editor.email === email.trim().toLowerCase())

/** GitHub's API root, without a trailing slash (tests point it at a fake). */
export const githubApi = (env: Env): string =>
  (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '')
