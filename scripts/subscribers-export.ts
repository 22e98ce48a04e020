/**
 * `npm run subscribers:export [-- file.csv] [-- --remote]`: every confirmed
 * subscriber as CSV — the same file the weekly report attaches (one builder,
 * shared/csv.ts) — from the local D1 of `wrangler dev`, or the deployed one with
 * `--remote`. Pending and unsubscribed people are never written. The default file,
 * subscribers.csv, is gitignored: it holds personal data.
 *
 * Options: `--persist-to <dir>` reads a local D1 kept elsewhere (as
 * `wrangler dev --persist-to` wrote it).
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { subscribersCsv, type SubscriberCsvRow } from '../shared/csv'
import { confirmedSubscribersSql } from '../worker/db/subscriberList'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const remote = args.includes('--remote')
const persistAt = args.indexOf('--persist-to')
const persistTo = persistAt >= 0 ? args[persistAt + 1] : undefined
const positional = args.filter(
  (a, i) => !a.startsWith('--') && (persistAt < 0 || i !== persistAt + 1),
)
// npm runs scripts from the package root; a relative path means the caller's directory.
const callerDir = process.env.INIT_CWD ?? process.cwd()
const file = path.resolve(callerDir, positional[0] ?? 'subscribers.csv')

const wranglerArgs = [
  'wrangler',
  'd1',
  'execute',
  'DB',
  remote ? '--remote' : '--local',
  ...(persistTo ? ['--persist-to', persistTo] : []),
  '--json',
  '--command',
  confirmedSubscribersSql,
]

let output: string
try {
  output = execFileSync('npx', wranglerArgs, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
} catch (error) {
  const stderr = (error as { stderr?: string }).stderr ?? ''
  console.error(
    /no such table/i.test(stderr)
      ? 'No subscribers table yet: run `npm run db:migrate:local` first.'
      : `wrangler d1 execute failed:\n${stderr}`,
  )
  process.exit(1)
}

const shown = (p: string) => {
  const relative = path.relative(callerDir, p)
  return relative.startsWith('..') ? p : relative
}

const [result] = JSON.parse(output) as [{ results: SubscriberCsvRow[] }]
const rows = result?.results ?? []
writeFileSync(file, subscribersCsv(rows), 'utf8')
console.log(
  `${rows.length} ${rows.length === 1 ? 'suscripción confirmada' : 'suscripciones confirmadas'} → ${shown(file)} (${remote ? 'D1 remota' : 'D1 local'})`,
)
