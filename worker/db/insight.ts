/** Visit and tap counts: batches written and added up; her weekly figures and daily counts read. */
import {
  addUpCountsSql,
  dailyCountsSql,
  figuresFrom,
  weekSql,
  type CountEntry,
  type DailyCount,
  type WeekFigures,
} from './insightSql'

export async function weekFigures(db: D1Database, now: number): Promise<WeekFigures> {
  const results = await db.batch<Record<string, unknown>>(
    weekSql(now).map((sql) => db.prepare(sql)),
  )
  return figuresFrom(now, results)
}

export async function dailyCounts(db: D1Database, now: number, weeks: number) {
  return (await db.prepare(dailyCountsSql(now, weeks)).all<DailyCount>()).results
}

/** Writes one isolate's batch of counts as one row (site_count_batches): one row written, whatever its size. */
export const writeCountBatch = async (db: D1Database, batch: readonly CountEntry[]) =>
  db.prepare('INSERT INTO site_count_batches (counts) VALUES (?)').bind(JSON.stringify(batch)).run()

/**
 * Adds the written batches to the daily counts (the daily cron, before her Monday figures).
 * `rows` is D1's own rows written: the days rewritten and the batches deleted.
 */
export async function addUpCounts(db: D1Database) {
  const [added, deleted] = await db.batch(addUpCountsSql().map((sql) => db.prepare(sql)))
  return {
    batches: deleted?.meta.changes ?? 0,
    days: added?.meta.changes ?? 0,
    rows: (added?.meta.rows_written ?? 0) + (deleted?.meta.rows_written ?? 0),
  }
}
