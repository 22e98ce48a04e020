/**
 * What the build makes of the journal besides its pages: the paths to prerender, an
 * entry's JSON-LD, the Atom feed and the sitemap's dates. It reads the entries through
 * Vite (shared/content/journal-entries.ts), so the Worker never imports it.
 */
import type { BlogPosting, WithContext } from 'schema-dts'
import { journalEntries } from './journal-entries'
import {
  filteredEntries,
  journalFilters,
  journalPageCount,
  type JournalEntry,
} from './journal'
import { journalMailManifest, type BuiltPhoto, type JournalMailManifest } from './journal-mail'
import { journalDescription, journalTitle } from '../site/head'
import { owner } from './owner'
import { paths } from '../site/routes'

/** The list's pages, its filters by kind (each built even when empty) and every published entry. */
export const journalPaths = (): string[] => [
  ...Array.from({ length: journalPageCount(journalEntries) }, (_, i) => paths.journal(i + 1)),
  ...journalFilters.map((filter) => paths.journalKind(filter.slug)),
  ...journalEntries.map((entry) => paths.journalEntry(entry.slug)),
]

/** A date of an entry as a moment: noon in Buenos Aires that day. */
const moment = (date: string) => `${date}T12:00:00-03:00`

/** An entry as search engines read it: the JSON-LD of its page (client/pages/JournalEntry.tsx). */
export const journalPosting = (
  entry: JournalEntry,
  url: string,
  origin: string,
  image: string,
): WithContext<BlogPosting> => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: entry.title,
  description: entry.summary,
  url,
  mainEntityOfPage: url,
  datePublished: moment(entry.date),
  dateModified: moment(entry.date),
  author: { '@type': 'Organization', name: owner.brand, url: `${origin}/` },
  publisher: { '@type': 'Organization', name: owner.brand, url: `${origin}/` },
  // The build always knows the cover's address; npm run dev does not.
  ...(image ? { image: [image] } : {}),
  inLanguage: 'es-AR',
})

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The journal as an Atom feed (RFC 4287): every published entry, newest first. */
export function journalFeed(origin: string): string {
  const updated = journalEntries[0]?.date ?? '2026-01-01'
  const entries = journalEntries.map((entry) => {
    const url = `${origin}${paths.journalEntry(entry.slug)}`
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${moment(entry.date)}</published>`,
      `    <updated>${moment(entry.date)}</updated>`,
      `    <summary>${xml(entry.summary)}</summary>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-AR">',
    `  <id>${xml(`${origin}${paths.journal()}`)}</id>`,
    `  <title>${xml(`${journalTitle} · ${owner.brand}`)}</title>`,
    `  <subtitle>${xml(journalDescription)}</subtitle>`,
    `  <updated>${moment(updated)}</updated>`,
    `  <author><name>${xml(owner.brand)}</name><uri>${xml(`${origin}/`)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${origin}${paths.journalFeed}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${origin}${paths.journal()}`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

/** The day each journal page last changed, for the sitemap (the list: its newest entry). */
export function journalLastmod(): Record<string, string> {
  const dates: Record<string, string> = {}
  const newest = journalEntries[0]?.date
  if (newest)
    for (let page = 1; page <= journalPageCount(journalEntries); page++)
      dates[paths.journal(page)] = newest
  for (const filter of journalFilters) {
    const date = filteredEntries(journalEntries, filter)[0]?.date
    if (date) dates[paths.journalKind(filter.slug)] = date
  }
  for (const entry of journalEntries) dates[paths.journalEntry(entry.slug)] = entry.date
  return dates
}

/** The entries to mail to her subscribers, for the Worker's cron (shared/content/journal-mail.ts). */
export const journalMailList = (origin: string, photo: BuiltPhoto): JournalMailManifest =>
  journalMailManifest(journalEntries, origin, photo)
