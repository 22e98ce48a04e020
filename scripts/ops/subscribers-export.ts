/**
 * `npm run subscribers:export [-- file.csv] [-- --remote]`: every confirmed
 * subscriber as CSV — the same file the weekly report attaches (one builder,
 * shared/rules/csv.ts) — from the local D1 of `wrangler dev`, or the deployed one with
 * `--remote`. Pending people are never written. The default file,
 * subscribers.csv, is gitignored: it holds personal data.
 *
 * Options: `--persist-to <dir>` reads a local D1 kept elsewhere (as
 * `wrangler dev --persist-to` wrote it).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { subscribersCsv, type SubscriberCsvRow } from '../../shared/rules/csv'
import { confirmedSubscribersSql } from '../../worker/db/subscriberList'
import { d1Execute, d1Target, targetName } from './d1'

const target = d1Target(process.argv.slice(2))
// npm runs scripts from the package root; a relative path means the caller's directory.
const callerDir = process.env.INIT_CWD ?? process.cwd()
const file = path.resolve(callerDir, target.positional[0] ?? 'subscribers.csv')

const shown = (p: string) => {
  const relative = path.relative(callerDir, p)
  return relative.startsWith('..') ? p : relative
}

const [result] = d1Execute<SubscriberCsvRow>(target, [confirmedSubscribersSql])
const rows = result?.results ?? []
writeFileSync(file, subscribersCsv(rows), 'utf8')
console.log(
  `${rows.length} ${rows.length === 1 ? 'suscripción confirmada' : 'suscripciones confirmadas'} → ${shown(file)} (${targetName(target)})`,
)
