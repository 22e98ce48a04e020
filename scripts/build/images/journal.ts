/**
 * The journal's photos for the image step: each entry's cover and the photos of its
 * story, read from content/diario/ with fs (the bundles read it with Vite instead:
 * shared/content/journal-entries.ts). A photo an entry names that is not in
 * photos/diario/ stops the build here, naming the entry.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { journalNames } from '../../ops/content-dir.ts'
import type { ImageSpec } from '../../../shared/content/images/types.ts'

type JournalModule = typeof import('../../../shared/content/journal.ts')
type SchemaModule = typeof import('../../../shared/content/schema/journal.ts')

export async function journalPhotos(
  root: string,
): Promise<{ images: Record<string, ImageSpec>; problems: string[] }> {
  const load = <T>(file: string) => tsImport(path.join(root, file), import.meta.url) as Promise<T>
  const { journalImages } = await load<JournalModule>('shared/content/journal.ts')
  const { journalEntrySchema } = await load<SchemaModule>('shared/content/schema/journal.ts')
  const dir = path.join(root, 'content/diario')
  const images: Record<string, ImageSpec> = {}
  const problems: string[] = []
  for (const name of journalNames(path.join(root, 'content'))) {
    // A file that does not parse is the content check's to report, with its fields.
    let parsed
    try {
      parsed = journalEntrySchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
    } catch {
      continue
    }
    if (!parsed.success) continue
    for (const [key, spec] of Object.entries(journalImages(parsed.data))) {
      if (!existsSync(path.join(root, spec.photo)))
        problems.push(`content/diario/${name}: no está la foto ${spec.photo.slice(1)}`)
      else if (images[key] && images[key].photo !== spec.photo)
        problems.push(
          `content/diario/${name}: ${spec.photo.slice(1)} y ${images[key].photo?.slice(1)} tienen el mismo nombre; renombrá una`,
        )
      else images[key] ??= spec
    }
  }
  return { images, problems }
}
