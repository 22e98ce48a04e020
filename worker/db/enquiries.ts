/** Enquiries and their public references. */

export type EnquiryKind = 'families' | 'brands' | 'product'

export const referencePrefix: Record<EnquiryKind, string> = {
  families: 'FAM',
  brands: 'MAR',
  product: 'PRO',
}

/** Argentina is UTC-3 all year (no daylight saving): the month is hers, not UTC's. */
const argentinaOffsetMs = -3 * 60 * 60 * 1000

/** 'FAM-2611' for a families enquiry in November 2026 (Buenos Aires time). */
export function referenceKey(kind: EnquiryKind, now: number): string {
  const local = new Date(now + argentinaOffsetMs)
  const yy = String(local.getUTCFullYear() % 100).padStart(2, '0')
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0')
  return `${referencePrefix[kind]}-${yy}${mm}`
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

export async function findReferenceBySubmission(
  db: D1Database,
  submissionId: string,
): Promise<string | null> {
  const row = await db
    .prepare('SELECT reference FROM enquiries WHERE submission_id = ?')
    .bind(submissionId)
    .first<{ reference: string }>()
  return row?.reference ?? null
}

export function insertEnquiry(
  db: D1Database,
  e: {
    kind: EnquiryKind
    fields: Record<string, unknown>
    visitorEmail: string
    reference: string
    submissionId?: string
    spam: boolean
  },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO enquiries (kind, fields, visitor_email, reference, submission_id, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      e.kind,
      JSON.stringify(e.fields),
      e.visitorEmail,
      e.reference,
      e.submissionId ?? null,
      e.spam ? 'spam' : 'received',
      now,
    )
}
