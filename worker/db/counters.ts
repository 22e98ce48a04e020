/** Per-day counters (Buenos Aires day): what is counted instead of stored. */

export type CounterName = 'honeypot' | 'courtesy-skipped' | 'enquiry-ceiling'

export function bumpCounter(db: D1Database, day: string, name: CounterName): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO daily_counters (day, name, count) VALUES (?1, ?2, 1)
       ON CONFLICT (day, name) DO UPDATE SET count = count + 1`,
    )
    .bind(day, name)
}
