/**
 * The image step of the build (no browser): a photo dropped in or uploaded replaces its
 * placeholder, and a photo that cannot be used stops the build naming its key and file.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { shellImages } from '../../shared/content/images/shell'
import { buildImages, ImageBuildError } from '../../scripts/build/images/pipeline.ts'

describe('the image step', () => {
  const registry = { 'menu-panel': shellImages['menu-panel'] }
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'image-step-'))
  })
  afterEach(async () => rm(dir, { recursive: true, force: true }))

  const run = (requirePhotos = false) =>
    buildImages({
      registry,
      photosDir: path.join(dir, 'photos'),
      cacheDir: path.join(dir, 'cache'),
      requirePhotos,
    })

  test('should fail naming a photo whose name matches no image key', async () => {
    await writeFile(path.join(await mkdirp(dir, 'photos'), 'menu-panle.jpg'), 'x')
    await expect(run()).rejects.toThrow(/menu-panle\.jpg: no image key "menu-panle"/)
  })

  test('should fail naming the key and file of a photo that cannot be read', async () => {
    // A JPEG by its first bytes (so past the format check), cut short: sharp cannot read it.
    const jpeg = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#b49a86' },
    })
      .jpeg()
      .toBuffer()
    await writeFile(path.join(await mkdirp(dir, 'photos'), 'menu-panel.jpg'), jpeg.subarray(0, 300))
    const error = await run().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageBuildError)
    expect(String(error)).toMatch(/Image "menu-panel" could not be built from .*menu-panel\.jpg/)
  })

  test('should fail listing the keys without a photo when photos are required', async () => {
    await expect(run(true)).rejects.toThrow(/Missing photos .*: menu-panel/)
  })

  test('should use a dropped-in photo instead of the placeholder, never wider than it', async () => {
    const photo = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#b49a86' },
    })
      .jpeg()
      .toBuffer()
    await writeFile(path.join(await mkdirp(dir, 'photos'), 'menu-panel.jpeg'), photo)
    const built = (await run()).images['menu-panel']
    expect(built?.source).toBe('photo')
    expect([built?.width, built?.height]).toEqual([900, 1200])
    expect(built?.files.filter((f) => f.endsWith('.avif'))).toEqual(
      [320, 480, 640, 828, 900].map((w) => `menu-panel-${w}.${built?.hash}.avif`),
    )
  })
  test('should take a photo uploaded in the editor from the file its entry names, sized by its pixels', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#8a9a7b' },
    })
      .webp()
      .toBuffer()
    await writeFile(path.join(await mkdirp(dir, 'photos'), 'img_2044.webp'), photo)
    const build = await buildImages({
      registry: {
        'emma-en-el-jardin': { alt: 'Emma en el jardín', photo: '/photos/img_2044.webp' },
      },
      photosDir: path.join(dir, 'photos'),
      cacheDir: path.join(dir, 'cache'),
      requirePhotos: true,
    })
    const built = build.images['emma-en-el-jardin']
    expect(built?.source).toBe('photo')
    expect([built?.width, built?.height]).toEqual([1920, 1280])
    expect(built?.alt).toBe('Emma en el jardín')
  })

  test('should fail naming the entry whose uploaded photo is not in photos/', async () => {
    await mkdirp(dir, 'photos')
    await expect(
      buildImages({
        registry: {
          'emma-en-el-jardin': { alt: 'Emma en el jardín', photo: '/photos/img_2044.webp' },
        },
        photosDir: path.join(dir, 'photos'),
        cacheDir: path.join(dir, 'cache'),
      }),
    ).rejects.toThrow(
      'content/images.json › emma-en-el-jardin › photo: no está el archivo photos/img_2044.webp',
    )
  })
})

async function mkdirp(...parts: string[]) {
  const dir = path.join(...parts)
  await mkdir(dir, { recursive: true })
  return dir
}
