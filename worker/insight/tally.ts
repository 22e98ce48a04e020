/**
 * Visits and taps added up in the isolate's memory and written to D1 as one row per batch
 * (site_count_batches), not one row per view: a viral day must not spend the D1 writes that
 * enquiries need. A batch is written once `countBatch.views` views wait, or `countBatch.afterMs`
 * after the first of them (inside that view's waitUntil, so an idle isolate writes its counts
 * too), and at the start of every cron run. Writing never touches an answer: a failed write is
 * logged with the views it lost. What an isolate holds when Cloudflare ends it is lost: the
 * counts are approximate, and her Monday mail says so.
 */
import {
  countBatch,
  otherRoute,
  otherSource,
  pagesPerDay,
  sourcesPerDay,
} from '../../shared/rules/insight'
import { buenosAiresDay } from '../../shared/format/time'
import { writeCountBatch } from '../db/insight'
import { log } from '../log'
import { errorName } from '../redact'
import type { CountEntry, CountKind } from '../db/insightSql'

/** When a batch is written; tests shorten the wait (as `delivery.resendRate`). */
export const batchPolicy = { views: countBatch.views, afterMs: countBatch.afterMs }

const entries = new Map<string, CountEntry>()
/** Named sources per day and kind in this batch: past `sourcesPerDay` − 1, a new one is 'otros'. */
const named = new Map<string, Set<string>>()
/** Named pages per day and kind in this batch, the same way: past `pagesPerDay` − 1, "otra". */
const namedPages = new Map<string, Set<string>>()
let waiting = 0
/** When this isolate's pending timer started; one whose request was cut short is replaced. */
let timerAt: number | null = null
/** Past this, a timer is taken for lost: waitUntil lasts at most 30 s after the answer. */
const timerLostMs = 30_000

/** `value` when it is in `seen` or fits under `cap` − 1 names (then added), else `other`. */
function capped(seen: Set<string>, value: string, cap: number, other: string): string {
  if (value === other || seen.has(value)) return value
  if (seen.size >= cap - 1) return other
  seen.add(value)
  return value
}

const setOf = (map: Map<string, Set<string>>, key: string): Set<string> =>
  map.get(key) ?? map.set(key, new Set()).get(key)!

/** Adds one view or tap to this isolate's batch. Memory stays small: pages and sources are capped. */
export function tally(at: number, kind: CountKind, page: string, from = ''): void {
  const day = buenosAiresDay(at)
  const dayKind = `${day}\n${kind}`
  const source = capped(setOf(named, dayKind), from, sourcesPerDay, otherSource)
  const route = capped(setOf(namedPages, dayKind), page, pagesPerDay, otherRoute)
  const key = `${dayKind}\n${route}\n${source}`
  const entry = entries.get(key)
  if (entry) entry[4]++
  else entries.set(key, [day, kind, route, source, 1])
  waiting++
}

/** Empties this isolate's batch and returns it. */
export function takeBatch(): CountEntry[] {
  const batch = [...entries.values()]
  entries.clear()
  named.clear()
  namedPages.clear()
  waiting = 0
  return batch
}

/** Writes this isolate's batch as one row; a failure is logged with the views it lost, never thrown. */
export async function writeBatch(db: D1Database): Promise<void> {
  const batch = takeBatch()
  if (batch.length === 0) return
  const views = batch.reduce((sum, e) => sum + e[4], 0)
  try {
    const result = await writeCountBatch(db, batch)
    log.info('counts written', { views, rows: result.meta.rows_written })
  } catch (error) {
    log.error('counts lost', { views, error: errorName(error) })
  }
}

/**
 * Counts one view or tap after the answer: written with the batch once enough wait, else
 * when the first waiting one's timer ends. Nothing here can throw into the request.
 */
export function countLater(
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  db: D1Database,
  kind: CountKind,
  route: string,
  source?: string,
): void {
  try {
    tally(Date.now(), kind, route, source)
    if (waiting >= batchPolicy.views) ctx.waitUntil(writeBatch(db))
    else if (timerAt === null || Date.now() - timerAt > batchPolicy.afterMs + timerLostMs) {
      const started = Date.now()
      timerAt = started
      ctx.waitUntil(
        new Promise((resolve) => setTimeout(resolve, batchPolicy.afterMs)).then(() => {
          if (timerAt === started) timerAt = null
          return writeBatch(db)
        }),
      )
    }
  } catch (error) {
    log.error(`${kind} count`, { error: errorName(error) })
  }
}
