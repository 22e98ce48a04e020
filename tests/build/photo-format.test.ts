/**
 * A photo is judged by its bytes, not its name: a file named .jpg that is really an
 * SVG, a HEIC, a GIF, a TIFF or text stops the build and the content check, naming the
 * file in Spanish, and no decoder ever opens it; the four formats the site publishes pass.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { contentDir } from '../../scripts/ops/content-dir'

// Every call the image step makes to sharp is seen: a refused photo must reach none.
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default
  return { default: vi.fn(real) }
})
const { default: sharp } = await import('sharp')
const decoder = vi.mocked(sharp)
const { buildImages, ImageBuildError } = await import('../../scripts/build/images/pipeline.ts')

const root = path.resolve(import.meta.dirname, '../..')
const pixels = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#b49a86' } })

/** An iPhone photo's first bytes: an ISO box `ftyp` whose brand is HEIC, as AVIF's is `avif`. */
const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(64, 7),
])

const impostors: Record<string, () => Promise<Buffer>> = {
  'an SVG drawing': async () =>
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  'an iPhone HEIC': async () => heic,
  'a GIF': () => pixels().gif().toBuffer(),
  'a text file': async () => Buffer.from('Hola, esto no es una foto.\n'),
  'a TIFF': () => pixels().tiff().toBuffer(),
}

const published: Record<string, () => Promise<Buffer>> = {
  JPEG: () => pixels().jpeg().toBuffer(),
  PNG: () => pixels().png().toBuffer(),
  WebP: () => pixels().webp().toBuffer(),
  AVIF: () => pixels().avif().toBuffer(),
}

describe('a photo by its bytes', () => {
  let dir = ''
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'photo-format-'))
    await mkdir(path.join(dir, 'photos'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** The image step over one uploaded photo, saved as photos/<name> (the only one there). */
  async function build(name: string, bytes: Buffer) {
    rmSync(path.join(dir, 'photos'), { recursive: true })
    await mkdir(path.join(dir, 'photos'))
    await writeFile(path.join(dir, 'photos', name), bytes)
    decoder.mockClear()
    return buildImages({
      registry: { 'emma-en-el-jardin': { alt: 'Emma en el jardín', photo: `/photos/${name}` } },
      photosDir: path.join(dir, 'photos'),
      cacheDir: path.join(dir, 'cache'),
    })
  }

  for (const [kind, make] of Object.entries(impostors))
    test(`should stop the build on ${kind} named .jpg, naming it, before any decoder opens it`, async () => {
      const error = await build('img_2044.jpg', await make()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ImageBuildError)
      expect((error as Error).message).toMatch(
        /^Fotos que el sitio no puede publicar:\n {2}photos\/img_2044\.jpg: no es una foto que el sitio pueda publicar \(.+\); guardala como JPG, PNG o WebP y subila de nuevo$/,
      )
      expect(decoder).not.toHaveBeenCalled()
    })

  test('should say what a refused photo really is when its format is known', async () => {
    await expect(build('img_2044.jpg', heic)).rejects.toThrow('(es un archivo HEIC)')
    await expect(build('img_2045.png', await impostors['a GIF']!())).rejects.toThrow(
      'photos/img_2045.png: no es una foto que el sitio pueda publicar (es un archivo GIF)',
    )
    await expect(build('img_2046.webp', Buffer.from('hola'))).rejects.toThrow(
      '(no se reconoce su formato)',
    )
  })

  for (const [format, make] of Object.entries(published))
    test(`should publish a photo named .jpg whose bytes are ${format}`, async () => {
      const built = await build('img_2044.jpg', await make())
      expect(built.images['emma-en-el-jardin']).toMatchObject({
        source: 'photo',
        width: 64,
        height: 48,
      })
      expect(decoder).toHaveBeenCalled()
    })

  test('should list every refused photo of the journal and the site at once', async () => {
    await mkdir(path.join(dir, 'photos', 'diario'))
    await writeFile(path.join(dir, 'photos', 'diario', 'playa.jpg'), heic)
    await writeFile(path.join(dir, 'photos', 'menu.jpg'), await published.JPEG!())
    await writeFile(path.join(dir, 'photos', 'dibujo.jpg'), await impostors['an SVG drawing']!())
    decoder.mockClear()
    const error = await buildImages({
      registry: {
        playa: { alt: 'La playa', photo: '/photos/diario/playa.jpg' },
        menu: { alt: 'El menú', photo: '/photos/menu.jpg' },
        dibujo: { alt: 'Un dibujo', photo: '/photos/dibujo.jpg' },
      },
      photosDir: path.join(dir, 'photos'),
      cacheDir: path.join(dir, 'cache'),
    }).catch((e: unknown) => e)
    expect((error as Error).message.split('\n').map((line) => line.split(':')[0])).toEqual([
      'Fotos que el sitio no puede publicar',
      '  photos/diario/playa.jpg',
      '  photos/dibujo.jpg',
    ])
    expect(decoder).not.toHaveBeenCalled()
  })

  test('should stop the content check of a save with a HEIC named .jpg, within seconds, naming it', async () => {
    const content = path.join(dir, 'content')
    cpSync(contentDir, content, { recursive: true })
    await writeFile(path.join(dir, 'photos', 'img_2044.jpg'), heic)
    await mkdir(path.join(dir, 'photos', 'diario'))
    await writeFile(path.join(dir, 'photos', 'diario', 'bien.webp'), await published.WebP!())
    const check = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/ops/content-check.ts', ...args], {
        cwd: root,
        encoding: 'utf8',
      })
    const refused = check(content, path.join(dir, 'photos'))
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain(
      'Fotos que el sitio no puede publicar:\n  photos/img_2044.jpg: no es una foto que el sitio pueda publicar (es un archivo HEIC)',
    )
    expect(refused.stderr).not.toContain('bien.webp')
    rmSync(path.join(dir, 'photos', 'img_2044.jpg'))
    expect(check(content, path.join(dir, 'photos'))).toMatchObject({ status: 0 })
  })
})
