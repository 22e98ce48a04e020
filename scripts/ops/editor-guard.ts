/**
 * `npm run editor:guard -- <deployed> [<head>]`: the deploy workflow's check that every
 * commit made through the editor at /admin since the last deployed commit changed only
 * her files (shared/content/editor-scope.ts), run before any of the pushed code is. A
 * commit is the editor's when a GitHub App (a `[bot]` account) made it or its message
 * has a `Co-authored-by:` trailer, as the gateway writes (worker/editor/gateway.ts):
 * CI cannot tell her name from anyone else's, so any such commit counts. Refuses, naming
 * commit and path in Spanish, each file such a commit touched outside her folders (both
 * sides of a rename, a merge's changes against its first parent) that still differs from
 * the deployed commit; one a developer has put back as deployed passes, so a refused save
 * cannot block deploys for good. `<deployed>` empty, unknown or not an ancestor of
 * `<head>` (a force push, the first deploy): every commit `<head>` reaches is judged.
 */
import { spawnSync } from 'node:child_process'
import { editorMayWrite, editorScope } from '../../shared/content/editor-scope'

export interface Refusal {
  commit: string
  subject: string
  path: string
}

export interface GuardResult {
  /** The deployed commit the range starts after; undefined when the whole history was judged. */
  base: string | undefined
  commits: number
  editorCommits: number
  refusals: Refusal[]
}

function git(cwd: string, args: string[]): { ok: boolean; out: string } {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 })
  if (run.error) throw run.error
  return { ok: run.status === 0, out: run.stdout }
}

function gitOut(cwd: string, args: string[]): string {
  const run = git(cwd, args)
  if (!run.ok) throw new Error(`git ${args.join(' ')} failed in ${cwd}`)
  return run.out
}

const paths = (nulSeparated: string) => nulSeparated.split('\0').filter(Boolean)

/** The commit `rev` names, or undefined (all zeros, a typo, a commit this clone lacks). */
const commitOf = (cwd: string, rev: string) =>
  rev
    ? git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).out.trim() || undefined
    : undefined

const bot = /\[bot\](@|$)/i
const trailer = /^co-authored-by:/im

/** Whether the editor made a commit, from its author, committer and message. */
export const isEditorCommit = (people: readonly string[], message: string): boolean =>
  people.some((p) => bot.test(p)) || trailer.test(message)

export function editorGuard(cwd: string, deployed: string, head = 'HEAD'): GuardResult {
  const tip = commitOf(cwd, head)
  if (!tip) throw new Error(`${head} is not a commit in ${cwd}`)
  const start = commitOf(cwd, deployed)
  const base = start && git(cwd, ['merge-base', '--is-ancestor', start, tip]).ok ? start : undefined

  // Fields split by 0x1f, commits by NUL (-z); %B is the whole message, trailers included.
  const log = gitOut(cwd, [
    'log',
    '-z',
    '--no-color',
    '--format=%H%x1f%s%x1f%an%x1f%ae%x1f%cn%x1f%ce%x1f%B',
    base ? `${base}..${tip}` : tip,
  ])
  const commits = log
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const [sha = '', subject = '', ...rest] = entry.split('\x1f')
      return { sha, subject, people: rest.slice(0, 4), message: rest.slice(4).join('\x1f') }
    })
  const editors = commits.filter((c) => isEditorCommit(c.people, c.message))

  // What the deploy would change: files differing from the deployed commit (or all of them).
  const changed = new Set(
    paths(
      base
        ? gitOut(cwd, ['diff-tree', '-r', '-z', '--name-only', '--no-renames', base, tip])
        : gitOut(cwd, ['ls-tree', '-r', '-z', '--name-only', tip]),
    ),
  )
  const refusals = editors.flatMap((c) =>
    paths(
      gitOut(cwd, [
        'diff-tree',
        '-r',
        '-z',
        '--root',
        '--no-commit-id',
        '--name-only',
        '--no-renames',
        '--diff-merges=first-parent',
        c.sha,
      ]),
    )
      .filter((path) => !editorMayWrite(editorScope, path) && changed.has(path))
      .map((path) => ({ commit: c.sha, subject: c.subject, path })),
  )
  return { base, commits: commits.length, editorCommits: editors.length, refusals }
}

if (import.meta.main) {
  const [deployed = '', head = 'HEAD'] = process.argv.slice(2)
  const result = editorGuard(process.cwd(), deployed, head)
  const since = result.base
    ? `since ${result.base.slice(0, 7)}`
    : `in the whole history (no deployed commit among ${head}'s ancestors: ${deployed || 'none given'})`
  console.log(
    `Editor guard: ${result.commits} commit${result.commits === 1 ? '' : 's'} ${since}, ${result.editorCommits} from the editor.`,
  )
  if (result.refusals.length > 0) {
    for (const r of result.refusals) {
      console.error(
        `Un cambio hecho desde el editor, «${r.subject}» (${r.commit.slice(0, 7)}), tocó ${r.path}, que no es parte de tu contenido.`,
      )
    }
    console.error('Por eso no se publicó. Avisale a quien mantiene el sitio.')
    // In English for us; the lines above are for her, on the run's summary page.
    console.error(
      result.base
        ? `(Editor commits may change only her files: shared/content/editor-scope.ts. A path passes once a developer puts it back as in ${result.base.slice(0, 7)}, the deployed commit.)`
        : '(Editor commits may change only her files: shared/content/editor-scope.ts. With no deployed commit to compare with, review these commits and deploy by hand.)',
    )
    process.exit(1)
  }
}
