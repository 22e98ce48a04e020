/**
 * The editor's GitHub, through us: the editor at /admin calls these paths as its
 * GitHub API (`api_root`, `graphql_api_root`, with the session cookie), and the
 * Worker forwards what the editor needs, for the site's repository only, with an
 * installation token the browser never sees:
 *   /v1/api/cms/github/api/v3/*      REST, by the allow-list below
 *   /v1/api/cms/github/api/graphql   GraphQL: `repository(owner, name)` of her repository,
 *                                    `createCommitOnBranch` on her branch, `viewer`
 * Every call needs a live session and our own origin; anything else is refused with
 * a JSON `message` (401 signed out, 403 not allowed). Her identity answers `/user` and
 * `viewer`, and each commit carries a `Co-authored-by:` trailer with her name and address.
 */
import {
  Kind,
  parse,
  type ArgumentNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql/language'
import { Hono, type Context } from 'hono'
import type { ApiError } from '../../shared/api'
import { editorText } from '../messages'
import { errorName } from '../redact'
import { log } from '../log'
import { installationToken } from './githubApp'
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

/** A GraphQL argument's value: a literal, or the variable it names. */
function valueOf(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value]
    case Kind.STRING:
    case Kind.ENUM:
      return node.value
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, variables)]))
    default:
      return undefined
  }
}

const argument = (args: readonly ArgumentNode[] | undefined, name: string) =>
  args?.find((a) => a.name.value === name)?.value

type GraphQLCheck =
  { ok: true; viewerOnly: boolean; commitInput?: string } | { ok: false; why: string }

/**
 * Whether a GraphQL request touches only her repository: every top-level field is
 * `repository` with her owner and name, `createCommitOnBranch` on her branch (given
 * as a variable, so the trailer can be added), or `viewer`.
 */
export function checkGraphQL(
  setup: EditorSetup,
  query: string,
  variables: Record<string, unknown>,
  operationName?: string,
): GraphQLCheck {
  let operations: OperationDefinitionNode[]
  try {
    operations = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )
  } catch {
    return { ok: false, why: 'unparsable query' }
  }
  const operation =
    operations.length === 1
      ? operations[0]
      : operations.find((o) => o.name?.value === operationName)
  if (!operation) return { ok: false, why: 'no single operation' }
  if (operation.operation === 'subscription') return { ok: false, why: 'subscription' }
  const fields = operation.selectionSet.selections
  let commitInput: string | undefined
  for (const field of fields) {
    if (field.kind !== Kind.FIELD) return { ok: false, why: 'fragment at the top' }
    const name = field.name.value
    if (operation.operation === 'query' && name === 'viewer') continue
    if (operation.operation === 'query' && name === 'repository') {
      const owner = valueOf(argument(field.arguments, 'owner'), variables)
      const repoName = valueOf(argument(field.arguments, 'name'), variables)
      if (
        typeof owner !== 'string' ||
        typeof repoName !== 'string' ||
        !isHers(setup, owner, repoName)
      )
        return { ok: false, why: 'another repository' }
      continue
    }
    if (operation.operation === 'mutation' && name === 'createCommitOnBranch' && !commitInput) {
      const node = argument(field.arguments, 'input')
      if (node?.kind !== Kind.VARIABLE) return { ok: false, why: 'commit input not a variable' }
      const input = valueOf(node, variables) as
        { branch?: { repositoryNameWithOwner?: unknown; branchName?: unknown } } | undefined
      const [owner, repoName, ...rest] = String(input?.branch?.repositoryNameWithOwner ?? '').split(
        '/',
      )
      if (rest.length || !isHers(setup, owner, repoName))
        return { ok: false, why: 'another repository' }
      if (input?.branch?.branchName !== setup.app.branch)
        return { ok: false, why: 'another branch' }
      commitInput = node.name.value
      continue
    }
    return { ok: false, why: `field ${name}` }
  }
  const viewerOnly = fields.every((f) => f.kind === Kind.FIELD && f.name.value === 'viewer')
  return { ok: true, viewerOnly, commitInput }
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
  const body = (value ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown }
  return typeof body.query === 'string'
    ? {
        query: body.query,
        variables:
          body.variables && typeof body.variables === 'object'
            ? (body.variables as Record<string, unknown>)
            : {},
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
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
    const check = checkGraphQL(c.var.setup, request.query, request.variables, request.operationName)
    if (!check.ok) {
      log.warn('editor gateway refused', { method: 'POST', path: '/graphql', why: check.why })
      return refuse(c, 403, editorText.notAllowed)
    }
    if (check.viewerOnly) return c.json({ data: { viewer: userOf(c.var.editor) } })
    const variables = check.commitInput
      ? {
          ...request.variables,
          [check.commitInput]: withTrailer(request.variables[check.commitInput], c.var.editor),
        }
      : request.variables
    return toGitHub(c, '/graphql', {
      method: 'POST',
      body: JSON.stringify({ ...request, variables }),
    })
  })
  .all('*', (c) => refuse(c, 403, editorText.notAllowed))
