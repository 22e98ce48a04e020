/**
 * A local stand-in for GitHub's API, as the editor's gateway uses it in end-to-end tests
 * (the Worker reaches it through GITHUB_API_URL). It holds one repository in memory,
 * seeded with this checkout's content/ and photos/, and answers like GitHub:
 *   POST /app/installations/:id/access_tokens   an installation token for a JWT signed
 *                                               with the App's key (checked with the
 *                                               public half, FAKE_GITHUB_APP_PUBLIC_KEY)
 *   GET  /repos/:owner/:repo[/git/trees/:ref | /git/blobs/:sha | /commits | /branches/:b]
 *   POST /graphql    the schema subset the editor queries (repository, ref, object,
 *                    history, createCommitOnBranch with its expectedHeadOid check)
 * Anything else is 404, and every call needs a live installation token (401 otherwise).
 * Test hooks:
 *   GET /__calls     every call the gateway made: method, path, GraphQL top-level fields
 *   GET /__commits   the commits made since start: branch, message, changed files
 *   POST /__reset    back to the seeded repository, no calls or commits (tokens stay valid)
 * Run: tsx tests/e2e/fake-github.ts [port]
 */
import { createHash, createPublicKey, createVerify } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import path from 'node:path'
import { buildSchema, graphql, parse, type OperationDefinitionNode } from 'graphql'
import { json as answer, listen, readBody } from './fake-resend'

export const fakeGitHubPort = (e2ePort: number): number =>
  Number(process.env.E2E_GITHUB_PORT ?? e2ePort + 11)

/** The App and repository the fake knows; the Worker's settings in the tests name the same. */
export const fakeGitHubApp = {
  appId: '424242',
  installationId: '777',
  repo: 'estudio/sitio',
  branch: 'main',
} as const

export interface FakeCommit {
  oid: string
  branch: string
  headline: string
  body: string
  /** Changed files and their new text (deleted: null). */
  files: Record<string, string | null>
}

export interface FakeCall {
  method: string
  path: string
  /** For GraphQL: the operation and its top-level fields. */
  graphql?: string
}

const root = path.resolve(import.meta.dirname, '../..')
const sha1 = (data: Buffer | string) => createHash('sha1').update(data).digest('hex')
/** A blob's id as git computes it. */
const blobId = (data: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]))

function seedFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  // Folders too: the journal keeps its entries in content/diario/, its photos in photos/diario/.
  for (const dir of ['content', 'photos'])
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const file = path.join(entry.parentPath, entry.name)
        files.set(path.relative(root, file), readFileSync(file))
      }
  return files
}

const schema = buildSchema(`
  type Query { repository(owner: String!, name: String!): Repository }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }
  type Repository {
    id: ID!
    nameWithOwner: String!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: String, expression: String): GitObject
  }
  type Ref { name: String!, target: GitObject }
  interface GitObject { oid: String! }
  type Commit implements GitObject {
    oid: String!
    message: String!
    committedDate: String!
    author: GitActor
    history(first: Int, path: String): CommitHistory!
    file(path: String!): TreeEntry
  }
  type Blob implements GitObject { oid: String!, text: String, isTruncated: Boolean!, byteSize: Int!, isBinary: Boolean }
  type CommitHistory { nodes: [Commit!]! }
  type GitActor { name: String, email: String, date: String, avatarUrl: String, user: User }
  type User { login: String!, databaseId: Int }
  type TreeEntry { oid: String!, path: String }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: String!
    fileChanges: FileChanges
    message: CommitMessage!
    clientMutationId: String
  }
  input CommittableBranch { repositoryNameWithOwner: String, branchName: String, id: ID }
  input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
  input FileAddition { path: String!, contents: String! }
  input FileDeletion { path: String! }
  input CommitMessage { headline: String!, body: String }
  type CreateCommitOnBranchPayload { commit: Commit, clientMutationId: String }
`)

interface StoredCommit {
  oid: string
  message: string
  date: string
  files: Map<string, Buffer>
  changed: string[]
}

const bot = { name: 'editor-del-sitio[bot]', email: 'bot@users.noreply.github.com', user: null }

function rsaVerifies(jwt: string, publicKey: string): { iss?: string; exp?: number } | null {
  const [header = '', payload = '', signature = ''] = jwt.split('.')
  const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`)
  if (!verifier.verify(createPublicKey(publicKey), Buffer.from(signature, 'base64url'))) return null
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iss?: string
    exp?: number
  }
}

export function startFakeGitHub(
  port: number,
  publicKey = process.env.FAKE_GITHUB_APP_PUBLIC_KEY ?? '',
) {
  const [owner, name] = fakeGitHubApp.repo.split('/') as [string, string]
  const first: StoredCommit = {
    oid: sha1('first'),
    message: 'Primer commit',
    date: new Date().toISOString(),
    files: seedFiles(),
    changed: [],
  }
  const history: StoredCommit[] = [first]
  const blobs = new Map<string, Buffer>([...first.files.values()].map((b) => [blobId(b), b]))
  const tokens = new Map<string, number>()
  const calls: FakeCall[] = []
  const commits: FakeCommit[] = []
  const head = () => history[history.length - 1] ?? first

  const commitObject = (c: StoredCommit) => ({
    __typename: 'Commit',
    oid: c.oid,
    message: c.message,
    committedDate: c.date,
    author: { ...bot, date: c.date },
    history: ({ first: count = 100, path: file }: { first?: number; path?: string }) => ({
      nodes: history
        .slice(0, history.indexOf(c) + 1)
        .toReversed()
        .filter((h) => !file || h === first || h.changed.includes(file))
        .slice(0, count)
        .map(commitObject),
    }),
    file: ({ path: file }: { path: string }) => {
      const data = c.files.get(file)
      return data ? { oid: blobId(data), path: file } : null
    },
  })
  const blobObject = (oid: string) => {
    const data = blobs.get(oid)
    return data
      ? {
          __typename: 'Blob',
          oid,
          text: data.toString('utf8'),
          isTruncated: false,
          byteSize: data.length,
          isBinary: false,
        }
      : null
  }
  const ref = (qualifiedName: string) =>
    qualifiedName.replace(/^refs\/heads\//, '') === fakeGitHubApp.branch
      ? { name: fakeGitHubApp.branch, target: commitObject(head()) }
      : null

  const rootValue = {
    repository: (args: { owner: string; name: string }) =>
      args.owner === owner && args.name === name
        ? {
            id: 'R_fake',
            nameWithOwner: fakeGitHubApp.repo,
            defaultBranchRef: ref(fakeGitHubApp.branch),
            ref: ({ qualifiedName }: { qualifiedName: string }) => ref(qualifiedName),
            object: ({ oid, expression }: { oid?: string; expression?: string }) => {
              if (oid) {
                const commit = history.find((h) => h.oid === oid)
                return commit ? commitObject(commit) : blobObject(oid)
              }
              const [branch, file = ''] = (expression ?? '').split(':')
              const data = branch === fakeGitHubApp.branch ? head().files.get(file) : undefined
              return data ? blobObject(blobId(data)) : null
            },
          }
        : null,
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      if (input.branch.repositoryNameWithOwner !== fakeGitHubApp.repo)
        throw new Error('Could not resolve to a Repository')
      if (input.branch.branchName !== fakeGitHubApp.branch)
        throw new Error(`A ref named "${input.branch.branchName}" does not exist`)
      if (input.expectedHeadOid !== head().oid)
        throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not.`)
      const files = new Map(head().files)
      const changed: FakeCommit['files'] = {}
      for (const { path: file, contents } of input.fileChanges?.additions ?? []) {
        const data = Buffer.from(contents, 'base64')
        files.set(file, data)
        blobs.set(blobId(data), data)
        changed[file] = data.toString('utf8')
      }
      for (const { path: file } of input.fileChanges?.deletions ?? []) {
        files.delete(file)
        changed[file] = null
      }
      const message = [input.message.headline, input.message.body].filter(Boolean).join('\n\n')
      const commit: StoredCommit = {
        oid: sha1(`${head().oid}${message}${Date.now()}`),
        message,
        date: new Date().toISOString(),
        files,
        changed: Object.keys(changed),
      }
      history.push(commit)
      commits.push({
        oid: commit.oid,
        branch: input.branch.branchName,
        headline: input.message.headline,
        body: input.message.body ?? '',
        files: changed,
      })
      return { commit: commitObject(commit) }
    },
  }

  const authorised = (req: IncomingMessage) => {
    const token = (req.headers.authorization ?? '').replace(/^(Bearer|token) /i, '')
    return (tokens.get(token) ?? 0) > Date.now()
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    // What the real GitHub would refuse is worth seeing in the test's output.
    const json = (out: typeof res, status: number, body: unknown) => {
      if (status >= 400)
        console.error(`fake GitHub: ${status} ${req.method} ${url.pathname}${url.search}`)
      answer(out, status, body)
    }
    const route = url.pathname
    if (route === '/__calls') return json(res, 200, calls)
    if (route === '/__commits') return json(res, 200, commits)
    if (route === '/__reset' && req.method === 'POST') {
      history.splice(1)
      calls.length = 0
      commits.length = 0
      return json(res, 200, { ok: true })
    }

    const minting = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(route)
    if (req.method === 'POST' && minting) {
      const jwt = (req.headers.authorization ?? '').replace(/^Bearer /, '')
      const claims = publicKey ? rsaVerifies(jwt, publicKey) : null
      if (!claims || claims.iss !== fakeGitHubApp.appId || (claims.exp ?? 0) * 1000 < Date.now())
        return json(res, 401, { message: 'A JSON web token could not be decoded' })
      if (minting[1] !== fakeGitHubApp.installationId)
        return json(res, 404, { message: 'Not Found' })
      const token = `ghs_fake_${sha1(String(Math.random())).slice(0, 20)}`
      const expires = Date.now() + 60 * 60_000
      tokens.set(token, expires)
      return json(res, 201, { token, expires_at: new Date(expires).toISOString() })
    }
    if (!authorised(req)) return json(res, 401, { message: 'Bad credentials' })

    if (req.method === 'POST' && route === '/graphql') {
      const body = (await readBody(req)) as { query?: string; variables?: Record<string, unknown> }
      const operation = parse(body.query ?? '').definitions[0] as OperationDefinitionNode
      calls.push({
        method: 'POST',
        path: route,
        graphql: `${operation.operation} ${operation.selectionSet.selections.map((s) => ('name' in s ? s.name.value : '…')).join(' ')}`,
      })
      const result = await graphql({
        schema,
        source: body.query ?? '',
        variableValues: body.variables ?? {},
        rootValue,
      })
      return json(res, 200, result)
    }

    calls.push({ method: req.method ?? 'GET', path: `${route}${url.search}` })
    const base = `/repos/${fakeGitHubApp.repo}`
    if (req.method !== 'GET' || !route.startsWith(base))
      return json(res, 404, { message: 'Not Found' })
    const rest = route.slice(base.length)
    if (rest === '')
      return json(res, 200, {
        full_name: fakeGitHubApp.repo,
        private: true,
        default_branch: fakeGitHubApp.branch,
        permissions: { admin: false, push: true, pull: true },
      })
    if (rest.startsWith('/git/trees/')) {
      // A branch name or a commit's id.
      const wanted = decodeURIComponent(rest.slice('/git/trees/'.length))
      const commit =
        wanted === fakeGitHubApp.branch ? head() : history.find((h) => h.oid === wanted)
      if (!commit) return json(res, 404, { message: 'Not Found' })
      const tree = [...commit.files].map(([file, data]) => ({
        path: file,
        mode: '100644',
        type: 'blob',
        sha: blobId(data),
        size: data.length,
      }))
      return json(res, 200, { sha: commit.oid, tree, truncated: false })
    }
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)
    if (blob) {
      const data = blobs.get(blob[1] ?? '')
      if (!data) return json(res, 404, { message: 'Not Found' })
      if ((req.headers.accept ?? '').includes('raw')) {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
        return res.end(data)
      }
      return json(res, 200, {
        sha: blob[1],
        size: data.length,
        encoding: 'base64',
        content: data.toString('base64'),
      })
    }
    if (rest === '/commits')
      return json(
        res,
        200,
        history.toReversed().map((c) => ({
          sha: c.oid,
          commit: { message: c.message, author: { ...bot, date: c.date } },
        })),
      )
    return json(res, 404, { message: 'Not Found' })
  })
  return listen(server, port)
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string }
  expectedHeadOid: string
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
  message: { headline: string; body?: string }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.E2E_GITHUB_PORT ?? 8802)
  void startFakeGitHub(port).then(() =>
    console.log(`fake GitHub listening on http://127.0.0.1:${port}`),
  )
}
