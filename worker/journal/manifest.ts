/**
 * The build's list of entries to mail (shared/content/journal-mail.ts), read from the static
 * assets. `manifestSource.read` is swapped by the Worker tests, which run without a build.
 * A list that cannot be read or parsed is null: the cron then creates and cancels nothing.
 */
import { z } from 'zod'
import { journalMailManifestPath, type JournalMailEntry } from '../../shared/content/journal-mail'
import { errorName } from '../redact'
import { log } from '../log'

const text = z.string().min(1)
const entrySchema = z.object({
  id: text.max(200),
  slug: text.max(200),
  url: z.url({ protocol: /^https?$/ }),
  title: text.max(300),
  summary: z.string().max(1000),
  date: z.string().max(20),
  cover: z.object({
    src: z.url({ protocol: /^https?$/ }),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().max(1000),
  }),
  lead: z.array(z.string().max(5000)).max(10),
})
const manifestSchema = z.object({ version: z.literal(1), entries: z.array(entrySchema).max(1000) })

async function fromAssets(env: Env): Promise<unknown> {
  const res = await env.ASSETS.fetch(new Request(new URL(journalMailManifestPath, env.SITE_ORIGIN)))
  if (!res.ok) throw new Error(`manifest answered ${res.status}`)
  return res.json()
}

export const manifestSource: { read: (env: Env) => Promise<unknown> } = { read: fromAssets }

/** The entries to mail now, or null when the list cannot be trusted. */
export async function entriesToMail(env: Env): Promise<JournalMailEntry[] | null> {
  try {
    const parsed = manifestSchema.safeParse(await manifestSource.read(env))
    if (parsed.success) return parsed.data.entries
    log.error('journal mail list malformed', { issues: parsed.error.issues.length })
  } catch (error) {
    log.error('journal mail list unreadable', { error: errorName(error) })
  }
  return null
}
