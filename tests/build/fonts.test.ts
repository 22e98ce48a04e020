/**
 * The font patch of the build (scripts/build/fonts/newsreader-exclamdown.ts) against the installed
 * Fontsource files: Newsreader Light's "¡" becomes its "!" turned, and a release that draws it
 * right, or reshapes it, stops the build naming the package's version.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { expect, it } from 'vitest'
import {
  newsreaderVersion,
  patchExclamdown,
} from '../../scripts/build/fonts/newsreader-exclamdown.ts'
import { glyphLookup } from '../../scripts/build/fonts/fallback-metrics.ts'

const files = path.resolve(import.meta.dirname, '../../node_modules/@fontsource/newsreader/files')
const truetype = async (file: string) =>
  Buffer.from(
    await subsetFont(readFileSync(path.join(files, file)), '¡!¿?Hola', { targetFormat: 'sfnt' }),
  )

/** The outline bounds of a character's glyph, and the components it is made of. */
function glyphOf(font: Buffer, char: string) {
  const tables = new Map<string, Buffer>()
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16
    const offset = font.readUInt32BE(at + 8)
    tables.set(
      font.toString('latin1', at, at + 4),
      font.subarray(offset, offset + font.readUInt32BE(at + 12)),
    )
  }
  const table = (tag: string) => tables.get(tag) ?? Buffer.alloc(0)
  const glyph = glyphLookup(table('cmap'))(char.codePointAt(0) ?? 0)
  const long = table('head').readInt16BE(50) === 1
  const loca = table('loca')
  const start = long ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2
  const data = table('glyf').subarray(start)
  return {
    glyph,
    contours: data.readInt16BE(0),
    height: data.readInt16BE(8) - data.readInt16BE(4),
    width: data.readInt16BE(6) - data.readInt16BE(2),
    firstComponent: data.readInt16BE(0) < 0 ? data.readUInt16BE(12) : undefined,
  }
}

it('should draw Newsreader Light\'s "¡" as its "!" turned, dot and all', async () => {
  const before = await truetype('newsreader-latin-300-normal.woff2')
  expect(glyphOf(before, '¡').height).toBeLessThan(0.95 * glyphOf(before, '!').height)

  const after = patchExclamdown(before)
  const exclam = glyphOf(after, '!')
  const exclamdown = glyphOf(after, '¡')
  expect(exclamdown.contours).toBe(-1)
  expect(exclamdown.firstComponent).toBe(exclam.glyph)
  expect(exclamdown).toMatchObject({ height: exclam.height, width: exclam.width })
})

it('should stop the build naming the version when "¡" is drawn right', async () => {
  const regular = await truetype('newsreader-latin-400-normal.woff2')
  expect(() => patchExclamdown(regular)).toThrow(
    `newsreader-exclamdown no longer applies to @fontsource/newsreader@${newsreaderVersion()}`,
  )
})
