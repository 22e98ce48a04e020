/** Visit and tap counts: batches written and added up; her weekly figures and daily counts read. */
import {
  addUpCountsSql,
  batchesPerAddUp,
  dailyCountsSql,
  figuresFrom,
  weekSql,
  type CountEntry,
  type DailyCount,
  type WeekFigures,
} from './insightSql'
import { prepared } from './statement'

export async function weekFigures(db: D1Database, now: number): Promise<WeekFigures> {
  const results = await db.batch<Record<string, unknown>>(weekSql(now).map((s) => prepared(db, s)))
  return figuresFrom(now, results)
}

export async function dailyCounts(db: D1Database, now: number, weeks: number) {
  return (await prepared(db, dailyCountsSql(now, weeks)).all<DailyCount>()).results
}

/** Writes one isolate's batch of counts as one row (site_count_batches): one row written, whatever its size. */
export const writeCountBatch = async (db: D1Database, batch: readonly CountEntry[]) =>
  db.prepare('INSERT INTO site_count_batches (counts) VALUES (?)').bind(JSON.stringify(batch)).run()

/**
 * SQLite refused the statement for what it read (bad JSON, a value too big, a type or
 * constraint), so running it again on the same rows fails again; D1 being unreachable,
 * overloaded or reset is not this.
 */
export function isStatementError(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/SQLITE_(ERROR|TOOBIG|CONSTRAINT|MISMATCH|RANGE)\b/.test(e.message)) return true
  }
  return false
}

/** Add-up statements one run makes at most: 100 × 50 batches, far more than a day writes. */
const addUpRuns = 100

/**
 * Adds the written batches to the daily counts, oldest first, `batchesPerAddUp` at a time (the
 * daily cron, before her Monday figures). When SQLite refuses a group for what it holds, the
 * oldest batch is taken alone, and deleted (counted in `dropped`) if SQLite refuses it too: one
 * bad batch never stops the others, today or any later day. D1 unreachable throws, and every
 * batch waits for the next run. `rows` is D1's own rows written.
 */
export async function addUpCounts(db: D1Database) {
  const total = { batches: 0, days: 0, rows: 0, dropped: 0 }
  const addUp = async (batches: number) => {
    const [added, deleted] = await db.batch(addUpCountsSql(batches).map((s) => prepared(db, s)))
    total.batches += deleted?.meta.changes ?? 0
    total.days += added?.meta.changes ?? 0
    total.rows += (added?.meta.rows_written ?? 0) + (deleted?.meta.rows_written ?? 0)
    return deleted?.meta.changes ?? 0
  }
  /** `work`, or null when SQLite refused it for what it read. */
  const unlessRefused = async (work: () => Promise<number>) => {
    try {
      return await work()
    } catch (error) {
      if (isStatementError(error)) return null
      throw error
    }
  }
  for (let run = 0; run < addUpRuns; run++) {
    let taken =
      (await unlessRefused(() => addUp(batchesPerAddUp))) ?? (await unlessRefused(() => addUp(1)))
    if (taken === null) {
      const oldest =
        'DELETE FROM site_count_batches WHERE id = (SELECT MIN(id) FROM site_count_batches)'
      taken = (await db.prepare(oldest).run()).meta.changes
      total.dropped += taken
    }
    if (taken === 0) break
  }
  return total
}
