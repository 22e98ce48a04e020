/**
 * A message's files, built from D1 as it is sent (so no copy of the data waits in
 * the outbox). Resend takes the content as base64; workerd has no Buffer.
 */
import { subscribersCsv } from '../../shared/csv'
import type { MessageAttachment } from '../db/messages'
import { dailyCounts } from '../db/insight'
import { confirmedUntil, enquiriesOfDigest } from '../db/reports'
import { base64Utf8 } from '../reports/base64'
import { enquiriesCsv, undeliveredEnquiry } from './enquiryDigest'
import { countsCsv } from '../insight/summary'

async function csvOf(db: D1Database, a: MessageAttachment): Promise<string> {
  switch (a.source) {
    case 'confirmed-subscribers':
      return subscribersCsv(await confirmedUntil(db, a.until))
    case 'site-counts':
      return countsCsv(await dailyCounts(db, a.until, a.weeks))
    case 'digest-enquiries': {
      const rows = await enquiriesOfDigest(db, a.digestKey)
      return enquiriesCsv(rows.flatMap((r) => undeliveredEnquiry(r) ?? []))
    }
  }
}

export function attachmentFiles(db: D1Database, list: readonly MessageAttachment[]) {
  return Promise.all(
    list.map(async (a) => ({
      filename: a.filename,
      content: base64Utf8(await csvOf(db, a)),
      contentType: 'text/csv; charset=utf-8',
    })),
  )
}
