/**
 * The image pipeline: for every key of the image registry, take the real photo
 * from `photos/<key>.{jpg,jpeg,png,webp}` or, until there is one, a generated
 * placeholder, and encode it as AVIF and WebP at several widths plus one JPEG
 * fallback, with a tiny blurred preview and the average colour.
 *
 * Encoded files are cached in `.cache/images/<key>.<hash>/`, keyed by the hash of
 * the source and the settings, so a rebuild only encodes what changed. The same
 * hash names the published files, which therefore never change under their URL.
 */
import { createHash } from 'node:crypto'
import { access, copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import {
  imageKeyPattern,
  journalPhotosSubfolder,
  photoFormats,
  phoneCropSuffix,
  placeholderPixels,
  type ImageSpec,
  type PlaceholderSpec,
} from '../../../shared/content/images/types.ts'
import {
  imageFile,
  jpegWidthFor,
  widthsFor,
  type ImageMeta,
} from '../../../client/components/media/sources.ts'
import { placeholderPhoto, placeholderVersion, type RawImage } from './placeholder.ts'
import { bytesProblem, photoFormatProblems, refusedPhotos } from './photo-format.ts'

/**
 * Encoder settings. AVIF effort 1 encodes 5–10× faster than the default 4 for files
 * of about the same size at this quality (measured on the placeholders and on
 * photos with grain); WebP effort 2 is ~2× faster than 4 for ~5 % more bytes. On a
 * 2-core CI machine that is the difference between a build of seconds and minutes.
 */
export const encoding = {
  avif: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 2 },
  jpeg: { quality: 74, mozjpeg: true, progressive: true },
  /**
   * The preview: 16px wide, blurred before it is encoded so the browser's smooth
   * upscaling draws it soft, at a quality high enough to keep its colours (~180 bytes).
   */
  preview: { width: 16, blur: 1, quality: 90 },
} as const

/**
 * A phone crop fills a phone's width at 2–3 device pixels per CSS pixel, where coarser
 * quantisation doesn't show: at these settings its files weigh about half (the 828 px AVIF
 * of an opening, the first screen's LCP, 24 → 11 KB), which keeps a page opening on a
 * full-width photo as quick on a phone as one opening on a crop a third its size.
 */
export const phoneCropEncoding = {
  ...encoding,
  avif: { ...encoding.avif, quality: 40 },
  webp: { ...encoding.webp, quality: 62 },
} as const

const encodingFor = (key: string) => (key.endsWith(phoneCropSuffix) ? phoneCropEncoding : encoding)

/** Bump when the pipeline's output changes for the same source and settings. */
const pipelineVersion = 2

export const photoExtensions = Object.keys(photoFormats)

export interface BuiltImage extends ImageMeta {
  key: string
  /** A CSS `url(...)` of the blurred preview (a 16px WebP, blurred). */
  preview: string
  source: 'photo' | 'placeholder'
  /** Where the encoded files are, and their names. */
  dir: string
  files: string[]
  cached: boolean
}

export interface ImageBuild {
  images: Record<string, BuiltImage>
  encoded: number
  cached: number
  ms: number
}

export interface PipelineOptions {
  registry: Readonly<Record<string, ImageSpec>>
  photosDir: string
  cacheDir: string
  /** Fail when any key still uses a placeholder (for a release with every real photo). */
  requirePhotos?: boolean
  log?: (line: string) => void
}

/** A problem with the images, reported with everything needed to fix it. */
export class ImageBuildError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageBuildError'
  }
}

function checkRegistry(registry: Readonly<Record<string, ImageSpec>>): void {
  const problems: string[] = []
  for (const [key, spec] of Object.entries(registry)) {
    if (!imageKeyPattern.test(key)) problems.push(`"${key}": keys are kebab-case (a-z, 0-9, -)`)
    // An uploaded photo's size is its file's.
    if (spec.photo !== undefined) continue
    for (const side of ['width', 'height'] as const) {
      const v = spec[side]
      if (!Number.isInteger(v) || v < placeholderPixels.min || v > placeholderPixels.max)
        problems.push(
          `"${key}": ${side} must be a whole number of pixels between ${placeholderPixels.min} and ${placeholderPixels.max}, got ${v}`,
        )
    }
  }
  if (problems.length)
    throw new ImageBuildError(`Invalid image registry:\n  ${problems.join('\n  ')}`)
}

/**
 * Real photos by key: `photos/<key>.<ext>`, or the file an entry uploaded through the
 * editor names ('/photos/<name>'). Anything else is an error, not a silent skip.
 */
async function findPhotos(
  photosDir: string,
  registry: Readonly<Record<string, ImageSpec>>,
): Promise<Map<string, string>> {
  let entries
  try {
    entries = await readdir(photosDir, { withFileTypes: true })
  } catch {
    return new Map()
  }
  const names = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)
  const folders = new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name))
  const photos = new Map<string, string>()
  const problems: string[] = []
  const uploadedBy = new Map<string, string>()
  for (const [key, spec] of Object.entries(registry))
    if (spec.photo !== undefined) {
      const [name = '', inFolder] = spec.photo.split('/').slice(2)
      // A photo in the journal's folder: only the photos entries name are read, so a
      // deleted entry's photos may stay behind (images/journal.ts checks they are there).
      if (inFolder !== undefined && folders.has(name))
        photos.set(key, path.join(photosDir, name, inFolder))
      else if (names.includes(name)) uploadedBy.set(name, key)
      else
        problems.push(
          `content/images.json › ${key} › photo: no está el archivo ${path.basename(photosDir)}/${name}`,
        )
    }
  for (const folder of folders)
    if (folder !== journalPhotosSubfolder)
      problems.push(
        `${path.join(path.basename(photosDir), folder)}: a folder; photos go straight in ${path.basename(photosDir)}/`,
      )
  for (const name of names.sort()) {
    if (name.startsWith('.') || name.toLowerCase() === 'readme.md') continue
    const ext = path.extname(name).toLowerCase()
    const uploaded = uploadedBy.get(name)
    const key = uploaded ?? path.basename(name, path.extname(name))
    const rel = path.join(path.basename(photosDir), name)
    if (!photoExtensions.includes(ext))
      problems.push(`${rel}: unsupported format; use ${photoExtensions.join(', ')}`)
    else if (!uploaded && registry[key]?.photo !== undefined)
      problems.push(`${rel}: "${key}" already has its photo, ${registry[key]?.photo}`)
    else if (!(key in registry))
      problems.push(`${rel}: no image key "${key}" in content/images.json (typo?)`)
    else if (photos.has(key))
      problems.push(`${rel}: a second photo for "${key}" (also ${photos.get(key)})`)
    else photos.set(key, path.join(photosDir, name))
  }
  if (problems.length)
    throw new ImageBuildError(`Problems in ${photosDir}:\n  ${problems.join('\n  ')}`)
  return photos
}

/**
 * A photo's bytes, judged again as read: the bytes sharp is handed are the ones judged,
 * whatever became of the file since the first look.
 */
async function readPhoto(file: string, base: string): Promise<Buffer> {
  const bytes = await readFile(file)
  const problem = await bytesProblem(bytes, path.relative(base, file))
  if (problem) throw new ImageBuildError(problem)
  return bytes
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * The preview as a CSS url(). A plain image, not an SVG with a blur filter (which
 * looks the same): each SVG preview costs the browser a document of its own, about
 * 6–10 ms of main thread apiece on this machine, several times that on a phone.
 */
const previewUrl = (webp: Buffer): string =>
  `url("data:image/webp;base64,${webp.toString('base64')}")`

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0')

interface CacheMeta {
  width: number
  height: number
  color: string
  preview: string
  files: string[]
}

async function encode(
  key: string,
  hash: string,
  input: Buffer | RawImage,
  dir: string,
): Promise<CacheMeta> {
  // Normalise once: orientation from EXIF, sRGB, at most 1920px wide.
  const source = Buffer.isBuffer(input)
    ? sharp(input, { failOn: 'error' })
    : sharp(input.data, { raw: input.info })
  const { data, info } = await source
    .rotate()
    .resize({ width: 1920, withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const from = () => sharp(data, raw)

  const tmp = `${dir}.tmp-${process.pid}`
  await rm(tmp, { recursive: true, force: true })
  await mkdir(tmp, { recursive: true })
  const files: string[] = []
  const jobs: Promise<unknown>[] = []
  const settings = encodingFor(key)
  for (const w of widthsFor(info.width)) {
    const avif = imageFile(key, hash, w, 'avif')
    const webp = imageFile(key, hash, w, 'webp')
    files.push(avif, webp)
    jobs.push(from().resize(w).avif(settings.avif).toFile(path.join(tmp, avif)))
    jobs.push(from().resize(w).webp(settings.webp).toFile(path.join(tmp, webp)))
  }
  const jw = jpegWidthFor(info.width)
  const jpeg = imageFile(key, hash, jw, 'jpg')
  files.push(jpeg)
  jobs.push(from().resize(jw).jpeg(encoding.jpeg).toFile(path.join(tmp, jpeg)))
  const tiny = from()
    .resize(encoding.preview.width)
    .blur(encoding.preview.blur)
    .webp({ quality: encoding.preview.quality })
    .toBuffer()
  const average = from().resize(1, 1, { kernel: 'cubic' }).raw().toBuffer()
  const [tinyData, avg] = await Promise.all([tiny, average, ...jobs])

  const meta: CacheMeta = {
    width: info.width,
    height: info.height,
    color: `#${hex(avg[0] ?? 0)}${hex(avg[1] ?? 0)}${hex(avg[2] ?? 0)}`,
    preview: previewUrl(tinyData),
    files,
  }
  await writeFile(path.join(tmp, 'meta.json'), JSON.stringify(meta))
  // Publish the cache entry atomically: an interrupted build never leaves half an entry.
  await rm(dir, { recursive: true, force: true })
  await rename(tmp, dir)
  return meta
}

async function readCache(dir: string): Promise<CacheMeta | undefined> {
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as CacheMeta
    const present = await Promise.all(meta.files.map((f) => exists(path.join(dir, f))))
    return present.every(Boolean) ? meta : undefined
  } catch {
    return undefined
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export async function buildImages(options: PipelineOptions): Promise<ImageBuild> {
  const started = performance.now()
  const { registry, cacheDir, log = () => {} } = options
  checkRegistry(registry)
  const photos = await findPhotos(options.photosDir, registry)
  // Every photo's format from its bytes before any is decoded, all listed at once.
  const base = path.dirname(options.photosDir)
  const refused = await photoFormatProblems([...photos.values()], base)
  if (refused.length) throw new ImageBuildError(refusedPhotos(refused))
  if (options.requirePhotos) {
    const missing = Object.keys(registry).filter((k) => !photos.has(k))
    if (missing.length)
      throw new ImageBuildError(
        `Missing photos (required for this build) — add ${path.basename(options.photosDir)}/<key>.jpg for: ${missing.join(', ')}`,
      )
  }
  await mkdir(cacheDir, { recursive: true })

  const images: Record<string, BuiltImage> = {}
  let encoded = 0
  const keys = Object.keys(registry).sort()
  // Two images at a time keeps both cores busy (libvips threads within an image too).
  await pool(keys, Math.max(2, Math.min(4, os.availableParallelism())), async (key) => {
    const spec = registry[key] as ImageSpec
    const photo = photos.get(key)
    const label = photo ? path.relative(process.cwd(), photo) : `placeholder (${spec.subject})`
    try {
      let placeholder: PlaceholderSpec | undefined
      if (!photo) {
        if (spec.photo !== undefined)
          throw new ImageBuildError(`Image "${key}": its photo ${spec.photo} is missing`)
        placeholder = spec
      }
      const input = photo ? await readPhoto(photo, base) : undefined
      const sourceId = input
        ? sha(input)
        : JSON.stringify({
            placeholderVersion,
            key,
            w: spec.width,
            h: spec.height,
            s: spec.subject,
          })
      const hash = sha(
        JSON.stringify({ pipelineVersion, encoding: encodingFor(key), sourceId }),
      ).slice(0, 10)
      const dir = path.join(cacheDir, `${key}.${hash}`)
      let meta = await readCache(dir)
      const cached = meta !== undefined
      if (!meta) {
        meta = await encode(
          key,
          hash,
          input ?? (await placeholderPhoto(key, placeholder as PlaceholderSpec)),
          dir,
        )
        encoded++
        log(`  encoded ${key} from ${label}`)
      }
      images[key] = {
        key,
        hash,
        ...meta,
        alt: spec.alt,
        source: photo ? 'photo' : 'placeholder',
        dir,
        cached,
      }
    } catch (error) {
      if (error instanceof ImageBuildError) throw error
      const reason = error instanceof Error ? error.message : String(error)
      throw new ImageBuildError(`Image "${key}" could not be built from ${label}: ${reason}`)
    }
  })

  const ordered = Object.fromEntries(keys.map((k) => [k, images[k] as BuiltImage]))
  return {
    images: ordered,
    encoded,
    cached: keys.length - encoded,
    ms: performance.now() - started,
  }
}

/** Copies every encoded file into the published folder (e.g. dist/client/images). */
export async function emitImages(build: ImageBuild, outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true })
  const copies = Object.values(build.images).flatMap((img) =>
    img.files.map((f) => copyFile(path.join(img.dir, f), path.join(outDir, f))),
  )
  await Promise.all(copies)
  return copies.length
}

/**
 * What the browser bundle needs: the size, hash, colour and alt text of each key (no
 * previews: see head.ts). The registry itself stays out of the bundle.
 */
export function clientManifest(build: ImageBuild): Record<string, ImageMeta> {
  return Object.fromEntries(
    Object.values(build.images).map(({ key, width, height, hash, color, alt }) => [
      key,
      { width, height, hash, color, alt },
    ]),
  )
}
