/**
 * The deploy workflow's editor guard (scripts/ops/editor-guard.ts) on a throwaway git
 * repository: saves made through the editor (the App's bot, or the gateway's
 * `Co-authored-by:` trailer) may change only her files; ours may change anything.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { editorGuard } from '../../scripts/ops/editor-guard'

const root = path.resolve(import.meta.dirname, '../..')
const developer = { name: 'Dev Eloper', email: 'dev@example.com' }
/** As GitHub records a commit the App makes with createCommitOnBranch. */
const app = {
  name: 'editor-del-sitio[bot]',
  email: '1+editor-del-sitio[bot]@users.noreply.github.com',
}
const github = { name: 'GitHub', email: 'noreply@github.com' }
/** The trailer worker/editor/gateway.ts `coAuthor` adds to each of her saves. */
const trailer = 'Co-authored-by: Ana Fotógrafa <ana@example.com>'

type Who = 'developer' | 'app' | 'trailer'
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  const run = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    // Nobody's own git settings (signing, hooks, templates) in the throwaway repository.
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env },
  })
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`)
  return run.stdout.trim()
}

/** A repository holding package.json, content/faqs.json and a workflow, committed by us. */
function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-guard-'))
  dirs.push(dir)
  git(dir, ['init', '-q', '-b', 'main'])
  commit(dir, 'developer', 'Start', {
    'package.json': '{}\n',
    'content/faqs.json': '{"faqs":[]}\n',
    '.github/workflows/deploy.yml': 'on: push\n',
  })
  return dir
}

/** Writes `files` (null deletes), commits them all as `who`, and returns the commit. */
function commit(dir: string, who: Who, subject: string, files: Record<string, string | null>) {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, file)
    if (text === null) rmSync(full)
    else {
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(full, text)
    }
  }
  git(dir, ['add', '-A', '--', ...Object.keys(files)])
  return record(dir, who, subject)
}

/** Commits what is staged as `who`: the App, a developer, or a developer's name with her trailer. */
function record(dir: string, who: Who, subject: string, extra: string[] = []): string {
  const author = who === 'app' ? app : developer
  const committer = who === 'app' ? github : developer
  const message = who === 'trailer' ? `${subject}\n\n${trailer}` : subject
  git(dir, ['commit', '-q', '--allow-empty', '--no-verify', '-m', message, ...extra], {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
  })
  return git(dir, ['rev-parse', 'HEAD'])
}

/** The guard as the workflow runs it: `npm run editor:guard -- <deployed> <head>`. */
function runGuard(dir: string, deployed: string) {
  const tsx = path.join(root, 'node_modules/.bin/tsx')
  return spawnSync(tsx, [path.join(root, 'scripts/ops/editor-guard.ts'), deployed, 'HEAD'], {
    cwd: dir,
    encoding: 'utf8',
  })
}

const refusedPaths = (dir: string, deployed: string) =>
  editorGuard(dir, deployed).refusals.map((r) => r.path)

describe('the deploy workflow’s editor guard', () => {
  it('should refuse a save from the editor that changed package.json, naming the commit and the path', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    const bad = commit(dir, 'app', 'Actualizar preguntas', { 'package.json': '{"scripts":{}}\n' })
    const run = runGuard(dir, deployed)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      `«Actualizar preguntas» (${bad.slice(0, 7)}), tocó package.json, que no es parte de tu contenido`,
    )
  })

  it('should pass a save from the editor of content/faqs.json', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    commit(dir, 'app', 'Actualizar preguntas', { 'content/faqs.json': '{"faqs":[{}]}\n' })
    const run = runGuard(dir, deployed)
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('1 commit since')
    expect(run.stdout).toContain('1 from the editor')
    expect(run.status).toBe(0)
  })

  it('should pass our own commits, whatever they change', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    commit(dir, 'developer', 'Bump', { 'package.json': '{"version":"2"}\n' })
    commit(dir, 'developer', 'CI', { '.github/workflows/deploy.yml': null })
    expect(editorGuard(dir, deployed)).toMatchObject({ commits: 2, editorCommits: 0, refusals: [] })
  })

  it.each<[string, Who, Record<string, string | null>, string[]]>([
    [
      'a workflow, by the App',
      'app',
      { '.github/workflows/x.yml': 'on: push\n' },
      ['.github/workflows/x.yml'],
    ],
    [
      'a workflow, with her trailer only',
      'trailer',
      { '.github/workflows/deploy.yml': '' },
      ['.github/workflows/deploy.yml'],
    ],
    // What a write to content/../package.json becomes once git has it.
    [
      'content/../package.json',
      'app',
      { 'content/../package.json': '{"x":1}\n' },
      ['package.json'],
    ],
    [
      'a folder named %2e%2e',
      'app',
      { 'content/%2e%2e/x.json': '{}\n' },
      ['content/%2e%2e/x.json'],
    ],
    [
      'a subfolder of the journal',
      'app',
      { 'content/diario/sub/x.json': '{}\n' },
      ['content/diario/sub/x.json'],
    ],
    ['an SVG among the photos', 'trailer', { 'photos/x.svg': '<svg/>' }, ['photos/x.svg']],
    [
      'a deleted file of ours',
      'app',
      { '.github/workflows/deploy.yml': null },
      ['.github/workflows/deploy.yml'],
    ],
  ])('should refuse a save from the editor that touched %s', (_, who, files, refused) => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    commit(dir, who, 'Guardar', files)
    expect(refusedPaths(dir, deployed)).toEqual(refused)
  })

  it('should refuse a range where only the middle save from the editor is bad, naming that one', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    commit(dir, 'app', 'Uno', { 'content/faqs.json': '{"faqs":[1]}\n' })
    commit(dir, 'developer', 'Ours', { 'worker/index.ts': 'export {}\n' })
    const bad = commit(dir, 'trailer', 'Dos', { 'scripts/build.ts': 'evil()\n' })
    commit(dir, 'app', 'Tres', { 'photos/diario/nueva.jpg': 'jpeg' })
    expect(editorGuard(dir, deployed).refusals).toEqual([
      { commit: bad, subject: 'Dos', path: 'scripts/build.ts' },
    ])
    const run = runGuard(dir, deployed)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`(${bad.slice(0, 7)}), tocó scripts/build.ts`)
  })

  it('should count both sides of a rename', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    renameSync(path.join(dir, 'package.json'), path.join(dir, 'content/package.json'))
    git(dir, ['add', '-A'])
    record(dir, 'app', 'Mover')
    expect(refusedPaths(dir, deployed).sort()).toEqual(['content/package.json', 'package.json'])
  })

  it('should refuse a bad save from the editor that reached main through our merge', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    git(dir, ['checkout', '-q', '-b', 'saves'])
    commit(dir, 'app', 'Guardar', { 'package.json': '{"x":1}\n' })
    git(dir, ['checkout', '-q', 'main'])
    commit(dir, 'developer', 'Ours', { 'worker/index.ts': 'export {}\n' })
    git(dir, ['merge', '-q', '--no-ff', '--no-edit', 'saves'], {
      GIT_AUTHOR_NAME: developer.name,
      GIT_AUTHOR_EMAIL: developer.email,
      GIT_COMMITTER_NAME: developer.name,
      GIT_COMMITTER_EMAIL: developer.email,
    })
    expect(refusedPaths(dir, deployed)).toEqual(['package.json'])
  })

  it('should pass once a developer has put the refused file back as deployed', () => {
    const dir = repository()
    const deployed = git(dir, ['rev-parse', 'HEAD'])
    commit(dir, 'app', 'Guardar', { 'package.json': '{"x":1}\n' })
    commit(dir, 'developer', 'Revert', { 'package.json': '{}\n' })
    commit(dir, 'app', 'Otra', { 'content/faqs.json': '{"faqs":[2]}\n' })
    expect(editorGuard(dir, deployed)).toMatchObject({ editorCommits: 2, refusals: [] })
  })

  it('should judge the whole history when the deployed commit is unknown or not an ancestor', () => {
    const dir = repository()
    commit(dir, 'app', 'Guardar', { 'package.json': '{"x":1}\n' })
    git(dir, ['checkout', '-q', '--orphan', 'other'])
    const elsewhere = record(dir, 'developer', 'Elsewhere')
    git(dir, ['checkout', '-q', 'main'])
    for (const deployed of ['', '0'.repeat(40), elsewhere]) {
      const result = editorGuard(dir, deployed)
      expect(result).toMatchObject({ base: undefined, commits: 2, editorCommits: 1 })
      expect(result.refusals.map((r) => r.path)).toEqual(['package.json'])
    }
    const run = runGuard(dir, '0'.repeat(40))
    expect(run.stdout).toContain('in the whole history')
    expect(run.stderr).toContain('deploy by hand')
    expect(run.status).toBe(1)
  })
})
