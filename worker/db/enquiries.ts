/** Enquiries and their public references. */
import type { EnquiryKind } from '../../shared/forms/api'
import { buenosAiresDay } from '../../shared/format/time'

export type { EnquiryKind }

export const referencePrefix: Record<EnquiryKind, string> = {
  families: 'FAM',
  brands: 'MAR',
  product: 'PRO',
}

/** 'FAM-2611' for a families enquiry in November 2026 (Buenos Aires time: the month is hers). */
export function referenceKey(kind: EnquiryKind, now: number): string {
  const [yyyy = '', mm = ''] = buenosAiresDay(now).split('-')
  return `${referencePrefix[kind]}-${yyyy.slice(2)}${mm}`
}

export function formatReference(key: string, sequence: number): string {
  return `${key}-${String(sequence).padStart(4, '0')}`
}

/**
 * The next reference, e.g. 'FAM-2611-0007': a per kind and month counter bumped
 * atomically. A number used by a request that then fails is skipped, never reused.
 */
export async function nextReference(
  db: D1Database,
  kind: EnquiryKind,
  now: number,
): Promise<string> {
  const key = referenceKey(kind, now)
  const row = await db
    .prepare(
      `INSERT INTO reference_counters (key, last) VALUES (?1, 1)
       ON CONFLICT (key) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .bind(key)
    .first<{ last: number }>()
  if (!row) throw new Error('reference counter returned no row')
  return formatReference(key, row.last)
}

/** How many enquiries were stored since `since`. */
export async function countEnquiriesSince(db: D1Database, since: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM enquiries WHERE created_at >= ?')
    .bind(since)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** The enquiry stored under a submission id: its reference, kind and fields (as JSON). */
export async function findSubmission(
  db: D1Database,
  submissionId: string,
): Promise<{ reference: string; kind: EnquiryKind; fields: string } | null> {
  return db
    .prepare('SELECT reference, kind, fields FROM enquiries WHERE submission_id = ?')
    .bind(submissionId)
    .first<{ reference: string; kind: EnquiryKind; fields: string }>()
}

/**
 * The enquiry, written only while today's are under the ceiling: one statement, so
 * concurrent requests cannot all pass a count taken before (`meta.changes` says).
 */
export function insertEnquiry(
  db: D1Database,
  e: {
    kind: EnquiryKind
    fields: Record<string, unknown>
    visitorEmail: string
    reference: string
    submissionId?: string
    /** The page of the site it was sent from, if known. */
    page: string | null
  },
  now: number,
  ceiling: { dayStart: number; limit: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO enquiries (kind, fields, visitor_email, reference, submission_id, created_at, page)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?9
       WHERE (SELECT COUNT(*) FROM enquiries WHERE created_at >= ?7) < ?8`,
    )
    .bind(
      e.kind,
      JSON.stringify(e.fields),
      e.visitorEmail,
      e.reference,
      e.submissionId ?? null,
      now,
      ceiling.dayStart,
      ceiling.limit,
      e.page,
    )
}
