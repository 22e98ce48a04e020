/**
 * Daily Cron Trigger: a mail to the owner listing the enquiries whose mail to her
 * failed after every retry (outgoing_messages 'enquiry-owner' in 'failed'), so no
 * enquiry is silently dropped. Each is listed once: the digest's message and the
 * digested_at marks are written in one batch, keyed by the listed message ids, so
 * a second run (or a race) lists nothing twice. Nothing failed → no mail.
 */
import { products } from '../../shared/content/products'
import type { BrandsValues, FamiliesValues, ProductEnquiryValues } from '../../shared/schemas'
import type { EnquiryKind } from '../db/enquiries'
import { insertMessage, messageIdsByKeys } from '../db/messages'
import { brandsEnquiry } from '../mail/brands'
import type { EnquiryMailInput } from '../mail/enquiry'
import { enquiryDigestMail, type UndeliveredEnquiry } from '../mail/enquiryDigest'
import { familiesEnquiry } from '../mail/families'
import { deliver } from '../mail/outbox'
import { productEnquiry } from '../mail/product'
import { hashToken } from '../tokens'

/** One mail stays readable; more wait for the next day's digest. */
export const digestLimit = 50

interface FailedRow {
  message_id: number
  last_error: string | null
  kind: EnquiryKind
  fields: string
  visitor_email: string
  reference: string
  created_at: number
}

/** The same rows the owner's mail had; fields were validated by the form's schema when stored. */
function enquiryOf(row: FailedRow): EnquiryMailInput {
  const fields: unknown = JSON.parse(row.fields)
  switch (row.kind) {
    case 'families':
      return familiesEnquiry(fields as FamiliesValues, row.reference)
    case 'brands':
      return brandsEnquiry(fields as BrandsValues, row.reference)
    case 'product': {
      const values = fields as ProductEnquiryValues & { productId: string }
      const title = products.find((p) => p.hash === values.productId)?.title ?? values.productId
      return productEnquiry(values, title, row.reference)
    }
  }
}

export type DigestResult = 'sent' | 'nothing-failed' | 'no-owner' | 'already-made'

export async function sendEnquiryDigest(env: Env, now: number): Promise<DigestResult> {
  const owner = env.OWNER_EMAIL
  if (!owner) {
    // Left unmarked: the first digest after OWNER_EMAIL is set lists them.
    console.warn('enquiry digest skipped: no OWNER_EMAIL')
    return 'no-owner'
  }
  const db = env.DB
  const { results } = await db
    .prepare(
      `SELECT m.id AS message_id, m.last_error, e.kind, e.fields, e.visitor_email, e.reference,
         e.created_at
       FROM outgoing_messages m JOIN enquiries e ON e.id = m.enquiry_id
       WHERE m.template = 'enquiry-owner' AND m.status = 'failed' AND m.digested_at IS NULL
       ORDER BY e.created_at, m.id LIMIT ?`,
    )
    .bind(digestLimit)
    .all<FailedRow>()
  if (results.length === 0) return 'nothing-failed'

  const list: UndeliveredEnquiry[] = results.map((row) => ({
    enquiry: enquiryOf(row),
    visitorEmail: row.visitor_email,
    createdAt: row.created_at,
    lastError: row.last_error,
  }))
  const ids = results.map((r) => r.message_id)
  const key = `enquiry-digest:${await hashToken(ids.join(','))}`
  try {
    await db.batch([
      insertMessage(
        db,
        {
          template: 'enquiry-digest',
          recipient: owner,
          mail: await enquiryDigestMail(list),
          idempotencyKey: key,
        },
        now,
      ),
      db
        .prepare(
          `UPDATE outgoing_messages SET digested_at = ?1
           WHERE id IN (${ids.map(() => '?').join(',')}) AND digested_at IS NULL`,
        )
        .bind(now, ...ids),
    ])
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint/i.test(error.message)) return 'already-made'
    throw error
  }
  await deliver(env, await messageIdsByKeys(db, [key]), now)
  return 'sent'
}
