/**
 * The editor's GitHub, through us: the editor at /admin calls these paths as its
 * GitHub API (`api_root`, `graphql_api_root`, with the session cookie), and the
 * Worker forwards what the editor needs, for the site's repository only, with an
 * installation token the browser never sees:
 *   /v1/api/cms/github/api/v3/*      REST reads, by the allow-list below
 *   /v1/api/cms/github/api/graphql   GraphQL of the shapes the editor sends (graphqlShape.ts):
 *                                    reads of her repository, and `createCommitOnBranch` on
 *                                    her branch adding or deleting files in her folders only
 * Every call needs a live session and our own origin; anything else is refused with
 * a JSON `message` (401 signed out, 403 not allowed) and nothing reaches GitHub. Her
 * identity answers `/user`, and each commit carries a `Co-authored-by:` trailer with her
 * name and address (the deploy workflow's guard knows editor commits by it).
 */
import { Kind } from 'graphql/language'
import { Hono, type Context } from 'hono'
import type { ApiError } from '../../shared/forms/api'
import { editorText } from '../text'
import { errorName } from '../redact'
import { log } from '../log'
import { editorMayWrite, editorScope } from '../../shared/content/editor-scope'
import { installationToken } from './githubApp'
import { argument, valueOf, walkEditorGraphQL } from './graphqlShape'
import { editorSetup, githubApi, type Editor, type EditorSetup } from './setup'
import { signedInEditor } from './session'

type GatewayEnv = { Bindings: Env; Variables: { editor: Editor; setup: EditorSetup } }

const refuse = (c: Context, status: 401 | 403 | 502 | 503, message: string) =>
  c.json<ApiError>({ message }, status, { 'Cache-Control': 'no-store' })

/** A path segment of a git ref or sha: no dot-segments, no encoded separators. */
const ref = String.raw`(?!\.\.?(?:/|$))[A-Za-z0-9._-]+(?:/(?!\.\.?(?:/|$))[A-Za-z0-9._-]+)*`
const segment = '[A-Za-z0-9._-]+'
const repo = String.raw`/repos/(?<owner>[A-Za-z0-9._-]+)/(?<name>[A-Za-z0-9._-]+)`

/**
 * The REST calls the editor makes (recorded from it: docs/ARCHITECTURE.md, "Signing in to the editor"),
 * all GET. `local` ones are answered here.
 */
const restCalls: { path: RegExp; local?: 'user' | 'collaborator' }[] = [
  { path: /^\/user$/, local: 'user' },
  { path: new RegExp(`^${repo}$`) },
  { path: new RegExp(`^${repo}/collaborators/${segment}$`), local: 'collaborator' },
  { path: new RegExp(`^${repo}/git/trees/${ref}$`) },
  { path: new RegExp(`^${repo}/git/blobs/[0-9a-f]{40}$`) },
  { path: new RegExp(`^${repo}/commits$`) },
  { path: new RegExp(`^${repo}/branches/${ref}$`) },
]

const isHers = (setup: EditorSetup, owner = '', name = '') =>
  owner.toLowerCase() === setup.app.repo.owner.toLowerCase() &&
  name.toLowerCase() === setup.app.repo.name.toLowerCase()

/** What GitHub's `/user` says of an account, for her. */
const userOf = (editor: Editor) => ({
  login: editor.login,
  name: editor.name,
  email: editor.email,
  type: 'User',
})

/** GitHub's answer as the browser gets it: the body and its type only, never cached. */
function relay(res: Response): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  const type = res.headers.get('content-type')
  if (type) headers.set('Content-Type', type)
  return new Response(res.body, { status: res.status, headers })
}

/** Forwards one call with the installation token; 502 with a message when GitHub fails us. */
async function toGitHub(
  c: Context<GatewayEnv>,
  path: string,
  init: { method: string; body?: string; accept?: string },
): Promise<Response> {
  try {
    const token = await installationToken(c.env, c.var.setup, Date.now())
    const res = await fetch(`${githubApi(c.env)}${path}`, {
      method: init.method,
      headers: {
        Accept: init.accept ?? 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'User-Agent': 'fotografia-emocional-editor',
        'X-GitHub-Api-Version': '2022-11-28',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.body,
    })
    return relay(res)
  } catch (error) {
    // GitHub down, unreachable or refusing the App: no token and no stack reach the browser.
    log.error('editor gateway', { error: errorName(error) })
    return refuse(c, 502, editorText.githubDown)
  }
}

type GraphQLCheck =
  { ok: true; commitInput?: string } | { ok: false; why: string; status: 403; message: string }

const refusal = (why: string, message: string = editorText.notAllowed): GraphQLCheck => ({
  ok: false,
  why,
  status: 403,
  message,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key))

/**
 * Why a commit's input is refused, or null: her repository and branch by name (never a
 * branch id, which cannot be checked), and every file it adds or deletes inside her
 * folders (shared/content/editor-scope.ts). The paths are never logged.
 */
function commitRefusal(setup: EditorSetup, input: unknown): GraphQLCheck | null {
  if (!isRecord(input)) return refusal('commit input missing')
  const known = ['branch', 'expectedHeadOid', 'fileChanges', 'message', 'clientMutationId']
  if (!onlyKeys(input, known)) return refusal('unknown commit input')
  const { branch, fileChanges } = input
  if (!isRecord(branch) || !onlyKeys(branch, ['repositoryNameWithOwner', 'branchName']))
    return refusal('branch not by name')
  const [owner, name, ...rest] = String(branch.repositoryNameWithOwner ?? '').split('/')
  if (rest.length || !isHers(setup, owner, name)) return refusal('another repository')
  if (branch.branchName !== setup.app.branch) return refusal('another branch')
  if (!isRecord(fileChanges) || !onlyKeys(fileChanges, ['additions', 'deletions']))
    return refusal('no file changes')
  const additions = fileChanges.additions ?? []
  const deletions = fileChanges.deletions ?? []
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return refusal('no file changes')
  const changes = [...additions, ...deletions]
  if (!changes.length) return refusal('an empty commit')
  const outside = changes.filter(
    (change) => !isRecord(change) || !editorMayWrite(editorScope, change.path),
  ).length
  return outside
    ? refusal(
        `${outside} of ${changes.length} paths outside her folders`,
        editorText.outsideHerFolders,
      )
    : null
}

/**
 * Whether a GraphQL request is one the editor sends, for her repository only: its shape
 * (graphqlShape.ts), every `repository(owner, name)` at any depth hers, and a commit's
 * input (given as a variable, so the trailer can be added) inside her folders.
 */
export function checkGraphQL(
  setup: EditorSetup,
  query: string,
  variables: Record<string, unknown>,
): GraphQLCheck {
  const shape = walkEditorGraphQL(query)
  if (!shape.ok) return refusal(shape.why)
  let commitInput: string | undefined
  for (const { field, args } of shape.reached) {
    if (field === 'repository') {
      const owner = valueOf(argument(args, 'owner'), variables)
      const name = valueOf(argument(args, 'name'), variables)
      if (typeof owner !== 'string' || typeof name !== 'string' || !isHers(setup, owner, name))
        return refusal('another repository')
      continue
    }
    const node = argument(args, 'input')
    if (node?.kind !== Kind.VARIABLE) return refusal('commit input not a variable')
    const refused = commitRefusal(setup, variables[node.name.value])
    if (refused) return refused
    commitInput = node.name.value
  }
  return { ok: true, commitInput }
}

/** The trailer that names who made a commit through the editor. */
export const coAuthor = (editor: Editor) => `Co-authored-by: ${editor.name} <${editor.email}>`

function withTrailer(input: unknown, editor: Editor): unknown {
  const commit = (input ?? {}) as { message?: { headline?: unknown; body?: unknown } }
  const body = typeof commit.message?.body === 'string' ? commit.message.body.trimEnd() : ''
  return {
    ...commit,
    message: {
      ...commit.message,
      body: body ? `${body}\n\n${coAuthor(editor)}` : coAuthor(editor),
    },
  }
}

const graphQLRequest = (value: unknown) => {
  const body = (value ?? {}) as { query?: unknown; variables?: unknown }
  return typeof body.query === 'string'
    ? {
        query: body.query,
        variables:
          body.variables && typeof body.variables === 'object'
            ? (body.variables as Record<string, unknown>)
            : {},
      }
    : null
}

export const gateway = new Hono<GatewayEnv>()
  .use(async (c, next) => {
    const setup = editorSetup(c.env)
    if (!setup) return refuse(c, 503, editorText.notConfigured)
    const editor = await signedInEditor(c, setup)
    if (editor === 'foreign') return refuse(c, 403, editorText.foreign)
    if (!editor) return refuse(c, 401, editorText.signedOut)
    c.set('setup', setup)
    c.set('editor', editor)
    await next()
  })
  .get('/api/v3/*', async (c) => {
    const url = new URL(c.req.url)
    const path = url.pathname.slice(url.pathname.indexOf('/api/v3') + '/api/v3'.length)
    const call = restCalls.find((r) => r.path.test(path))
    const groups = call?.path.exec(path)?.groups
    if (!call || (groups && !isHers(c.var.setup, groups.owner, groups.name))) {
      log.warn('editor gateway refused', {
        method: 'GET',
        path: path.split('/').slice(0, 5).join('/'),
      })
      return refuse(c, 403, editorText.notAllowed)
    }
    if (call.local === 'user')
      return c.json(userOf(c.var.editor), 200, { 'Cache-Control': 'no-store' })
    if (call.local === 'collaborator') return c.body(null, 204)
    return toGitHub(c, `${path}${url.search}`, {
      method: 'GET',
      accept: c.req.header('accept'),
    })
  })
  .post('/api/graphql', async (c) => {
    const request = graphQLRequest(await c.req.json().catch(() => null))
    if (!request) return c.json<ApiError>({ message: editorText.badRequest }, 400)
    const check = checkGraphQL(c.var.setup, request.query, request.variables)
    if (!check.ok) {
      log.warn('editor gateway refused', { method: 'POST', path: '/graphql', why: check.why })
      return refuse(c, check.status, check.message)
    }
    const variables = check.commitInput
      ? {
          ...request.variables,
          [check.commitInput]: withTrailer(request.variables[check.commitInput], c.var.editor),
        }
      : request.variables
    return toGitHub(c, '/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: request.query, variables }),
    })
  })
  .all('*', (c) => refuse(c, 403, editorText.notAllowed))
