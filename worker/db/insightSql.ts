/**
 * Her weekly figures as SQL and back: the Worker's Monday mail runs these statements on
 * D1, and `npm run insight` runs the same through `wrangler d1 execute` (which takes no
 * bound parameters: the literals are days and times this code makes, never input).
 * The week is Monday to Sunday in Buenos Aires, before the day of `now`.
 */
import type { EnquiryKind } from '../../shared/api'
import { otherSource, sourcesPerDay } from '../../shared/insight'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/time'

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

/**
 * The daily counts as rows (day, kind, route, source, n) on the days `where` picks: each day is
 * one row of `site_counts`, its counts a JSON array of [kind, route, source, n].
 */
export const countRowsSql = (where: string): string =>
  `SELECT c.day AS day, json_extract(e.value, '$[0]') AS kind,
     json_extract(e.value, '$[1]') AS route, json_extract(e.value, '$[2]') AS source,
     json_extract(e.value, '$[3]') AS n
   FROM site_counts c, json_each(c.counts) e WHERE ${where}`

/** The statements, in the order `figuresFrom` reads their results. */
export function weekSql(now: number): string[] {
  const week = weekBefore(now)
  const before = weekBefore(now, 1)
  const counts = (w: Week) => `(${countRowsSql(`c.day BETWEEN '${w.from}' AND '${w.to}'`)})`
  const grouped = (kind: string, column: 'route' | 'source', limit = -1) =>
    `SELECT ${column}, SUM(n) AS n FROM ${counts(week)} WHERE kind = '${kind}'
     GROUP BY ${column} ORDER BY n DESC, ${column} LIMIT ${limit}`
  return [
    `SELECT COALESCE(SUM(n), 0) AS n FROM ${counts(week)} WHERE kind = 'visit'`,
    `SELECT COALESCE(SUM(n), 0) AS n FROM ${counts(before)} WHERE kind = 'visit'`,
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
  const from = buenosAiresDay(today - weeks * 7 * dayMs)
  return `SELECT day, kind, route, source, n FROM (${countRowsSql(
    `c.day >= '${from}' AND c.day < '${buenosAiresDay(today)}'`,
  )}) ORDER BY day, kind, route, source`
}

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

/**
 * Every written batch added to the daily counts, then deleted, as one transaction (a batch
 * written meanwhile waits for the next run). Each day the batches touch is rewritten whole as
 * its one row, so an add-up writes a row per day, not one per page and source. A day keeps by
 * name the sources it already has, then the new ones with the most visits, up to
 * `sourcesPerDay` − 1; the rest count as 'otros', so no one can grow a day's counts with
 * made-up sources. Literals only (no bound parameters): `npm run insight` runs the same
 * through `wrangler d1 execute`.
 */
export const addUpCountsSql = (): string[] => [
  `INSERT INTO site_counts (day, counts)
   WITH entries AS (
     SELECT json_extract(e.value, '$[0]') AS day, json_extract(e.value, '$[1]') AS kind,
       json_extract(e.value, '$[2]') AS route, json_extract(e.value, '$[3]') AS source,
       json_extract(e.value, '$[4]') AS n
     FROM site_count_batches b, json_each(b.counts) e
   ),
   counted AS (${countRowsSql('c.day IN (SELECT day FROM entries)')}),
   kept AS (
     SELECT DISTINCT day, kind, source FROM counted WHERE source != '${otherSource}'
   ),
   fresh AS (
     SELECT day, kind, source, SUM(n) AS n FROM entries s
     WHERE source != '${otherSource}' AND NOT EXISTS (
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
     UNION ALL SELECT day, kind, source FROM ranked WHERE place <= ${sourcesPerDay - 1}
   ),
   added AS (
     SELECT day, kind, route, source, n FROM counted
     UNION ALL
     SELECT e.day, e.kind, e.route, CASE WHEN EXISTS (
       SELECT 1 FROM named m WHERE m.day = e.day AND m.kind = e.kind AND m.source = e.source)
       THEN e.source ELSE '${otherSource}' END, e.n
     FROM entries e
   ),
   summed AS (
     SELECT day, kind, route, source, SUM(n) AS n FROM added
     GROUP BY day, kind, route, source ORDER BY day, kind, route, source
   )
   SELECT day, json_group_array(json_array(kind, route, source, n)) FROM summed WHERE true
   GROUP BY day
   ON CONFLICT (day) DO UPDATE SET counts = excluded.counts`,
  'DELETE FROM site_count_batches',
]
