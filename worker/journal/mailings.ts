/**
 * A journal entry mailed to her confirmed subscribers, once she has seen it:
 * 1. the 5-minute cron compares the build's list (manifest.ts) with `journal_mailings`: a
 *    new entry gets a row and her preview (with the confirm link); one edited before she
 *    confirmed gets a new preview (the old link stops working); one whose switch went off
 *    is cancelled. One sending or done is never sent again, whatever the list says.
 * 2. her POST on the link (routes/journalMailing.tsx) spends it and writes one outbox
 *    message per subscriber confirmed by then, key `journal:<entry>:<subscriber>`;
 * 3. the outbox delivers them after every other mail, within the day's allowance (limits.ts),
 *    and the cron writes any copy a crash left unwritten, then marks the mailing done.
 */
import { apiPaths } from '../../shared/forms/api'
import type { JournalMailEntry } from '../../shared/content/journal-mail'
import { dayMs } from '../../shared/format/time'
import {
  allMailings,
  cancelMailing,
  confirmedCount,
  finishMailing,
  addCopies,
  mailingProgress,
  missingRecipients,
  openPreview,
  entryOf,
  type Mailing,
} from '../db/journalMailings'
import type { NewMessage } from '../db/messages'
import { ownerAddress } from '../mail/config'
import { journalEntryMail } from '../mail/journalEntry'
import { journalPreviewMail } from '../mail/journalPreview'
import { errorName } from '../redact'
import { hashToken, newToken } from '../tokens'
import { log } from '../log'
import { journalDailyLimit, journalMail } from './limits'
import { entriesToMail } from './manifest'
import { signMailingToken } from './token'

const sameEntry = (a: JournalMailEntry, b: JournalMailEntry) =>
  JSON.stringify(a) === JSON.stringify(b)

/** Her link to a mailing's page. */
export const mailingUrl = (env: Env, token: string) =>
  `${env.SITE_ORIGIN}${apiPaths.journalMailing}?token=${token}`

/** Days a mailing to `audience` takes at `perDay` a day (at least one). */
export const daysFor = (audience: number, perDay: number) =>
  perDay > 0 ? Math.max(1, Math.ceil(audience / perDay)) : 1

async function mailPreview(
  env: Env,
  entry: JournalMailEntry,
  previewsBefore: number,
  now: number,
): Promise<'mailed' | 'no-owner' | 'no-key' | 'raced'> {
  const to = ownerAddress(env)
  if (!to) return 'no-owner'
  const expiresAt = now + journalMail.confirmLinkDays * dayMs
  const token = await signMailingToken(env, expiresAt)
  if (!token) return 'no-key'
  const audience = await confirmedCount(env.DB)
  const perDay = journalDailyLimit(env)
  const days = daysFor(audience, perDay)
  const message = async (previews: number): Promise<NewMessage> => ({
    template: 'journal-preview',
    recipient: to,
    mail: await journalPreviewMail({
      entry,
      audience,
      confirmUrl: mailingUrl(env, token),
      sampleUnsubscribeUrl: `${env.SITE_ORIGIN}${apiPaths.subscribersUnsubscribe}?token=muestra`,
      linkDays: journalMail.confirmLinkDays,
      ...(days > 1 && { pace: { perDay, days } }),
    }),
    idempotencyKey: `journal-preview:${entry.id}:${previews}`,
  })
  const link = { hash: await hashToken(token), expiresAt }
  const opened = await openPreview(env.DB, entry, link, audience, message, previewsBefore, now)
  return opened ? 'mailed' : 'raced'
}

/** Writes the copies not written yet, in chunks; returns how many it wrote. */
export async function writeCopies(env: Env, m: Mailing, now: number): Promise<number> {
  const entry = entryOf(m)
  let written = 0
  for (;;) {
    const people = await missingRecipients(env.DB, m, journalMail.enqueueChunk)
    if (people.length === 0) return written
    const copies: Parameters<typeof addCopies>[2][number][] = []
    for (const person of people) {
      const token = newToken()
      const unsubscribeUrl = `${env.SITE_ORIGIN}${apiPaths.subscribersUnsubscribe}?token=${token}`
      const message = {
        template: 'journal-entry',
        recipient: person.email,
        mail: await journalEntryMail({ entry, unsubscribeUrl }),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        idempotencyKey: `journal:${m.entry_id}:${person.id}`,
        subscriberId: person.id,
      } satisfies NewMessage
      copies.push({ message, unsubscribeHash: await hashToken(token) })
    }
    await addCopies(env.DB, m.id, copies, now)
    written += people.length
    // A person who left between the read and the write has no copy and is not read again.
    if (people.length < journalMail.enqueueChunk) return written
  }
}

/** Every sending mailing: copies a crash left unwritten, then done once nothing waits. */
async function advanceSending(env: Env, mailings: readonly Mailing[], now: number) {
  for (const m of mailings.filter((m) => m.status === 'sending')) {
    await writeCopies(env, m, now)
    const progress = await mailingProgress(env.DB, m)
    if (progress.queued === 0 && progress.unwritten === 0) await finishMailing(env.DB, m.id, now)
  }
}

export interface SyncResult {
  previews: number
  cancelled: number
}

/** The cron's step: previews for new (or edited) entries, cancellations, sending mailings advanced. */
export async function syncMailings(env: Env, now: number): Promise<SyncResult> {
  const result: SyncResult = { previews: 0, cancelled: 0 }
  const mailings = await allMailings(env.DB)
  const entries = await entriesToMail(env)
  if (entries) {
    for (const entry of entries) {
      // By its id, or by its address for an entry that had none when it was mailed.
      const known =
        mailings.find((m) => m.entry_id === entry.id) ??
        mailings.find((m) => m.slug === entry.slug && m.status !== 'cancelled')
      if (known && (known.status === 'sending' || known.status === 'done')) continue
      if (known && known.entry_id !== entry.id) continue
      if (known?.status === 'preview' && sameEntry(entryOf(known), entry)) continue
      const outcome = await mailPreview(env, entry, known?.previews ?? 0, now)
      if (outcome === 'mailed') result.previews++
      else log.warn('journal preview not mailed', { outcome })
    }
    const listed = new Set(entries.map((e) => e.id))
    for (const m of mailings.filter((m) => m.status === 'preview' && !listed.has(m.entry_id))) {
      if (await cancelMailing(env.DB, m.id, now)) result.cancelled++
    }
  }
  try {
    await advanceSending(env, await allMailings(env.DB), now)
  } catch (error) {
    log.error('journal mailing advance', { error: errorName(error) })
  }
  return result
}
