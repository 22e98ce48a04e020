/**
 * The editor's gateway to GitHub (worker/editor/gateway.ts), read as an attacker would:
 * with a valid session, what it lets through (each shape the editor we ship sends, and
 * the saves it makes) and what it refuses before anything reaches GitHub — other
 * repositories and branches, paths outside her folders however they are spelled,
 * nested or aliased lookups, extra mutations — and the token it asks GitHub for.
 */
import { describe, expect, it, vi } from 'vitest'
import { forgetInstallationTokens } from '../../worker/editor/githubApp'
import { sessionCookie } from '../../worker/editor/session'
import { editorText } from '../../worker/text'
import { at } from './clock'
import { eachTestFromEmpty } from './db'
import { fakeHost } from './fake-fetch'
import { ana, fakeGitHub, gateway, githubBase, graphql, signIn } from './editor-helpers'

const her = { owner: 'estudio', repo: 'sitio', branch: 'main' }

/** Each query the editor sends, in the shape its GitHub backend writes it. */
const editorQueries: Record<string, string> = {
  'the branch head before a save': `
    query($owner: String!, $repo: String!, $branch: String!) {
      repository(owner: $owner, name: $repo) {
        ref(qualifiedName: $branch) {
          target { ... on Commit { history(first: 1) { nodes { oid message } } } }
        }
      }
    }`,
  'the default branch': `
    query($owner: String!, $repo: String!) {
      repository(owner: $owner, name: $repo) { defaultBranchRef { name } }
    }`,
  'the text of files, aliased per file': `
    query($owner: String!, $repo: String!) {
      repository(owner: $owner, name: $repo) {
        content_0: object(oid: "${'a'.repeat(40)}") { ... on Blob { text isTruncated } }
        content_1: object(oid: "${'b'.repeat(40)}") { ... on Blob { text isTruncated } }
      }
    }`,
  "each file's last author": `
    query($owner: String!, $repo: String!, $branch: String!) {
      repository(owner: $owner, name: $repo) {
        meta_0: ref(qualifiedName: $branch) {
          target {
            ... on Commit {
              history(first: 1, path: "content/faqs.json") {
                nodes { author { name email user { id: databaseId login } } committedDate }
              }
            }
          }
        }
      }
    }`,
  "an entry's history": `
    query($owner: String!, $repo: String!, $branch: String!) {
      repository(owner: $owner, name: $repo) {
        history_0: ref(qualifiedName: $branch) {
          target {
            ... on Commit {
              history(first: 100, path: "content/diario/sesion-de-olivia.json") {
                nodes { oid author { name email avatarUrl user { login } } committedDate }
              }
            }
          }
        }
      }
    }`,
}

/** The editor's save: one mutation, its input a variable, asking back each file's new id. */
const saveMutation = (paths: string[]) => `
  mutation($input: CreateCommitOnBranchInput!) {
    createCommitOnBranch(input: $input) {
      commit {
        oid
        committedDate
        ${paths.map((p, i) => `file_${i}: file(path: ${JSON.stringify(p)}) { oid }`).join('\n')}
      }
    }
  }`

const saveInput = (
  additions: string[],
  deletions: string[] = [],
  branch: Record<string, unknown> = {
    repositoryNameWithOwner: `${her.owner}/${her.repo}`,
    branchName: her.branch,
  },
) => ({
  input: {
    branch,
    expectedHeadOid: 'c'.repeat(40),
    fileChanges: {
      additions: additions.map((path) => ({ path, contents: btoa('{}') })),
      deletions: deletions.map((path) => ({ path })),
    },
    message: { headline: 'Cambios (desde el editor)' },
  },
})

const save = (cookie: string, additions: string[], deletions: string[] = []) =>
  graphql(cookie, saveMutation(additions), saveInput(additions, deletions))

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message

eachTestFromEmpty({ alsoClear: forgetInstallationTokens })

describe('what the gateway forwards', () => {
  it.each(Object.entries(editorQueries))(
    'should forward the editor asking for %s',
    async (_, query) => {
      const github = fakeGitHub()
      const cookie = await signIn()
      const res = await graphql(cookie, query, her)
      expect(res.status).toBe(200)
      expect(github.calls).toHaveLength(1)
    },
  )

  const saves: [string, string[], string[]][] = [
    ['a content file', ['content/faqs.json'], []],
    ['a photo upload', ['photos/boda-en-el-parque.webp'], []],
    [
      'a journal entry with its photos',
      [
        'photos/diario/olivia-manos.webp',
        'photos/diario/olivia-familia.jpg',
        'content/diario/sesion-de-olivia.json',
      ],
      [],
    ],
    [
      'a journal entry deleted with its photo',
      [],
      ['content/diario/sesion-de-olivia.json', 'photos/diario/olivia-manos.webp'],
    ],
    [
      'her photo list with a photo replaced',
      ['content/images.json', 'photos/retrato.png'],
      ['photos/retrato.jpg'],
    ],
  ]
  it.each(saves)(
    'should forward a save of %s, with her name as co-author',
    async (_, additions, deletions) => {
      const github = fakeGitHub()
      const cookie = await signIn()
      const res = await save(cookie, additions, deletions)
      expect(res.status).toBe(200)
      expect(github.calls).toHaveLength(1)
      const { variables } = github.calls[0]!.body as { variables: ReturnType<typeof saveInput> }
      expect(variables.input.fileChanges).toEqual(saveInput(additions, deletions).input.fileChanges)
      expect(variables.input.message).toEqual({
        headline: 'Cambios (desde el editor)',
        body: 'Co-authored-by: Ana Fotógrafa <ana@example.com>',
      })
    },
  )

  it('should answer her identity itself, without asking GitHub', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const user = await gateway('/v3/user', cookie)
    expect(await user.json()).toEqual({
      login: 'ana',
      name: 'Ana Fotógrafa',
      email: ana,
      type: 'User',
    })
    expect(github.calls).toEqual([])
  })

  it("should forward her repository's REST reads with one installation token, never shown to the browser", async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const seen: string[] = []
    for (const path of [
      '/v3/repos/estudio/sitio',
      '/v3/repos/estudio/sitio/git/trees/main?recursive=1&page=1',
    ]) {
      const res = await gateway(path, cookie)
      expect(res.status).toBe(200)
      seen.push(JSON.stringify([...res.headers]), await res.text())
    }
    expect(github.mints).toBe(1)
    expect(github.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/estudio/sitio',
      'GET /repos/estudio/sitio/git/trees/main?recursive=1&page=1',
    ])
    for (const text of seen) expect(text).not.toContain('ghs_')
  })
})

describe('the installation token', () => {
  it('should be asked for her one repository, with write access to its contents and nothing else', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    await gateway('/v3/repos/estudio/sitio', cookie)
    expect(github.tokenRequests).toEqual([
      { repositories: ['sitio'], permissions: { contents: 'write', metadata: 'read' } },
    ])
  })

  it('should be minted again only when the one held is about to end', async () => {
    const github = fakeGitHub(10 * 60_000)
    const start = Date.now()
    const cookie = await at(start, () => signIn())
    await at(start, () => gateway('/v3/repos/estudio/sitio', cookie))
    await at(start + 4 * 60_000, () => gateway('/v3/repos/estudio/sitio', cookie))
    expect(github.mints).toBe(1)
    await at(start + 6 * 60_000, () => gateway('/v3/repos/estudio/sitio', cookie))
    expect(github.mints).toBe(2)
  })

  it('should end in a 502 with a message when GitHub will not give one', async () => {
    fakeHost(githubBase, async () => Response.json({ message: 'Server Error' }, { status: 500 }))
    const cookie = await signIn()
    const res = await gateway('/v3/repos/estudio/sitio', cookie)
    expect(res.status).toBe(502)
    expect(await messageOf(res)).toBe(editorText.githubDown)
  })
})

describe('what the gateway refuses, sending nothing to GitHub', () => {
  const outside: [string, string[], string[]][] = [
    ['package.json', ['package.json'], []],
    ["the Worker's code", ['worker/index.ts'], []],
    ['a build script', ['scripts/build/build.ts'], []],
    ['the deploy workflow', ['.github/workflows/deploy.yml'], []],
    ['a migration deleted', [], ['migrations/0001_create_meta.sql']],
    ['wrangler.toml deleted', [], ['wrangler.toml']],
    ['a climb out of content/ with ..', ['content/../package.json'], []],
    ['a climb out of the journal', ['content/diario/../../worker/index.ts'], []],
    ['a dot segment', ['content/./faqs.json'], []],
    ['a leading slash', ['/content/faqs.json'], []],
    ['a backslash', ['content\\faqs.json'], []],
    ['an empty segment', ['content//faqs.json'], []],
    ['a percent-encoded climb', ['content/%2e%2e/package.json'], []],
    ['a percent-encoded slash', ['photos/..%2fpackage.json'], []],
    ['a subfolder of the journal', ['content/diario/otra/x.json'], []],
    ['a new file beside her content files', ['content/nuevo.json'], []],
    ['a script among her photos', ['photos/foto.js'], []],
    ['a page among her photos', ['photos/foto.html'], []],
    ['an SVG among her photos', ['photos/foto.svg'], []],
    ['a capital letter or a space', ['photos/Foto Nueva.webp'], []],
    [
      'one bad path among good ones',
      ['photos/diario/a.webp', 'content/diario/a.json', 'package.json'],
      [],
    ],
  ]
  it.each(outside)(
    'should refuse a save touching %s, logging no path',
    async (_, additions, deletions) => {
      const github = fakeGitHub()
      const cookie = await signIn()
      const warn = vi.spyOn(console, 'warn')
      const res = await save(cookie, additions, deletions)
      expect(res.status).toBe(403)
      expect(await messageOf(res)).toBe(editorText.outsideHerFolders)
      expect(github.calls).toEqual([])
      expect(github.mints).toBe(0)
      const logged = warn.mock.calls.flat().join('\n')
      expect(logged).toContain('outside her folders')
      for (const path of [...additions, ...deletions]) expect(logged).not.toContain(path)
    },
  )

  const refused: [string, string, Record<string, unknown>][] = [
    ['another repository', editorQueries['the default branch']!, { owner: 'otra', repo: 'cosa' }],
    [
      'another repository by literal',
      '{ repository(owner: "otra", name: "cosa") { defaultBranchRef { name } } }',
      {},
    ],
    [
      'a second repository under an alias',
      `query($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) { defaultBranchRef { name } }
        other: repository(owner: "otra", name: "cosa") { defaultBranchRef { name } }
      }`,
      her,
    ],
    [
      'a nested field reaching another repository',
      `query($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) { owner { repository(name: "otro") { id } } }
      }`,
      her,
    ],
    [
      "a commit author's other repositories",
      `query($owner: String!, $repo: String!, $branch: String!) {
        repository(owner: $owner, name: $repo) {
          ref(qualifiedName: $branch) { target { ... on Commit { history(first: 1) {
            nodes { author { user { repositories(first: 5) { nodes { nameWithOwner } } } } }
          } } } }
        }
      }`,
      her,
    ],
    [
      'a named fragment',
      `query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { ...R } }
       fragment R on Repository { defaultBranchRef { name } }`,
      her,
    ],
    [
      'an inline fragment on another type',
      `query($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) { object(oid: "x") { ... on Tree { entries { name } } } }
      }`,
      her,
    ],
    [
      'an argument the editor never gives',
      `query($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo, followRenames: true) { defaultBranchRef { name } }
      }`,
      her,
    ],
    [
      'a directive',
      `query($owner: String!, $repo: String!, $x: Boolean!) { repository(owner: $owner, name: $repo) @include(if: $x) { defaultBranchRef { name } } }`,
      { ...her, x: true },
    ],
    [
      'a variable with a default',
      'query($owner: String = "otra", $repo: String = "cosa") { repository(owner: $owner, name: $repo) { defaultBranchRef { name } } }',
      {},
    ],
    [
      'two operations',
      `${editorQueries['the default branch']} query Other { viewer { login } }`,
      her,
    ],
    [
      'viewer, which the editor does not ask for',
      '{ viewer { login repositories(first: 5) { nodes { name } } } }',
      {},
    ],
    ['a search', '{ search(query: "x", type: REPOSITORY, first: 5) { repositoryCount } }', {}],
    ['a node by id', '{ node(id: "x") { id } }', {}],
    ['a subscription', 'subscription { x }', {}],
    ['an unparsable query', 'query {', {}],
  ]
  it.each(refused)('should refuse %s', async (_, query, variables) => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const res = await graphql(cookie, query, variables)
    expect(res.status).toBe(403)
    expect(await messageOf(res)).toBe(editorText.notAllowed)
    expect(github.calls).toEqual([])
  })

  const commits: [string, string, Record<string, unknown>][] = [
    [
      'a commit to another repository',
      saveMutation([]),
      saveInput(['content/faqs.json'], [], {
        repositoryNameWithOwner: 'otra/cosa',
        branchName: 'main',
      }),
    ],
    [
      'a commit to another branch',
      saveMutation([]),
      saveInput(['content/faqs.json'], [], {
        repositoryNameWithOwner: 'estudio/sitio',
        branchName: 'produccion',
      }),
    ],
    [
      'a branch named by id',
      saveMutation([]),
      saveInput(['content/faqs.json'], [], { id: 'MDM6UmVmMTIzOm1haW4=' }),
    ],
    [
      'a branch id beside its name',
      saveMutation([]),
      saveInput(['content/faqs.json'], [], {
        repositoryNameWithOwner: 'estudio/sitio',
        branchName: 'main',
        id: 'MDM6UmVmMTIzOm1haW4=',
      }),
    ],
    [
      'two commits in one request',
      `mutation($input: CreateCommitOnBranchInput!, $other: CreateCommitOnBranchInput!) {
        createCommitOnBranch(input: $input) { commit { oid } }
        second: createCommitOnBranch(input: $other) { commit { oid } }
      }`,
      { ...saveInput(['content/faqs.json']), other: saveInput(['content/faqs.json']).input },
    ],
    [
      'a commit and another mutation',
      `mutation($input: CreateCommitOnBranchInput!) {
        createCommitOnBranch(input: $input) { commit { oid } }
        deleteRef(input: { refId: "x" }) { clientMutationId }
      }`,
      saveInput(['content/faqs.json']),
    ],
    ['another mutation', 'mutation { deleteRef(input: { refId: "x" }) { clientMutationId } }', {}],
    [
      'file changes written inline',
      `mutation($changes: FileChanges!) {
        createCommitOnBranch(input: {
          branch: { repositoryNameWithOwner: "estudio/sitio", branchName: "main" }
          expectedHeadOid: "${'c'.repeat(40)}"
          fileChanges: $changes
          message: { headline: "x" }
        }) { commit { oid } }
      }`,
      { changes: { additions: [{ path: 'content/faqs.json', contents: btoa('{}') }] } },
    ],
    [
      'a commit asking back another repository through its answer',
      `mutation($input: CreateCommitOnBranchInput!) {
        createCommitOnBranch(input: $input) { commit { oid repository { owner { login } } } }
      }`,
      saveInput(['content/faqs.json']),
    ],
    ['a commit with no changes', saveMutation([]), saveInput([])],
    [
      'a commit with an input field the editor never sends',
      saveMutation([]),
      {
        input: {
          ...saveInput(['content/faqs.json']).input,
          fileChanges: { additions: [], deletions: [], renames: [] },
        },
      },
    ],
  ]
  it.each(commits)('should refuse %s', async (_, query, variables) => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const res = await graphql(cookie, query, variables)
    expect(res.status).toBe(403)
    expect(github.calls).toEqual([])
  })

  it('should refuse REST calls the editor does not make, and every write', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    const refused = [
      await gateway('/v3/repos/otra/cosa', cookie),
      await gateway('/v3/repos/otra/cosa/git/trees/main', cookie),
      await gateway('/v3/repos/estudio/sitio/hooks', cookie),
      await gateway('/v3/repos/estudio/sitio/git/trees/../../../../orgs/estudio', cookie),
      await gateway('/v3/repos/estudio/sitio/git/trees/%2e%2e%2f%2e%2e', cookie),
      await gateway('/v3/user/repos', cookie),
      await gateway('/v3/repos/estudio/sitio', cookie, { method: 'DELETE' }),
      await gateway('/v3/repos/estudio/sitio/contents/package.json', cookie, {
        method: 'PUT',
        body: '{}',
      }),
      await gateway('/v3/repos/estudio/sitio/dispatches', cookie, { method: 'POST', body: '{}' }),
    ]
    for (const res of refused) expect(res.status).toBe(403)
    expect(github.calls).toEqual([])
  })

  it('should refuse a call without a session, and one from another site even with her cookie', async () => {
    const github = fakeGitHub()
    const cookie = await signIn()
    expect((await gateway('/v3/repos/estudio/sitio', '')).status).toBe(401)
    const forged = `${sessionCookie}=forged-token-forged-token-forged-token-xx`
    expect((await gateway('/v3/repos/estudio/sitio', forged)).status).toBe(401)
    expect((await save(forged, ['content/faqs.json'])).status).toBe(401)
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
})
