/**
 * What the build makes of the journal besides its pages: the paths to prerender, each
 * page's head, the Atom feed and the sitemap's dates. It reads the entries through
 * Vite (content/journal-entries.ts), so the Worker never imports it.
 */
import type { BlogPosting, Thing, WithContext } from 'schema-dts'
import { journalEntries } from './content/journal-entries'
import { journalPageCount, type JournalEntry } from './content/journal'
import { breadcrumbs, journalTitle, titleSuffix, type Head } from './head'
import { contentCatalog } from './catalog'
import { owner } from './owner'
import { paths, resolvePath } from './routes'

const journalDescription =
  'Historias de sesiones de embarazo, recién nacidos, bebés, familias y marcas en Canning: cómo fueron, contadas en fotos.'

const isPosting = (data: WithContext<Thing>): data is WithContext<BlogPosting> =>
  (data as { '@type'?: unknown })['@type'] === 'BlogPosting'

/** An entry's head with its photo in the BlogPosting, once the build knows the photo's address. */
export function withShareImage(head: Head, url: string): Head {
  return {
    ...head,
    jsonLd: head.jsonLd.map((data) => (isPosting(data) ? { ...data, image: [url] } : data)),
  }
}

/** The journal's catalog: which entries and list pages were built. */
export const journalCatalog = {
  hasJournalEntry: (slug: string) => journalEntries.some((entry) => entry.slug === slug),
  hasJournalPage: (page: number) => page >= 2 && page <= journalPageCount(journalEntries),
}

/** The list's pages and every published entry. */
export const journalPaths = (): string[] => [
  ...Array.from({ length: journalPageCount(journalEntries) }, (_, i) => paths.journal(i + 1)),
  ...journalEntries.map((entry) => paths.journalEntry(entry.slug)),
]

/** A date of an entry as a moment: noon in Buenos Aires that day. */
const moment = (date: string) => `${date}T12:00:00-03:00`

const posting = (entry: JournalEntry, url: string, origin: string): WithContext<BlogPosting> => ({
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
  inLanguage: 'es-AR',
})

/** The head of a journal path, or undefined for any other path (shared/head.ts has those). */
export function journalHead(path: string, origin: string): Head | undefined {
  const r = resolvePath(path, { ...contentCatalog, ...journalCatalog })
  if (r.kind !== 'page') return undefined
  const feed = `${origin}${paths.journalFeed}`
  const home: [string, string] = ['Inicio', paths.home]
  const list: [string, string] = [journalTitle, paths.journal()]
  if (r.route === 'journal' || r.route === 'journalPage') {
    const page = r.route === 'journal' ? 1 : Number(path.split('/').pop())
    return {
      title: `${journalTitle}${page > 1 ? `, página ${page}` : ''}${titleSuffix}`,
      description: journalDescription,
      canonical: `${origin}${path}`,
      feed,
      jsonLd: [
        breadcrumbs(origin, page > 1 ? [home, list, [`Página ${page}`, path]] : [home, list]),
      ],
    }
  }
  if (r.route !== 'journalEntry') return undefined
  const entry = journalEntries.find((e) => paths.journalEntry(e.slug) === path)
  if (!entry) return undefined
  const canonical = `${origin}${path}`
  return {
    title: entry.title + titleSuffix,
    description: entry.summary,
    canonical,
    ogType: 'article',
    feed,
    jsonLd: [
      posting(entry, canonical, origin),
      breadcrumbs(origin, [home, list, [entry.title, path]]),
    ],
  }
}

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
export const journalLastmod = (): Record<string, string> => ({
  ...Object.fromEntries(
    journalPaths()
      .filter((path) => !journalEntries.some((e) => paths.journalEntry(e.slug) === path))
      .map((path) => [path, journalEntries[0]?.date ?? '']),
  ),
  ...Object.fromEntries(journalEntries.map((e) => [paths.journalEntry(e.slug), e.date])),
})
