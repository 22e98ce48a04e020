/**
 * The build's image step: loads the image registry, builds (or takes from cache)
 * every image, and turns problems into one clear message and a failed build.
 */
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { photosFolder, type ImageSpec } from '../../../shared/content/images/types.ts'
import { buildImages, ImageBuildError, type ImageBuild } from './pipeline.ts'
import { journalPhotos } from './journal.ts'

/** The registry is TypeScript with extensionless imports, which Node alone cannot load: tsx can. */
async function loadRegistry(root: string): Promise<Record<string, ImageSpec>> {
  const registry = (await tsImport(
    path.join(root, 'shared/content/images/index.ts'),
    import.meta.url,
  )) as {
    images: Record<string, ImageSpec>
  }
  return registry.images
}

export async function imageStep(root: string): Promise<ImageBuild> {
  try {
    const journal = await journalPhotos(root)
    if (journal.problems.length)
      throw new ImageBuildError(`Fotos del diario:\n  ${journal.problems.join('\n  ')}`)
    const build = await buildImages({
      registry: { ...(await loadRegistry(root)), ...journal.images },
      photosDir: path.join(root, photosFolder),
      cacheDir: path.join(root, '.cache/images'),
      requirePhotos: process.env.IMAGES_REQUIRE_PHOTOS === '1',
      log: (line) => console.log(line),
    })
    const photos = Object.values(build.images).filter((i) => i.source === 'photo').length
    const total = Object.keys(build.images).length
    console.log(
      `images: ${total} (${photos} photos, ${total - photos} placeholders), ${build.encoded} encoded, ${build.cached} from cache, ${(build.ms / 1000).toFixed(1)} s`,
    )
    return build
  } catch (error) {
    if (error instanceof ImageBuildError) {
      console.error(`\nImage step failed: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
