/**
 * The editor's "Foto" for journal stories, as the build wrote it for the editor's page
 * (dist/client/admin/editor.js: `npm run build` first): what it reads from a story it
 * writes back unchanged, for every width, and it finds every photo of the shipped entries.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { bodyPhotos } from '../../shared/content/journal'
import {
  defaultJournalPhotoWord,
  journalPhotoWidths,
  type JournalEntryFile,
} from '../../shared/content/schema/journal'
import { contentDir, contentReader, journalNames } from '../../scripts/ops/content-dir'
import { editorScriptPath } from '../../scripts/build/admin'
import type { StoryPhoto, storyPhotoComponent } from '../../client/admin/story-photo'

type Component = ReturnType<typeof storyPhotoComponent>
const script = readFileSync(
  path.resolve(import.meta.dirname, '../../dist/client', editorScriptPath.slice(1)),
  'utf8',
)
const registered: Component[] = []
runInNewContext(script, {
  CMS: { registerEditorComponent: (definition: Component) => registered.push(definition) },
})
const [foto] = registered
const read = (markdown: string): StoryPhoto => {
  const match = markdown.match(foto!.pattern)
  expect(match, markdown).not.toBeNull()
  return foto!.fromBlock(match!)
}

test('should register one "Foto" whose width list is the schema\'s words, the default first', () => {
  expect(registered).toHaveLength(1)
  expect(foto).toMatchObject({ id: 'foto', label: 'Foto', mode: 'dialog' })
  const size = (
    foto!.fields as { name: string; options?: { value: string }[]; default?: string }[]
  ).find((field) => field.name === 'size')
  expect(size?.options?.map((option) => option.value)).toEqual(Object.keys(journalPhotoWidths))
  expect(size?.default).toBe(defaultJournalPhotoWord)
})

test('should write back exactly the Markdown it read, for every width', () => {
  for (const word of Object.keys(journalPhotoWidths)) {
    const markdown =
      word === defaultJournalPhotoWord
        ? '![Las manos de Olivia](/photos/diario/manos.webp)'
        : `![Las manos de Olivia](/photos/diario/manos.webp "${word}")`
    expect(read(markdown)).toEqual({
      src: '/photos/diario/manos.webp',
      alt: 'Las manos de Olivia',
      size: word,
    })
    expect(foto!.toBlock(read(markdown))).toBe(markdown)
  }
  // The default width is saved as no word; a word in capitals reads as the list's.
  expect(foto!.toBlock(read('![A](/photos/diario/a.webp "columna")'))).toBe(
    '![A](/photos/diario/a.webp)',
  )
  expect(read('![A](/photos/diario/a.webp "Pantalla completa")').size).toBe('pantalla completa')
  // A description with brackets survives the trip.
  const bracketed = '![Emma \\[3 años\\] y Tomás](/photos/diario/a.webp "par")'
  expect(read(bracketed).alt).toBe('Emma [3 años] y Tomás')
  expect(foto!.toBlock(read(bracketed))).toBe(bracketed)
})

test('should find every photo of the shipped entries, and leave their Markdown as it is', () => {
  const shipped = contentReader(contentDir)
  for (const name of journalNames(contentDir)) {
    const { body } = JSON.parse(shipped(`diario/${name}`) ?? '{}') as JournalEntryFile
    const global = new RegExp(foto!.pattern.source, 'g')
    const found = [...body.matchAll(global)]
    expect(
      found.map((m) => m.groups?.src),
      name,
    ).toEqual(bodyPhotos(body).map((p) => p.src))
    for (const match of found) expect(foto!.toBlock(foto!.fromBlock(match)), name).toBe(match[0])
  }
})
