/**
 * A photo's real format, told by its bytes, not its name: only the formats the site
 * publishes ever reach a decoder. An iPhone's HEIC, a GIF, a TIFF, an SVG or any other
 * file named .jpg stops the build (and the content check) here, naming the file, so a
 * decoder's bugs in formats we never publish are out of reach of a saved file.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type'
import { journalPhotosSubfolder } from '../../../shared/content/images/types.ts'

/** The formats the site publishes (and sharp encodes from), by the type file-type detects. */
export const publishedPhotoTypes: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
}

/** Why `name` may not be published, in Spanish; undefined when its bytes are a published format. */
export function photoFormatProblem(
  detected: FileTypeResult | undefined,
  name: string,
): string | undefined {
  if (detected && detected.mime in publishedPhotoTypes) return undefined
  const what = detected
    ? `es un archivo ${detected.ext.toUpperCase()}`
    : 'no se reconoce su formato'
  return `${name}: no es una foto que el sitio pueda publicar (${what}); guardala como JPG, PNG o WebP y subila de nuevo`
}

/** The message that stops the build or the content check, listing every refused photo. */
export const refusedPhotos = (problems: readonly string[]) =>
  `Fotos que el sitio no puede publicar:\n  ${problems.join('\n  ')}`

/** The problem of photo bytes already read, before they are handed to a decoder. */
export const bytesProblem = async (bytes: Uint8Array, name: string) =>
  photoFormatProblem(await fileTypeFromBuffer(bytes), name)

/**
 * The problems of `files` (absolute paths), each named relative to `base`. file-type
 * reads only each file's first bytes (a PNG's chunk headers, to tell it from APNG).
 */
export async function photoFormatProblems(
  files: readonly string[],
  base: string,
): Promise<string[]> {
  const problems = await Promise.all(
    files.map(async (file) =>
      photoFormatProblem(await fileTypeFromFile(file), path.relative(base, file)),
    ),
  )
  return problems.filter((problem) => problem !== undefined)
}

/**
 * Every file the build may read from `photosDir`: the files straight in it and in the
 * journal's folder, leaving out hidden files and the folder's README.
 */
export async function photoFiles(photosDir: string): Promise<string[]> {
  const list = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    return (
      entries
        // Not only plain files: a link is read as the file it points to, so it is judged as one.
        .filter((entry) => !entry.isDirectory() && !entry.name.startsWith('.'))
        .filter((entry) => entry.name.toLowerCase() !== 'readme.md')
        .map((entry) => path.join(dir, entry.name))
        .sort()
    )
  }
  return [...(await list(photosDir)), ...(await list(path.join(photosDir, journalPhotosSubfolder)))]
}
