/**
 * The editor's "Foto" for a journal story: a photo, its description and its width chosen
 * from a list, read from and written to exactly the Markdown the site parses
 * (shared/content/journal.ts): `![description](/photos/diario/file.webp "ancho")`, with no
 * word for the default width. Its fields and words come from the schema, through the build.
 */

/** What the build hands the editor's page (editor-config.ts `cmsStoryPhotoComponent`). */
export interface StoryPhotoSettings {
  id: string
  label: string
  /** The editor's fields for src, alt and size, from the story photo's schema. */
  fields: readonly object[]
  /** The width words, and the one saved as no word. */
  words: readonly string[]
  defaultWord: string
}

export interface StoryPhoto {
  src: string
  alt: string
  size: string
}

/** A Markdown image: its description (with \] escapes), address and optional title. */
const storyPhotoPattern =
  /!\[(?<alt>(?:[^\]\\]|\\.)*)\]\((?<src>[^\s()"]+)(?:\s+"(?<title>[^"]*)")?\)/

const escapeAlt = (alt: string) =>
  alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1')
const unescapeAlt = (alt: string) => alt.replace(/\\(.)/g, '$1')
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function storyPhotoComponent({ id, label, fields, words, defaultWord }: StoryPhotoSettings) {
  /** A title's width word as the list names it; a word the site does not know is kept as written. */
  const sizeOf = (title = '') => {
    const word = title.trim().toLowerCase()
    return !word ? defaultWord : words.includes(word) ? word : title
  }
  return {
    id,
    label,
    icon: 'image',
    // On the toolbar, as the image button was; the fields open in a dialog, and the story
    // shows a short line for each photo in between its paragraphs.
    trigger: 'button' as const,
    mode: 'dialog' as const,
    summary: `${label} · {{size}} · {{alt}}`,
    fields,
    pattern: storyPhotoPattern,
    fromBlock: (match: RegExpMatchArray): StoryPhoto => ({
      src: match.groups?.src ?? '',
      alt: unescapeAlt(match.groups?.alt ?? ''),
      size: sizeOf(match.groups?.title),
    }),
    toBlock: ({ src = '', alt = '', size = defaultWord }: Partial<StoryPhoto>): string =>
      src ? `![${escapeAlt(alt)}](${src}${size && size !== defaultWord ? ` "${size}"` : ''})` : '',
    toPreview: ({ src = '', alt = '' }: Partial<StoryPhoto>): string =>
      `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`,
  }
}
