/**
 * What the site brought her, in the terminal: the figures of her Monday summary
 * ("Tu semana en la web") for the last weeks, from the daily counts, enquiries and
 * subscribers in D1. It first adds the visits' written batches to the daily counts, as the
 * daily cron does.
 *
 *   npm run insight [-- --remote] [-- --weeks 4]
 *
 * Local D1 (`wrangler dev`) by default, the deployed one with `--remote`.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sitePagesPath, type SitePages } from '../../shared/rules/insight'
import { dayMs } from '../../shared/format/time'
import {
  addUpCountsSql,
  batchesPerAddUp,
  figuresFrom,
  waitingBatchesSql,
  weekSql,
} from '../../worker/db/insightSql'
import { weekSummary } from '../../worker/insight/summary'
import { d1Execute, d1Target, targetName } from './d1'

/** Her names for the pages, from the last build's list; without a build, pages show as paths. */
function pageNames(): Map<string, string> {
  const file = path.resolve(import.meta.dirname, '../../dist/client', sitePagesPath.slice(1))
  if (!existsSync(file)) return new Map()
  return new Map(Object.entries((JSON.parse(readFileSync(file, 'utf8')) as SitePages).pages))
}

const args = process.argv.slice(2)
const weeksAt = args.indexOf('--weeks')
const weeks = weeksAt >= 0 ? Number(args[weeksAt + 1]) : 1
const target = d1Target(args.filter((_, i) => weeksAt < 0 || (i !== weeksAt && i !== weeksAt + 1)))
if (!Number.isInteger(weeks) || weeks < 1 || weeks > 104 || target.positional.length > 0) {
  console.error('Uso: npm run insight [-- --remote] [-- --weeks 4]')
  process.exit(2)
}

console.log(`(${targetName(target)})\n`)
// The batches written since the daily cron join the daily counts first, as the cron would.
const [waiting] = d1Execute<{ n: number }>(target, [waitingBatchesSql])
const addUps = Math.ceil(Number(waiting?.results[0]?.n ?? 0) / batchesPerAddUp)
if (addUps > 0) d1Execute(target, Array.from({ length: addUps }, () => addUpCountsSql()).flat())
const names = pageNames()
for (let i = 0; i < weeks; i++) {
  const now = Date.now() - i * 7 * dayMs
  const results = d1Execute<Record<string, unknown>>(target, weekSql(now))
  console.log(weekSummary(figuresFrom(now, results), names).text)
}
