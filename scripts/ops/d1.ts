/**
 * The scripts' way into D1: `wrangler d1 execute` on the local database of
 * `wrangler dev` (or one kept elsewhere, `--persist-to <dir>`), or the deployed one
 * with `--remote`. Reads those flags from the command line; exits with a clear
 * message when wrangler fails.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { inlined, type Statement } from '../../worker/db/statement'

const root = path.resolve(import.meta.dirname, '../..')

export interface D1Target {
  remote: boolean
  persistTo: string | undefined
  /** The command line's other arguments. */
  positional: string[]
}

export function d1Target(args: readonly string[]): D1Target {
  const persistAt = args.indexOf('--persist-to')
  return {
    remote: args.includes('--remote'),
    persistTo: persistAt >= 0 ? args[persistAt + 1] : undefined,
    positional: args.filter(
      (a, i) => !a.startsWith('--') && (persistAt < 0 || i !== persistAt + 1),
    ),
  }
}

/** One result per statement, as `wrangler d1 execute --json` prints them. */
export interface D1Result<T> {
  results: T[]
}

/**
 * Runs worker/db's statements, in order, in one `wrangler d1 execute` (which binds no
 * parameters: each is written in as a literal, `inlined`).
 */
export function d1Execute<T>(target: D1Target, statements: readonly Statement[]): D1Result<T>[] {
  const sql = statements.map(inlined).join(';\n')
  try {
    const output = execFileSync(
      'npx',
      [
        'wrangler',
        'd1',
        'execute',
        'DB',
        target.remote ? '--remote' : '--local',
        ...(target.persistTo ? ['--persist-to', target.persistTo] : []),
        ...(target.remote ? ['--yes'] : []),
        '--json',
        '--command',
        sql,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    return JSON.parse(output) as D1Result<T>[]
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message?: string }
    const said =
      [wranglerError(failure.stdout ?? ''), failure.stderr?.trim()].filter(Boolean).join('\n') ||
      String(failure.message ?? error)
    const hint = /no such (table|column)/i.test(said)
      ? `\nA la base le falta una migración: corré \`${migrateCommand(target)}\`.`
      : ''
    console.error(`wrangler d1 execute falló: ${said}${hint}`)
    process.exit(1)
  }
}

/** With `--json`, wrangler prints its own error (a missing table, say) on stdout. */
function wranglerError(stdout: string): string {
  try {
    const text = (JSON.parse(stdout) as { error?: { text?: unknown } }).error?.text
    if (typeof text === 'string') return text
  } catch {
    // not JSON: said as it came
  }
  return stdout.trim()
}

const migrateCommand = (target: D1Target): string =>
  target.remote
    ? 'npx wrangler d1 migrations apply DB --remote'
    : `npm run db:migrate:local${target.persistTo ? ` -- --persist-to ${target.persistTo}` : ''}`

export const targetName = (target: D1Target) => (target.remote ? 'D1 remota' : 'D1 local')
