/** Direct D1 reads, and every test starting on empty tables. */
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest'
import { batchPolicy, takeBatch } from '../../worker/insight/tally'
import { everyCountRowSql } from '../../worker/db/insightSql'
import { forgetHealthReading } from '../../worker/routes/health'
import { withoutPacing } from './clock'

export async function rows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
  return results
}

/** The daily counts as rows (day, kind, route, source, n), to read FROM: a day is one row of JSON. */
export const dailyCounts = `(${everyCountRowSql})`

/**
 * A page view's count is written as soon as its answer is out, not up to 20 s later: a test
 * reads D1 right after each call (counting.test.ts sets the production policy where it
 * measures batches).
 */
Object.assign(batchPolicy, { afterMs: 0 })

export async function clearTables(): Promise<void> {
  forgetHealthReading()
  takeBatch()
  await env.DB.batch(
    [
      'outgoing_messages',
      'enquiries',
      'unsubscribe_tokens',
      'subscribers',
      'journal_mailings',
      'reference_counters',
      'daily_counters',
      'suppressions',
      'editor_codes',
      'editor_sessions',
      'editor_code_requests',
      'editor_sign_in_failures',
      'editor_known_browsers',
      'editor_passkeys',
      'editor_passkey_challenges',
      'site_counts',
      'site_count_batches',
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  )
}

/**
 * Every test of the file starts on empty tables with no spy or fake left from the one
 * before. `unpaced` switches delivery pacing off for its tests (withoutPacing); `alsoClear`
 * empties what clearTables keeps (the editor's known browsers, the report marks).
 */
export function eachTestFromEmpty(
  options: { unpaced?: boolean; alsoClear?: () => unknown } = {},
): void {
  beforeEach(async () => {
    await clearTables()
    await options.alsoClear?.()
    if (options.unpaced) onTestFinished(withoutPacing())
  })
  afterEach(() => vi.restoreAllMocks())
}

/** A row of the outbox (outgoing_messages), as the delivery tests read it. */
export interface OutboxRow {
  id: number
  template: string
  recipient: string
  status: string
  attempts: number
  last_error: string | null
  provider_id: string | null
  idempotency_key: string
  next_attempt_at: number
  enquiry_id: number | null
  body_text: string | null
}

/** The outbox, oldest first. */
export const outbox = () => rows<OutboxRow>('SELECT * FROM outgoing_messages ORDER BY id')
