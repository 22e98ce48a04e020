/**
 * Her weekly figures as SQL and back: the Worker's Monday mail runs these statements on
 * D1, and `npm run insight` runs the same through `wrangler d1 execute` (which takes no
 * bound parameters: the literals are days and times this code makes, never input).
 * The week is Monday to Sunday in Buenos Aires, before the day of `now`.
 */
import type { EnquiryKind } from '../../shared/api'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/time'

export type { EnquiryKind }

export interface Week {
  /** First and last day, 'YYYY-MM-DD' in Buenos Aires. */
  from: string
  to: string
  startMs: number
  endMs: number
}

/** The `weeksAgo`-th whole week before the day of `now` (0: the last one). */
export function weekBefore(now: number, weeksAgo = 0): Week {
  const endMs = buenosAiresDayStart(now) - weeksAgo * 7 * dayMs
  return {
    from: buenosAiresDay(endMs - 7 * dayMs),
    to: buenosAiresDay(endMs - dayMs),
    startMs: endMs - 7 * dayMs,
    endMs,
  }
}

export interface WeekFigures {
  week: Week
  visits: number
  visitsBefore: number
  /** The five most visited pages. */
  pages: { route: string; n: number }[]
  sources: { source: string; n: number }[]
  whatsapp: { route: string; n: number }[]
  /** Enquiries by kind, the page they were sent from and how they found her. */
  enquiries: { kind: EnquiryKind; page: string | null; know: string | null; n: number }[]
  newSubscribers: number
}

/** The statements, in the order `figuresFrom` reads their results. */
export function weekSql(now: number): string[] {
  const week = weekBefore(now)
  const before = weekBefore(now, 1)
  const days = (w: Week) => `day BETWEEN '${w.from}' AND '${w.to}'`
  const grouped = (kind: string, column: 'route' | 'source', limit = -1) =>
    `SELECT ${column}, SUM(n) AS n FROM site_counts WHERE kind = '${kind}' AND ${days(week)}
     GROUP BY ${column} ORDER BY n DESC, ${column} LIMIT ${limit}`
  return [
    `SELECT COALESCE(SUM(n), 0) AS n FROM site_counts WHERE kind = 'visit' AND ${days(week)}`,
    `SELECT COALESCE(SUM(n), 0) AS n FROM site_counts WHERE kind = 'visit' AND ${days(before)}`,
    grouped('visit', 'route', 5),
    grouped('visit', 'source'),
    grouped('whatsapp', 'route'),
    `SELECT kind, page, json_extract(fields, '$.know') AS know, COUNT(*) AS n FROM enquiries
     WHERE status = 'received' AND created_at >= ${week.startMs} AND created_at < ${week.endMs}
     GROUP BY kind, page, know ORDER BY n DESC, kind, page`,
    `SELECT COUNT(*) AS n FROM subscribers WHERE status = 'confirmed'
     AND confirmed_at >= ${week.startMs} AND confirmed_at < ${week.endMs}`,
  ]
}

type Results = readonly { results: readonly Record<string, unknown>[] }[]

export function figuresFrom(now: number, results: Results): WeekFigures {
  const rowsOf = <T>(i: number) => (results[i]?.results ?? []) as T[]
  const total = (i: number) => Number(results[i]?.results[0]?.n ?? 0)
  return {
    week: weekBefore(now),
    visits: total(0),
    visitsBefore: total(1),
    pages: rowsOf(2),
    sources: rowsOf(3),
    whatsapp: rowsOf(4),
    enquiries: rowsOf(5),
    newSubscribers: total(6),
  }
}

/** Every daily count of the `weeks` weeks before the day of `now`, for the CSV. */
export const dailyCountsSql = (now: number, weeks: number): string => {
  const today = buenosAiresDayStart(now)
  return `SELECT day, kind, route, source, n FROM site_counts
    WHERE day >= '${buenosAiresDay(today - weeks * 7 * dayMs)}' AND day < '${buenosAiresDay(today)}'
    ORDER BY day, kind, route, source`
}

/** What a daily count counts: page views, or taps on a WhatsApp link. */
export type CountKind = 'visit' | 'whatsapp'

export interface DailyCount {
  day: string
  kind: CountKind
  route: string
  source: string
  n: number
}
