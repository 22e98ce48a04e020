/** Visit and tap counts written, and her weekly figures and daily counts read (insight/week.ts). */
import { otherSource, sourcesPerDay } from '../../shared/insight'
import { buenosAiresDay } from '../../shared/time'
import {
  dailyCountsSql,
  figuresFrom,
  weekSql,
  type CountKind,
  type DailyCount,
  type WeekFigures,
} from '../insight/week'

export async function weekFigures(db: D1Database, now: number): Promise<WeekFigures> {
  const results = await db.batch<Record<string, unknown>>(
    weekSql(now).map((sql) => db.prepare(sql)),
  )
  return figuresFrom(now, results)
}

export async function dailyCounts(db: D1Database, now: number, weeks: number) {
  return (await db.prepare(dailyCountsSql(now, weeks)).all<DailyCount>()).results
}

/**
 * One more in a day's count: one upsert, no row per event. A source new that day is kept
 * by name only while the day's other named sources are fewer than `sourcesPerDay` − 1,
 * else it counts as 'otros': checked inside the same statement, so concurrent views
 * cannot pass it together. The day's sources are read only when this page and source
 * have no row yet that day. Async, so a D1 that throws at once rejects all the same.
 */
export const addToCount = async (
  db: D1Database,
  at: number,
  kind: CountKind,
  route: string,
  source = '',
) =>
  db
    .prepare(
      `INSERT INTO site_counts (day, kind, route, source, n)
       SELECT ?1, ?2, ?3, CASE
           WHEN ?4 = ?5 THEN ?5
           WHEN EXISTS (SELECT 1 FROM site_counts
             WHERE day = ?1 AND kind = ?2 AND route = ?3 AND source = ?4) THEN ?4
           WHEN (SELECT COUNT(DISTINCT source) FROM site_counts
             WHERE day = ?1 AND kind = ?2 AND source NOT IN (?4, ?5)) < ?6 - 1 THEN ?4
           ELSE ?5 END, 1
       WHERE true
       ON CONFLICT (day, kind, route, source) DO UPDATE SET n = n + 1`,
    )
    .bind(buenosAiresDay(at), kind, route, source, otherSource, sourcesPerDay)
    .run()
