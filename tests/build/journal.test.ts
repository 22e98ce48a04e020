/**
 * The journal at build time (no browser): an entry that breaks its rules stops the
 * build naming the file and the field, in Spanish; an entry's address is its file's
 * name, so a new title keeps it; a draft stays off the site.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { journalProblems } from '../../shared/content/files'
import {
  filteredEntries,
  journalEntry,
  journalFilterBySlug,
  journalFilters,
  neighbours,
  relatedEntries,
} from '../../shared/content/journal'
import type { JournalEntryFile } from '../../shared/content/schema/journal'
import { contentDir, contentReader, journalNames } from '../../scripts/ops/content-dir'
import { buildCopyWith } from './build-copy'

const shipped = contentReader(contentDir)
const example = 'la-primera-semana-de-olivia.json'
const exampleData = JSON.parse(shipped(`diario/${example}`) ?? '{}') as JournalEntryFile

/** The problems of the journal with these files besides (or instead of) the shipped ones. */
function problemsWith(files: Record<string, unknown>): string[] {
  const read = (file: string) => {
    const name = file.replace(/^diario\//, '')
    return name in files ? JSON.stringify(files[name]) : shipped(file)
  }
  return journalProblems(read, [...new Set([...journalNames(contentDir), ...Object.keys(files)])])
}

test('should accept the shipped entries', () => {
  expect(journalNames(contentDir).length).toBeGreaterThanOrEqual(2)
  expect(problemsWith({})).toEqual([])
})

test('should refuse an entry whose cover photo has no description, naming file and field', () => {
  const entry = { ...exampleData, cover: { ...exampleData.cover, alt: ' ' } }
  expect(problemsWith({ [example]: entry })).toEqual([
    `content/diario/${example} › cover › alt: no puede quedar vacío`,
  ])
})

test('should refuse two entries at one address, and names that are not addresses', () => {
  expect(
    problemsWith({ 'La-Primera-Semana-de-Olivia.json': exampleData, 'pagina.json': exampleData }),
  ).toEqual([
    'content/diario/La-Primera-Semana-de-Olivia.json: el nombre del archivo es la dirección de la entrada: solo minúsculas sin acentos, números y guiones',
    `content/diario/${example}: la dirección /diario/la-primera-semana-de-olivia ya la usa La-Primera-Semana-de-Olivia.json`,
    'content/diario/pagina.json: /diario/pagina es una dirección del sitio; renombrá el archivo',
  ])
})

test('should refuse a photo in the story with no description or from outside the editor', () => {
  const body = `Hola.\n\n![](/photos/diario/muestra-olivia-manos.jpg)\n\n![Una foto](https://example.com/x.jpg)`
  expect(problemsWith({ [example]: { ...exampleData, body } })).toEqual([
    `content/diario/${example} › body: la foto n.º 1 (/photos/diario/muestra-olivia-manos.jpg) no tiene descripción: escribí qué se ve en ella`,
    `content/diario/${example} › body: la foto n.º 2 (https://example.com/x.jpg) debe ser una foto subida desde el editor a photos/diario/`,
  ])
})

test('should refuse a photo inside a list, a quote or a heading (it goes between paragraphs)', () => {
  const body = `Hola.\n\n- ![Las manos](/photos/diario/muestra-olivia-manos.jpg)\n\n> ![La familia](/photos/diario/muestra-olivia-familia.jpg)`
  expect(problemsWith({ [example]: { ...exampleData, body } })).toEqual([
    `content/diario/${example} › body: la foto n.º 1 (/photos/diario/muestra-olivia-manos.jpg) debe ir entre párrafos, no dentro de una lista, una cita o un título`,
    `content/diario/${example} › body: la foto n.º 2 (/photos/diario/muestra-olivia-familia.jpg) debe ir entre párrafos, no dentro de una lista, una cita o un título`,
  ])
})

test('should set her straight quotes as typographic ones, and leave the rest of her words alone', () => {
  const body = 'Querían fotos "como somos", con \'su\' luz... y nada más -- (c) 2026.'
  const html = journalEntry('x', { ...exampleData, body })
    .blocks.map((block) => ('html' in block ? block.html : ''))
    .join('')
  expect(html).toContain(
    '<p>Querían fotos “como somos”, con ‘su’ luz... y nada más -- (c) 2026.</p>',
  )
})

test('should render the story without raw HTML or script links, marking other sites rel="noopener"', () => {
  const body =
    'Texto <script>alert(1)</script> y [Instagram](https://instagram.com/x), [el estudio](/studio) y [mal](javascript:alert(1)).\n\n# Un título'
  const html = journalEntry('x', { ...exampleData, body })
    .blocks.map((block) => ('html' in block ? block.html : ''))
    .join('')
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).not.toContain('<script')
  expect(html).toContain('<a href="https://instagram.com/x" rel="noopener">Instagram</a>')
  expect(html).toContain('<a href="/studio">el estudio</a>')
  expect(html).not.toContain('href="javascript:')
  // The page's title is its only h1.
  expect(html).toContain('<h2>Un título</h2>')
})

test(
  'should stop the build for a photo that is not there, naming the entry',
  { timeout: 240_000 },
  async () => {
    const entry = {
      ...exampleData,
      cover: { ...exampleData.cover, photo: '/photos/diario/no-esta.jpg' },
    }
    const built = await buildCopyWith({
      [`content/diario/${example}`]: JSON.stringify(entry, null, 2),
    })
    try {
      expect(built.status).not.toBe(0)
      expect(built.output).toContain(
        `content/diario/${example}: no está la foto photos/diario/no-esta.jpg`,
      )
    } finally {
      await built.remove()
    }
  },
)

test(
  'should keep an entry at its address when its title changes, publish a new one and keep a draft off the site',
  { timeout: 240_000 },
  async () => {
    const renamed = { ...exampleData, title: 'Olivia, once días' }
    const fresh = {
      ...exampleData,
      title: 'Una tarde en el estudio',
      kind: 'studio',
      date: '2026-11-20',
    }
    const draft = { ...exampleData, title: 'Todavía no', draft: true }
    const built = await buildCopyWith({
      [`content/diario/${example}`]: JSON.stringify(renamed),
      'content/diario/una-tarde-en-el-estudio.json': JSON.stringify(fresh),
      'content/diario/todavia-no.json': JSON.stringify(draft),
    })
    try {
      expect(built.status, built.output).toBe(0)
      const page = (file: string) => readFileSync(path.join(built.dist, file), 'utf8')
      expect(page('diario/la-primera-semana-de-olivia.html')).toContain('Olivia, once días')
      const list = page('diario.html')
      // Newest first.
      expect(list.indexOf('Una tarde en el estudio')).toBeLessThan(
        list.indexOf('Olivia, once días'),
      )
      expect(list).not.toContain('Todavía no')
      expect(() => page('diario/todavia-no.html')).toThrow()
      expect(page('sitemap.xml')).toContain(
        '/diario/una-tarde-en-el-estudio</loc><lastmod>2026-11-20<',
      )
      expect(page('sitemap.xml')).not.toContain('todavia-no')
      expect(page('diario/feed.xml')).toContain('<title>Una tarde en el estudio</title>')
      expect(page('diario/feed.xml')).not.toContain('Todavía no')
    } finally {
      await built.remove()
    }
  },
)

test('should show each story photo at the width its title names, and two "par" photos side by side', () => {
  const body = [
    'Hola.',
    '![Manos](/photos/diario/muestra-olivia-manos.jpg "ancho")',
    '![Familia](/photos/diario/muestra-olivia-familia.jpg "Pantalla completa")',
    '![Portada](/photos/diario/muestra-olivia-portada.jpg "par")',
    '![Lucía](/photos/diario/muestra-lucia-portada.jpg "par")',
    '![Pareja](/photos/diario/muestra-lucia-pareja.jpg)',
  ].join('\n\n')
  const blocks = journalEntry('x', { ...exampleData, body }).blocks.filter((b) => !('html' in b))
  expect(blocks).toEqual([
    { photo: 'diario-muestra-olivia-manos', width: 'wide' },
    { photo: 'diario-muestra-olivia-familia', width: 'full' },
    { pair: ['diario-muestra-olivia-portada', 'diario-muestra-lucia-portada'] },
    { photo: 'diario-muestra-lucia-pareja', width: 'column' },
  ])
})

test('should refuse a photo width the site does not know, and a "par" photo with no partner', () => {
  const body = [
    'Hola.',
    '![Manos](/photos/diario/muestra-olivia-manos.jpg "gigante")',
    '![Familia](/photos/diario/muestra-olivia-familia.jpg "par")',
    'Texto entre las dos.',
    '![Portada](/photos/diario/muestra-olivia-portada.jpg "par")',
  ].join('\n\n')
  expect(problemsWith({ [example]: { ...exampleData, body } })).toEqual([
    `content/diario/${example} › body: la foto n.º 1 (/photos/diario/muestra-olivia-manos.jpg) tiene el título “gigante”: para su ancho escribí “columna”, “ancho”, “pantalla completa”, “par”, o dejalo vacío`,
    `content/diario/${example} › body: la foto n.º 2 (/photos/diario/muestra-olivia-familia.jpg) dice “par” pero no tiene al lado otra foto con “par”: poné las dos seguidas, sin texto entre ellas`,
    `content/diario/${example} › body: la foto n.º 3 (/photos/diario/muestra-olivia-portada.jpg) dice “par” pero no tiene al lado otra foto con “par”: poné las dos seguidas, sin texto entre ellas`,
  ])
})

test('should go from an entry to the newer and older ones, and to up to three others of its kind', () => {
  const entries = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug, i) =>
    journalEntry(slug, {
      ...exampleData,
      kind: i === 1 ? 'embarazo' : 'recienNacido',
      date: `2026-10-${String(20 - i).padStart(2, '0')}`,
    }),
  )
  const [a, b, c, d, e, f] = entries
  expect(neighbours(entries, a!)).toEqual({ newer: undefined, older: b })
  expect(neighbours(entries, c!)).toEqual({ newer: b, older: d })
  expect(relatedEntries(entries, a!)).toEqual([c, d, e])
  expect(relatedEntries(entries, f!)).toEqual([a, c, d])
  expect(relatedEntries(entries, b!)).toEqual([])
})

test('should group the kinds of session into the four filters, each showing only its own', () => {
  expect(journalFilters.map((filter) => filter.label)).toEqual([
    'Recién nacido',
    'Embarazo',
    'Familias',
    'Marcas',
  ])
  const kinds = ['bebes', 'brands', 'family'] as const
  const entries = kinds.map((kind) => ({ kind }))
  expect(filteredEntries(entries, journalFilterBySlug('familias')!)).toEqual([
    { kind: 'bebes' },
    { kind: 'family' },
  ])
  expect(filteredEntries(entries, journalFilterBySlug('marcas')!)).toEqual([{ kind: 'brands' }])
})
