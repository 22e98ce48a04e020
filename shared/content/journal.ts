/**
 * The journal: entries as the pages, the head, the feed and the image step use them.
 * Entries come in as parsed files by slug (journal-entries.ts reads them in the
 * bundles, the build's scripts with fs); this module only shapes them, renders their
 * Markdown at build time, and names their photos for the image pipeline.
 */
import MarkdownIt, { type Token } from 'markdown-it'
import type { FamilySection } from './sections'
import type { ImageKey, UploadedPhotoSpec } from './images'
import {
  journalPhotoWidths,
  type JournalEntryFile,
  type JournalKind,
  type JournalPhotoWidth,
} from './schema/journal'
import { journalPhotosFolder, uploadPattern } from './images/types'

export type { JournalKind, JournalPhotoWidth }
export { filteredEntries, journalFilterBySlug, journalFilters, type JournalFilter } from './journal-kinds'

/** Entries per page of /diario. */
export const journalPageSize = 12

/** How a kind of session reads on a card and above an entry's title. */
export const journalKindLabels: Record<JournalKind, string> = {
  embarazo: 'Embarazo',
  recienNacido: 'Recién nacido',
  bebes: 'Bebés',
  year: 'Primer año',
  family: 'Familia',
  brands: 'Marcas',
  studio: 'Estudio',
}

/** The family service's section a kind belongs to, if it is one. */
export const journalFamilySection: Partial<Record<JournalKind, FamilySection>> = {
  embarazo: 'embarazo',
  recienNacido: 'recienNacido',
  bebes: 'bebes',
  year: 'year',
}

/** The entries before and after one, in the list's order (newest first): the newer and the older. */
export function neighbours(
  entries: readonly JournalEntry[],
  entry: JournalEntry,
): { newer?: JournalEntry; older?: JournalEntry } {
  const i = entries.indexOf(entry)
  return { newer: i > 0 ? entries[i - 1] : undefined, older: entries[i + 1] }
}

/** Up to three other stories of the same kind of session, newest first. */
export const relatedEntries = (entries: readonly JournalEntry[], entry: JournalEntry): JournalEntry[] =>
  entries.filter((e) => e !== entry && e.kind === entry.kind).slice(0, 3)

/** A photo of the story: its key and how wide she wants it. */
export interface JournalPhoto {
  photo: ImageKey
  width: Exclude<JournalPhotoWidth, 'pair'>
}

/** A stretch of an entry's story: text as HTML, one of its photos, or two side by side. */
export type JournalBlock = { html: string } | JournalPhoto | { pair: [ImageKey, ImageKey] }

export interface JournalEntry extends Omit<JournalEntryFile, 'body'> {
  slug: string
  /** The story's first paragraphs as plain text (the mail to her subscribers quotes them). */
  lead: string[]
  coverKey: ImageKey
  blocks: JournalBlock[]
  /** Every photo of the entry, cover first: what the lightbox pages through. */
  photos: ImageKey[]
}

/** A photo's key in the image registry: 'diario-' and its file name. */
export const journalPhotoKey = (photo: string): ImageKey =>
  `diario-${photo
    .slice(photo.lastIndexOf('/') + 1)
    .replace(/\.[a-z]+$/, '')
    .replace(/[._]+/g, '-')
    .replace(/-+$/, '')}`

// Her straight quotes come out as typographic ones (“como somos”); nothing else is rewritten.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true, quotes: '“”‘’' })
// An indented line is a paragraph she indented, not code.
markdown.disable(['code', 'fence', 'table', 'replacements'])

const ours = /^(?:\/(?!\/)|#|mailto:|tel:)/
markdown.renderer.rules.link_open = (tokens, i, options, _env, self) => {
  const href = String(tokens[i]?.attrGet('href') ?? '')
  // Another site's page opens without a handle on ours.
  if (!ours.test(href)) tokens[i]?.attrSet('rel', 'noopener')
  return self.renderToken(tokens, i, options)
}
// The page's title is its one h1: a heading in the story starts at h2.
for (const rule of ['heading_open', 'heading_close'] as const)
  markdown.renderer.rules[rule] = (tokens, i, options, _env, self) => {
    const token = tokens[i]
    if (token?.tag === 'h1') token.tag = 'h2'
    return self.renderToken(tokens, i, options)
  }

interface BodyPhoto {
  src: string
  alt: string
  /** Its title in the Markdown: the word for its width, if she wrote one. */
  title: string
}

/** The width a photo's title asks for, or undefined for a word the site does not know. */
export const photoWidth = (title: string): JournalPhotoWidth | undefined =>
  title.trim() ? journalPhotoWidths[title.trim().toLowerCase() as keyof typeof journalPhotoWidths] : 'column'

const widthWords = Object.keys(journalPhotoWidths)
  .map((word) => `“${word}”`)
  .join(', ')

const isPhoto = (token: Token) => token.type === 'image'
const photoOf = (token: Token): BodyPhoto => ({
  src: String(token.attrGet('src') ?? ''),
  alt: token.children?.map((child) => child.content).join('').trim() ?? '',
  title: String(token.attrGet('title') ?? ''),
})

/** Splits the story into text and photos: a paragraph's photos stand on their own. */
function parseBody(body: string): ({ tokens: Token[] } | { photo: BodyPhoto })[] {
  const tokens = markdown.parse(body, {})
  const parts: ({ tokens: Token[] } | { photo: BodyPhoto })[] = []
  const text = (slice: Token[]) => {
    const last = parts.at(-1)
    if (last && 'tokens' in last) last.tokens.push(...slice)
    else parts.push({ tokens: slice })
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const inline = tokens[i + 1]
    const children = inline?.children ?? []
    // Photos stand in paragraphs of their own at the story's top level (bodyProblems).
    if (token.type !== 'paragraph_open' || token.level > 0 || !inline || !children.some(isPhoto)) {
      text([token])
      continue
    }
    const words = children.filter((child) => !isPhoto(child))
    if (words.some((child) => child.type === 'text' && child.content.trim())) {
      inline.children = words
      if (words[0]?.type === 'text') words[0].content = words[0].content.trimStart()
      text([token, inline, tokens[i + 2]!])
    }
    for (const child of children.filter(isPhoto)) parts.push({ photo: photoOf(child) })
    i += 2
  }
  return parts
}

/** Every photo the story shows, in order, and whether it stands in a top-level paragraph. */
function placedPhotos(body: string): (BodyPhoto & { inParagraph: boolean })[] {
  const tokens = markdown.parse(body, {})
  return tokens.flatMap((token, i) =>
    (token.children ?? []).filter(isPhoto).map((child) => ({
      ...photoOf(child),
      inParagraph: tokens[i - 1]?.type === 'paragraph_open' && tokens[i - 1]?.level === 0,
    })),
  )
}

/** Every photo the story shows, in order. */
export const bodyPhotos = (body: string): Omit<BodyPhoto, 'title'>[] =>
  placedPhotos(body).map(({ src, alt }) => ({ src, alt }))

/**
 * The story's parts with its photos placed: two photos in a row marked "par" become a
 * pair; a "par" photo with no partner next to it stays at the text's width.
 */
function placedParts(body: string): ({ tokens: Token[] } | { photo: BodyPhoto; width: JournalPhoto['width'] } | { pair: [BodyPhoto, BodyPhoto] })[] {
  const parts = parseBody(body)
  const placed: ReturnType<typeof placedParts> = []
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    if (!('photo' in part)) {
      placed.push(part)
      continue
    }
    const width = photoWidth(part.photo.title) ?? 'column'
    const next = parts[i + 1]
    if (width === 'pair' && next && 'photo' in next && photoWidth(next.photo.title) === 'pair') {
      placed.push({ pair: [part.photo, next.photo] })
      i++
    } else placed.push({ photo: part.photo, width: width === 'pair' ? 'column' : width })
  }
  return placed
}

/** The photos marked "par" that have no partner beside them, by their place in the story (from 1). */
function lonePairs(body: string): Set<number> {
  const photos = placedParts(body).flatMap((part) =>
    'pair' in part ? [...part.pair].map(() => false) : 'photo' in part ? [photoWidth(part.photo.title) === 'pair'] : [],
  )
  return new Set(photos.flatMap((lone, i) => (lone ? [i + 1] : [])))
}

const photoSrc = uploadPattern(journalPhotosFolder)

/** What is wrong with the story's photos, in Spanish, one line each. */
export const bodyProblems = (body: string): string[] => {
  const lone = lonePairs(body)
  return placedPhotos(body).flatMap(({ src, alt, title, inParagraph }, i) => [
    ...(inParagraph
      ? []
      : [`la foto n.º ${i + 1} (${src}) debe ir entre párrafos, no dentro de una lista, una cita o un título`]),
    ...(photoSrc.test(src)
      ? []
      : [`la foto n.º ${i + 1} (${src}) debe ser una foto subida desde el editor a ${journalPhotosFolder}/`]),
    ...(alt ? [] : [`la foto n.º ${i + 1} (${src}) no tiene descripción: escribí qué se ve en ella`]),
    ...(photoWidth(title)
      ? []
      : [`la foto n.º ${i + 1} (${src}) tiene el título “${title}”: para su ancho escribí ${widthWords}, o dejalo vacío`]),
    ...(lone.has(i + 1)
      ? [`la foto n.º ${i + 1} (${src}) dice “par” pero no tiene al lado otra foto con “par”: poné las dos seguidas, sin texto entre ellas`]
      : []),
  ])
}

/** An entry's photos for the image registry: cover and story, by key. */
export function journalImages(entry: JournalEntryFile): Record<ImageKey, UploadedPhotoSpec> {
  const photos = [{ src: entry.cover.photo, alt: entry.cover.alt }, ...bodyPhotos(entry.body)]
  return Object.fromEntries(
    photos.map(({ src, alt }) => [journalPhotoKey(src), { photo: src, alt }] as const),
  )
}

/** Paragraphs of the story a mail quotes before "Seguir leyendo". */
export const leadLength = 2

/** The story's first `count` paragraphs of words, as plain text (links keep their words). */
export function leadParagraphs(body: string, count = leadLength): string[] {
  const tokens = markdown.parse(body, {})
  const paragraphs: string[] = []
  tokens.forEach((token, i) => {
    if (token.type !== 'paragraph_open' || token.level > 0 || paragraphs.length >= count) return
    const words = (tokens[i + 1]?.children ?? [])
      .map((child) =>
        child.type === 'softbreak' || child.type === 'hardbreak'
          ? ' '
          : child.type === 'text' || child.type === 'code_inline'
            ? child.content
            : '',
      )
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
    if (words) paragraphs.push(words)
  })
  return paragraphs
}

/** An entry as the site shows it: its story rendered, its photos by key. */
export function journalEntry(slug: string, file: JournalEntryFile): JournalEntry {
  const { body, ...rest } = file
  const blocks: JournalBlock[] = placedParts(body).map((part) =>
    'pair' in part
      ? { pair: [journalPhotoKey(part.pair[0].src), journalPhotoKey(part.pair[1].src)] }
      : 'photo' in part
        ? { photo: journalPhotoKey(part.photo.src), width: part.width }
        : { html: markdown.renderer.render(part.tokens, markdown.options, {}) },
  )
  const coverKey = journalPhotoKey(file.cover.photo)
  const photos = [
    ...new Set([
      coverKey,
      ...blocks.flatMap((b) => ('pair' in b ? b.pair : 'photo' in b ? [b.photo] : [])),
    ]),
  ]
  return { ...rest, slug, lead: leadParagraphs(body), coverKey, blocks, photos }
}

/** Published entries, newest first (drafts stay off the site). */
export const publishedEntries = (
  files: Readonly<Record<string, JournalEntryFile>>,
): JournalEntry[] =>
  Object.entries(files)
    .filter(([, file]) => !file.draft)
    .map(([slug, file]) => journalEntry(slug, file))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))

/** How many pages the list takes (at least one, which says there is nothing yet). */
export const journalPageCount = (entries: readonly unknown[]): number =>
  Math.max(1, Math.ceil(entries.length / journalPageSize))
