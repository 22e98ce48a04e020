/// <reference types="vite/client" />
/**
 * The journal's published entries, read from content/diario/ when Vite bundles the
 * pages (import.meta.glob). The build's scripts read the folder with fs instead
 * (scripts/ops/content-dir.ts), and the Worker never imports this: it answers
 * /diario/* by the prerendered files alone.
 */
import { publishedEntries, type JournalEntry } from './journal'
import type { JournalEntryFile } from './schema/journal'

type EntryFile = Omit<JournalEntryFile, 'draft' | 'newsletter'> & {
  draft?: boolean
  newsletter?: boolean
}
const files = import.meta.glob<EntryFile>('../../content/diario/*.json', {
  eager: true,
  import: 'default',
})

/** Each file by its slug (its name); typed by its schema, which the build has parsed it with (files.ts). */
const bySlug: Record<string, JournalEntryFile> = Object.fromEntries(
  Object.entries(files).map(([file, data]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
    { ...data, draft: data.draft ?? false, newsletter: data.newsletter ?? false },
  ]),
)

export const journalEntries: readonly JournalEntry[] = publishedEntries(bySlug)
