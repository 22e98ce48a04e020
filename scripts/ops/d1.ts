/**
 * The scripts' way into D1: `wrangler d1 execute` on the local database of
 * `wrangler dev` (or one kept elsewhere, `--persist-to <dir>`), or the deployed one
 * with `--remote`. Reads those flags from the command line; exits with a clear
 * message when wrangler fails.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

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

/** One result per statement of `sql`, as `wrangler d1 execute --json` prints them. */
export interface D1Result<T> {
  results: T[]
}

export function d1Execute<T>(target: D1Target, sql: string): D1Result<T>[] {
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
    const stderr = (error as { stderr?: string }).stderr ?? ''
    console.error(
      /no such table/i.test(stderr)
        ? 'Faltan las tablas: corré `npm run db:migrate:local` primero.'
        : `wrangler d1 execute falló:\n${stderr || String(error)}`,
    )
    process.exit(1)
  }
}

export const targetName = (target: D1Target) => (target.remote ? 'D1 remota' : 'D1 local')
