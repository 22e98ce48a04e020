/** Her weekly figures and daily counts, read from D1 (the statements: insight/week.ts). */
import {
  dailyCountsSql,
  figuresFrom,
  weekSql,
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
