/**
 * Computes the metric overrides of the local fallback faces ("Newsreader Fallback",
 * "Source Sans 3 Fallback") from the real fonts' tables, so text set in a fallback
 * while the web font loads takes the same room and nothing jumps when it swaps.
 *
 *   node scripts/build/fonts/fallback-metrics.ts     prints the values written in client/styles/fonts.css
 *   (the serif twice: upright and italic)
 *
 * Fontsource ships WOFF1 files next to the woff2: WOFF1 tables are plain zlib, so
 * head/hhea/cmap/hmtx can be read with node:zlib alone. The local fallbacks are
 * measured from Liberation Serif / Liberation Sans, which have exactly the advance
 * widths and vertical metrics of Times New Roman / Arial (that is their purpose).
 *
 * Width: OS/2 xAvgCharWidth is useless here (Fontsource's subsets keep the full
 * font's value, inflated by wide glyphs), so the average advance is measured over a
 * Spanish sample, i.e. weighted by how often each character appears in our copy.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

export interface FontMetrics {
  unitsPerEm: number
  ascender: number
  descender: number
  lineGap: number
  /** Average advance per character of the Spanish sample, in font units. */
  avgWidth: number
}

const sample =
  'Fotografía emocional en Canning: sesiones de familia, embarazo, recién nacidos, bebés y ' +
  'primer año. Capturando la esencia de la vida en cada imagen, con cercanía, sensibilidad y ' +
  'confianza. Reservá tu sesión, contame qué imaginás y armamos juntas un recuerdo que dure.'

function tablesOf(file: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>()
  const signature = file.toString('latin1', 0, 4)
  if (signature === 'wOFF') {
    const count = file.readUInt16BE(12)
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20
      const offset = file.readUInt32BE(at + 4)
      const compLength = file.readUInt32BE(at + 8)
      const data = file.subarray(offset, offset + compLength)
      tables.set(
        file.toString('latin1', at, at + 4),
        compLength < file.readUInt32BE(at + 12) ? inflateSync(data) : data,
      )
    }
  } else {
    const count = file.readUInt16BE(4)
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16
      const offset = file.readUInt32BE(at + 8)
      tables.set(
        file.toString('latin1', at, at + 4),
        file.subarray(offset, offset + file.readUInt32BE(at + 12)),
      )
    }
  }
  return tables
}

/** Glyph id of a BMP code point, from the cmap's format 4 subtable. */
export function glyphLookup(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2)
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8)
    const encoding = cmap.readUInt16BE(6 + i * 8)
    const offset = cmap.readUInt32BE(8 + i * 8)
    if (!(platform === 3 && encoding === 1) && platform !== 0) continue
    if (cmap.readUInt16BE(offset) !== 4) continue
    const segs = cmap.readUInt16BE(offset + 6) / 2
    const ends = offset + 14
    const starts = ends + segs * 2 + 2
    const deltas = starts + segs * 2
    const ranges = deltas + segs * 2
    return (code) => {
      for (let s = 0; s < segs; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue
        const start = cmap.readUInt16BE(starts + s * 2)
        if (code < start) return 0
        const delta = cmap.readInt16BE(deltas + s * 2)
        const range = cmap.readUInt16BE(ranges + s * 2)
        if (range === 0) return (code + delta) & 0xffff
        const glyph = cmap.readUInt16BE(ranges + s * 2 + range + (code - start) * 2)
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff
      }
      return 0
    }
  }
  throw new Error('font has no Unicode BMP cmap')
}

export function fontMetrics(file: Buffer): FontMetrics {
  const tables = tablesOf(file)
  const table = (tag: string) => {
    const t = tables.get(tag)
    if (!t) throw new Error(`font has no ${tag} table`)
    return t
  }
  const hhea = table('hhea')
  const hmtx = table('hmtx')
  const metricsCount = hhea.readUInt16BE(34)
  const advance = (glyph: number) => hmtx.readUInt16BE(4 * Math.min(glyph, metricsCount - 1))
  const glyphOf = glyphLookup(table('cmap'))
  let total = 0
  for (const ch of sample) total += advance(glyphOf(ch.codePointAt(0) ?? 0))
  return {
    unitsPerEm: table('head').readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    avgWidth: total / [...sample].length,
  }
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`

/**
 * size-adjust scales the fallback to the web font's width; the vertical overrides are
 * relative to it. `kerning` corrects the width for what the advances alone miss: the
 * ratio of the two faces' rendered widths, measured in the browser.
 */
export function overrides(font: FontMetrics, fallback: FontMetrics, kerning = 1) {
  const sizeAdjust =
    (kerning * font.avgWidth) / font.unitsPerEm / (fallback.avgWidth / fallback.unitsPerEm)
  return {
    'size-adjust': pct(sizeAdjust),
    'ascent-override': pct(font.ascender / font.unitsPerEm / sizeAdjust),
    'descent-override': pct(Math.abs(font.descender) / font.unitsPerEm / sizeAdjust),
    'line-gap-override': pct(font.lineGap / font.unitsPerEm / sizeAdjust),
  }
}

const read = (...parts: string[]) => readFileSync(path.join(...parts))
const fontsource = (pkg: string, file: string) =>
  read(import.meta.dirname, '../../../node_modules/@fontsource', pkg, 'files', file)
const liberation = (file: string) => read('/usr/share/fonts/truetype/liberation', file)

if (import.meta.main) {
  const newsreader = fontMetrics(fontsource('newsreader', 'newsreader-latin-300-normal.woff'))
  const sourceSans = fontMetrics(fontsource('source-sans-3', 'source-sans-3-latin-400-normal.woff'))
  const newsreaderItalic = fontMetrics(fontsource('newsreader', 'newsreader-latin-300-italic.woff'))
  const serif = fontMetrics(liberation('LiberationSerif-Regular.ttf'))
  const serifItalic = fontMetrics(liberation('LiberationSerif-Italic.ttf'))
  const sans = fontMetrics(liberation('LiberationSans-Regular.ttf'))
  console.log({ newsreader, sourceSans, serif, sans })
  console.log('Newsreader Fallback', overrides(newsreader, serif))
  // Newsreader's italic kerns tightly: rendered, it is 0.984 of its advances' width
  // against Liberation Serif Italic (measured on the about quote in Chromium).
  console.log('Newsreader Fallback italic', overrides(newsreaderItalic, serifItalic, 0.984))
  console.log('Source Sans 3 Fallback', overrides(sourceSans, sans))
}
