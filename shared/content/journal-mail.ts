/**
 * The journal entries she asked to mail to her subscribers, as the build publishes them
 * for the Worker: a small JSON file among the static assets, read by the 5-minute cron
 * through the ASSETS binding (the Worker's bundle never reads content/). Only published
 * entries with "Enviar por mail a mis suscriptores" on are listed.
 */
import type { JournalEntry } from './journal'
import { paths } from '../site/routes'

/** Where the build writes the list (dist/client) and the Worker reads it. */
export const journalMailManifestPath = '/diario/envios.json'

/** The campaign tag of every link in these mails: visits count under the source "Mail". */
export const newsletterUtm = 'utm_source=newsletter&utm_medium=email'

/** One entry as its mail needs it; addresses are absolute, text is plain. */
export interface JournalMailEntry {
  /** Its editor-made id, or `slug:<file name>` for an entry from before ids. */
  id: string
  slug: string
  /** The entry's page, absolute, without the campaign tag. */
  url: string
  title: string
  summary: string
  date: string
  cover: { src: string; width: number; height: number; alt: string }
  /** The story's first paragraphs, plain text. */
  lead: string[]
}

export interface JournalMailManifest {
  version: 1
  entries: JournalMailEntry[]
}

/** The built JPEG of a photo: absolute address and size (mail clients show JPEG, not AVIF). */
export type BuiltPhoto = (key: string) => { src: string; width: number; height: number }

/** The manifest of `entries` (already published ones) for `origin`. */
export function journalMailManifest(
  entries: readonly JournalEntry[],
  origin: string,
  photo: BuiltPhoto,
): JournalMailManifest {
  return {
    version: 1,
    entries: entries
      .filter((entry) => entry.newsletter)
      .map((entry) => ({
        id: entry.id ?? `slug:${entry.slug}`,
        slug: entry.slug,
        url: `${origin}${paths.journalEntry(entry.slug)}`,
        title: entry.title,
        summary: entry.summary,
        date: entry.date,
        cover: { ...photo(entry.coverKey), alt: entry.cover.alt },
        lead: entry.lead,
      })),
  }
}
