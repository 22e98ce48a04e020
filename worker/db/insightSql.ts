/**
 * Her weekly figures as SQL and back: the Worker's Monday mail runs these statements on
 * D1, and `npm run insight` runs the same through `wrangler d1 execute` (which binds no
 * parameters: the script writes them in, `inlined`). The week is Monday to Sunday in
 * Buenos Aires, before the day of `now`. No Worker types here, so the script can import it.
 */
import type { EnquiryKind } from '../../shared/forms/api'
import {
  otherRoute,
  otherSource,
  pagesPerDay,
  pathMaxLength,
  sourcesPerDay,
} from '../../shared/rules/insight'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/format/time'
import type { Statement } from './statement'

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

/** Most views or taps one stored line may say: more is not a count the Worker wrote. */
const maxCount = 100_000_000

/**
 * The conditions a line of counts (`kind`, `route`, `source`, `n`) meets to be read or added:
 * what the Worker writes. Anything else in a stored row (written before a fix, or by hand) is
 * skipped, so no stored value can make a report or an add-up fail.
 */
const wellFormed = `kind IN ('visit', 'whatsapp')
     AND typeof(route) = 'text' AND length(route) BETWEEN 1 AND ${pathMaxLength}
     AND typeof(source) = 'text' AND length(source) <= 64
     AND typeof(n) = 'integer' AND n BETWEEN 1 AND ${maxCount}`

/**
 * The lines of a JSON array column as (`value`, the line as JSON or NULL): a column that is not
 * valid JSON, or a line that is not an array, reads as none, never as an error.
 */
const linesOf = (column: string) =>
  `json_each(CASE WHEN json_valid(${column}) THEN ${column} ELSE '[]' END)`
const line = (i: number) => `json_extract(CASE WHEN e.type = 'array' THEN e.value END, '$[${i}]')`

/**
 * The daily counts as rows (day, kind, route, source, n) on the days `days` picks (a fixed
 * condition on `c.day`, its parameters those of the statement it is written into): each day
 * is one row of `site_counts`, its counts a JSON array of [kind, route, source, n].
 */
const countRows = (days: string): string =>
  `SELECT day, kind, route, source, n FROM (
     SELECT c.day AS day, ${line(0)} AS kind, ${line(1)} AS route, ${line(2)} AS source,
       ${line(3)} AS n
     FROM site_counts c, ${linesOf('c.counts')} e WHERE ${days}
   ) WHERE typeof(day) = 'text' AND ${wellFormed}`

/** Every daily count, whatever its day: for tests and benches to read what the Worker wrote. */
export const everyCountRowSql = countRows('true')

/** Counts of days ?1 to ?2 of the figures' week. */
const weekCounts = `(${countRows('c.day BETWEEN ?1 AND ?2')})`

/** The statements, in the order `figuresFrom` reads their results. */
export function weekSql(now: number): Statement[] {
  const week = weekBefore(now)
  const before = weekBefore(now, 1)
  const days = (w: Week) => [w.from, w.to]
  return [
    {
      sql: `SELECT COALESCE(SUM(n), 0) AS n FROM ${weekCounts} WHERE kind = 'visit'`,
      params: days(week),
    },
    {
      sql: `SELECT COALESCE(SUM(n), 0) AS n FROM ${weekCounts} WHERE kind = 'visit'`,
      params: days(before),
    },
    {
      sql: `SELECT route, SUM(n) AS n FROM ${weekCounts} WHERE kind = 'visit'
     GROUP BY route ORDER BY n DESC, route LIMIT 5`,
      params: days(week),
    },
    {
      sql: `SELECT source, SUM(n) AS n FROM ${weekCounts} WHERE kind = 'visit'
     GROUP BY source ORDER BY n DESC, source`,
      params: days(week),
    },
    {
      sql: `SELECT route, SUM(n) AS n FROM ${weekCounts} WHERE kind = 'whatsapp'
     GROUP BY route ORDER BY n DESC, route`,
      params: days(week),
    },
    {
      sql: `SELECT kind, page, json_extract(CASE WHEN json_valid(fields) THEN fields END, '$.know') AS know,
       COUNT(*) AS n FROM enquiries
     WHERE status = 'received' AND created_at >= ?1 AND created_at < ?2
     GROUP BY kind, page, know ORDER BY n DESC, kind, page`,
      params: [week.startMs, week.endMs],
    },
    {
      sql: `SELECT COUNT(*) AS n FROM subscribers WHERE status = 'confirmed'
     AND confirmed_at >= ?1 AND confirmed_at < ?2`,
      params: [week.startMs, week.endMs],
    },
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
export const dailyCountsSql = (now: number, weeks: number): Statement => {
  const today = buenosAiresDayStart(now)
  return {
    sql: `SELECT day, kind, route, source, n FROM (${countRows('c.day >= ?1 AND c.day < ?2')})
      ORDER BY day, kind, route, source`,
    params: [buenosAiresDay(today - weeks * 7 * dayMs), buenosAiresDay(today)],
  }
}

/** Visits counted under the source "Mail" to `route` from day `fromDay` on. */
export const mailVisitsSql = (route: string, fromDay: string): Statement => ({
  sql: `SELECT COALESCE(SUM(n), 0) AS n FROM (${countRows('c.day >= ?2')})
    WHERE kind = 'visit' AND route = ?1 AND source = 'mail'`,
  params: [route, fromDay],
})

/** What a daily count counts: page views, or taps on a WhatsApp link. */
export type CountKind = 'visit' | 'whatsapp'

/** One line of a batch of counts: a Buenos Aires day, what was counted, its page and source, how many. */
export type CountEntry = [day: string, kind: CountKind, route: string, source: string, n: number]

export interface DailyCount {
  day: string
  kind: CountKind
  route: string
  source: string
  n: number
}

/** Batches one add-up statement takes at most (worker/db/insight.ts `addUpCounts` repeats it). */
export const batchesPerAddUp = 50

/**
 * The oldest `batches` written batches added to the daily counts, then deleted, as one
 * transaction (a batch written meanwhile waits for the next run). Each day the batches touch is
 * rewritten whole as its one row, so an add-up writes a row per day, not one per page and
 * source. Only well-formed lines count (what the Worker writes). A day keeps by name
 * the sources it already has, then the new ones with the most visits, up to `sourcesPerDay` − 1,
 * and its `pagesPerDay` − 1 most visited pages; the rest count as 'otros' and "otra", so no one
 * can grow a day's row with made-up ones. `npm run insight` runs the same statements.
 */
export const addUpCountsSql = (batches = batchesPerAddUp): Statement[] => [
  {
    sql: `INSERT INTO site_counts (day, counts)
   WITH lines AS (
     SELECT ${line(0)} AS day, ${line(1)} AS kind, ${line(2)} AS route, ${line(3)} AS source,
       ${line(4)} AS n
     FROM site_count_batches b, ${linesOf('b.counts')} e
       WHERE b.id IN (SELECT id FROM site_count_batches ORDER BY id LIMIT ?1)
   ),
   entries AS (
     SELECT day, kind, route, source, n FROM lines
     WHERE typeof(day) = 'text' AND day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
       AND ${wellFormed}
   ),
   counted AS (${countRows('c.day IN (SELECT day FROM entries)')}),
   kept AS (
     SELECT DISTINCT day, kind, source FROM counted WHERE source != ?3
   ),
   fresh AS (
     SELECT day, kind, source, SUM(n) AS n FROM entries s
     WHERE source != ?3 AND NOT EXISTS (
       SELECT 1 FROM kept k WHERE k.day = s.day AND k.kind = s.kind AND k.source = s.source)
     GROUP BY day, kind, source
   ),
   ranked AS (
     SELECT day, kind, source, ROW_NUMBER() OVER (PARTITION BY day, kind ORDER BY n DESC, source)
       + (SELECT COUNT(*) FROM kept k WHERE k.day = f.day AND k.kind = f.kind) AS place
     FROM fresh f
   ),
   named AS (
     SELECT day, kind, source FROM kept
     UNION ALL SELECT day, kind, source FROM ranked WHERE place <= ?2
   ),
   added AS (
     SELECT day, kind, route, source, n FROM counted
     UNION ALL
     SELECT e.day, e.kind, e.route, CASE WHEN EXISTS (
       SELECT 1 FROM named m WHERE m.day = e.day AND m.kind = e.kind AND m.source = e.source)
       THEN e.source ELSE ?3 END, e.n
     FROM entries e
   ),
   pages AS (
     SELECT day, kind, route,
       ROW_NUMBER() OVER (PARTITION BY day, kind ORDER BY SUM(n) DESC, route) AS place
     FROM added WHERE route != ?4 GROUP BY day, kind, route
   ),
   summed AS (
     SELECT a.day, a.kind,
       CASE WHEN p.place <= ?5 THEN a.route ELSE ?4 END AS page,
       a.source, SUM(a.n) AS n
     FROM added a LEFT JOIN pages p ON p.day = a.day AND p.kind = a.kind AND p.route = a.route
     GROUP BY a.day, a.kind, page, a.source ORDER BY a.day, a.kind, page, a.source
   )
   SELECT day, json_group_array(json_array(kind, page, source, n)) FROM summed WHERE true
   GROUP BY day
   ON CONFLICT (day) DO UPDATE SET counts = excluded.counts`,
    params: [batches, sourcesPerDay - 1, otherSource, otherRoute, pagesPerDay - 1],
  },
  {
    sql: 'DELETE FROM site_count_batches WHERE id IN (SELECT id FROM site_count_batches ORDER BY id LIMIT ?1)',
    params: [batches],
  },
]

/** Batches written and not yet added up. */
export const waitingBatchesSql: Statement = {
  sql: 'SELECT COUNT(*) AS n FROM site_count_batches',
  params: [],
}
