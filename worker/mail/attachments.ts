/**
 * A message's files, built from D1 as it is sent (so no copy of the data waits in
 * the outbox). Resend takes the content as base64; workerd has no Buffer.
 */
import { subscribersCsv } from '../../shared/rules/csv'
import type { MessageAttachment } from '../db/messages'
import { dailyCounts } from '../db/insight'
import { confirmedUntil, enquiriesOfDigest } from '../db/reports'
import { enquiriesCsv, undeliveredEnquiry } from './enquiryDigest'
import { countsCsv } from '../insight/summary'
import { sitePages } from '../insight/pages'

async function csvOf(env: Env, a: MessageAttachment): Promise<string> {
  const db = env.DB
  switch (a.source) {
    case 'confirmed-subscribers':
      return subscribersCsv(await confirmedUntil(db, a.until))
    case 'site-counts':
      return countsCsv(await dailyCounts(db, a.until, a.weeks), await sitePages(env))
    case 'digest-enquiries': {
      const rows = await enquiriesOfDigest(db, a.digestKey)
      return enquiriesCsv(rows.flatMap((r) => undeliveredEnquiry(r) ?? []))
    }
  }
}

export function attachmentFiles(env: Env, list: readonly MessageAttachment[]) {
  return Promise.all(
    list.map(async (a) => ({
      filename: a.filename,
      content: base64Utf8(await csvOf(env, a)),
      contentType: 'text/csv; charset=utf-8',
    })),
  )
}

/** Base64 of a string's UTF-8 bytes: Resend attachments, with no Buffer in workerd. */
function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  // In chunks: String.fromCharCode(...bytes) overflows the stack on a long list.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}
