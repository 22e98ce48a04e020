/**
 * Patch: Newsreader Light's "¡" (@fontsource/newsreader, latin-300-normal).
 *
 * In Fontsource's static Light upright, the inverted exclamation mark is drawn wrong: its dot
 * is a speck (the glyph stops at y 808 where the 200 and 400 weights reach ~890) and its stem
 * is thinner than the "!" beside it, so "¡Envianos tu consulta!" opens on a hairline. In every
 * other weight and in the italic, "¡" is exactly "!" turned 180° (checked on the 400:
 * x' = 517 − x, y' = 877 − y). The build gives the Light the same: "¡" becomes a composite
 * glyph, the "!" rotated, kept on its own advance (so no line breaks anywhere) with equal side
 * bearings, its foot where the broken glyph's was. "¿" is drawn well in every weight.
 *
 * Applied to the TrueType subset before it is compressed (scripts/build/fonts/subset.ts).
 * The anchor is the broken shape itself: if "¡" is no longer shorter than "!", or either glyph
 * is not the simple two-contour outline it was, the build stops naming the package's version
 * (tests/build/fonts.test.ts), and this file should be deleted once a release draws it right.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { glyphLookup } from './fallback-metrics.ts'

export const patchName = 'newsreader-exclamdown'

/** The build's hashed file this patch is for (Vite keeps Fontsource's name before the hash). */
export const patchedFile = (fileName: string): boolean =>
  fileName.startsWith('newsreader-latin-300-normal-')

export const newsreaderVersion = (): string =>
  (
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../../node_modules/@fontsource/newsreader/package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version

export class FontPatchError extends Error {}

/** Byte ranges of a TrueType font's tables, by tag. */
function tableRanges(font: Buffer): Map<string, { offset: number; length: number }> {
  const ranges = new Map<string, { offset: number; length: number }>()
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16
    ranges.set(font.toString('latin1', at, at + 4), {
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    })
  }
  return ranges
}

/** Returns a copy of `font` (TrueType, not WOFF) whose "¡" is its "!" turned 180°. */
export function patchExclamdown(font: Buffer): Buffer {
  const stop = (why: string) =>
    new FontPatchError(
      `font patch ${patchName} no longer applies to @fontsource/newsreader@${newsreaderVersion()}: ${why} (scripts/build/fonts/${patchName}.ts; delete it if "¡" is drawn right now)`,
    )
  const out = Buffer.from(font)
  const ranges = tableRanges(out)
  const table = (tag: string) => {
    const range = ranges.get(tag)
    if (!range) throw stop(`no ${tag} table`)
    return out.subarray(range.offset, range.offset + range.length)
  }
  const head = table('head')
  const loca = table('loca')
  const glyf = table('glyf')
  const hhea = table('hhea')
  const hmtx = table('hmtx')
  const glyphOf = glyphLookup(table('cmap'))
  const longLoca = head.readInt16BE(50) === 1
  const start = (glyph: number) =>
    longLoca ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2
  const outline = (glyph: number) => {
    const data = glyf.subarray(start(glyph), start(glyph + 1))
    if (data.length < 10 || data.readInt16BE(0) !== 2) throw stop(`glyph ${glyph} changed shape`)
    return {
      data,
      xMin: data.readInt16BE(2),
      yMin: data.readInt16BE(4),
      xMax: data.readInt16BE(6),
      yMax: data.readInt16BE(8),
    }
  }
  const exclam = glyphOf(0x21)
  const exclamdown = glyphOf(0xa1)
  if (!exclam || !exclamdown) throw stop('"!" or "¡" is missing')
  const upright = outline(exclam)
  const inverted = outline(exclamdown)
  if (inverted.yMax - inverted.yMin >= 0.95 * (upright.yMax - upright.yMin))
    throw stop('"¡" is as tall as "!": the dot is drawn')

  const metricsCount = hhea.readUInt16BE(34)
  const advance = (glyph: number) => hmtx.readUInt16BE(4 * Math.min(glyph, metricsCount - 1))
  // x' = dx − x, y' = dy − y: centred on its own advance, the foot where it was.
  const dx = Math.round((advance(exclam) + advance(exclamdown)) / 2)
  const dy = inverted.yMin + upright.yMax
  if (inverted.data.length < 26) throw stop('"¡" is too short to hold a composite')
  const composite = Buffer.alloc(inverted.data.length)
  composite.writeInt16BE(-1, 0)
  composite.writeInt16BE(dx - upright.xMax, 2)
  composite.writeInt16BE(dy - upright.yMax, 4)
  composite.writeInt16BE(dx - upright.xMin, 6)
  composite.writeInt16BE(dy - upright.yMin, 8)
  // ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES | WE_HAVE_A_TWO_BY_TWO; the matrix is −1, 0, 0, −1.
  composite.writeUInt16BE(0x0083, 10)
  composite.writeUInt16BE(exclam, 12)
  composite.writeInt16BE(dx, 14)
  composite.writeInt16BE(dy, 16)
  composite.writeInt16BE(-0x4000, 18)
  composite.writeInt16BE(0, 20)
  composite.writeInt16BE(0, 22)
  composite.writeInt16BE(-0x4000, 24)
  // Same length as the glyph it replaces (zeros after it): no table moves.
  composite.copy(inverted.data)
  // The left side bearing is the glyph's xMin.
  const lsbAt =
    exclamdown < metricsCount
      ? 4 * exclamdown + 2
      : 4 * metricsCount + 2 * (exclamdown - metricsCount)
  hmtx.writeInt16BE(dx - upright.xMax, lsbAt)
  return out
}
