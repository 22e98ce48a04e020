/**
 * The content the photographer edits: one data file each in content/, and the schema
 * the build parses it with. A file that breaks its schema stops the build with the
 * file, the field and a Spanish explanation (`contentFileProblems`). Build-time only:
 * zod stays out of the client bundle.
 */
import { z } from 'zod'
import { brokenReferences, knownIn, shellKeysTaken } from './references'
import { imagesFileSchema } from './schema/images'
import { ownerSchema } from './schema/owner'
import {
  journalEntrySchema,
  journalPageSchema,
  reservedJournalSlugs,
  type JournalEntryFile,
} from './schema/journal'
import { bodyProblems } from './journal'
import { contentFileNames, journalFolder, type ContentFileName } from './folders'
import { journalSlugShape } from '../site/routes'
import {
  aboutContentSchema,
  contactStepsFileSchema,
  homeFileSchema,
  homeTestimonialsFileSchema,
  studioContentSchema,
} from './schema/home'
import {
  faqsFileSchema,
  portfolioFileSchema,
  productsFileSchema,
  servicesFileSchema,
  serviceTestimonialsFileSchema,
} from './schema/pages'

export interface ContentFile {
  /** Its path under content/. */
  file: string
  schema: z.ZodType
}

const schemas: Record<ContentFileName, z.ZodType> = {
  'owner.json': ownerSchema,
  'home.json': homeFileSchema,
  'about.json': aboutContentSchema,
  'services.json': servicesFileSchema,
  'portfolio.json': portfolioFileSchema,
  'products.json': productsFileSchema,
  'faqs.json': faqsFileSchema,
  'testimonials.json': homeTestimonialsFileSchema,
  'service-testimonials.json': serviceTestimonialsFileSchema,
  'studio.json': studioContentSchema,
  'contact-steps.json': contactStepsFileSchema,
  'journal.json': journalPageSchema,
  'images.json': imagesFileSchema,
}

export const contentFiles: readonly ContentFile[] = contentFileNames.map((file) => ({
  file,
  schema: schemas[file],
}))

const spanish = z.locales.es()

/** 'questions › n.º 3 › answer': a field's place, counting entries from 1 as she does. */
const fieldPath = (path: readonly PropertyKey[]): string =>
  path.map((key) => (typeof key === 'number' ? `n.º ${key + 1}` : String(key))).join(' › ') ||
  '(el archivo entero)'

/** A file read and parsed with its schema: its data (when it is JSON) and its problems by place. */
interface Parsed {
  /** Why the file could not be read as JSON at all. */
  unreadable?: string
  data?: unknown
  problems: { path: readonly PropertyKey[]; message: string }[]
}

function parse({ file, schema }: ContentFile, read: (file: string) => string | null): Parsed {
  const source = read(file)
  if (source === null) return { unreadable: 'falta el archivo', problems: [] }
  let data: unknown
  try {
    data = JSON.parse(source)
  } catch (error) {
    return { unreadable: `no es JSON válido (${(error as Error).message})`, problems: [] }
  }
  const result = schema.safeParse(data, { error: spanish.localeError })
  return { data, problems: result.success ? [] : result.error.issues }
}

/**
 * Every problem of every content file, one line each ('content/faqs.json › questions ›
 * n.º 3 › answer: no puede quedar vacío'); empty when all are valid. `read` gives a
 * file's text by its path under content/, or null when it is missing. A photo or work a
 * file names must be in the files read, not elsewhere (references.ts).
 */
export function contentFileProblems(read: (file: string) => string | null): string[] {
  const parsed = new Map(contentFiles.map((entry) => [entry.file, parse(entry, read)]))
  const validData = (file: string) => {
    const result = parsed.get(file)
    return result?.problems.length === 0 ? result.data : undefined
  }
  const images = validData('images.json')
  const portfolio = validData('portfolio.json')
  const known = knownIn(images, portfolio)
  return contentFiles.flatMap(({ file, schema }) => {
    const { unreadable, data, problems } = parsed.get(file)!
    const where = `content/${file}`
    if (unreadable) return [`${where}: ${unreadable}`]
    // Names are checked against the files they name once those parse (a broken one says
    // so itself), and not where the schema already found the field wrong.
    const wrong = new Set(problems.map((p) => fieldPath(p.path)))
    const broken =
      data === undefined || images === undefined || portfolio === undefined
        ? []
        : [
            ...brokenReferences(schema, data, known),
            ...(file === 'images.json' ? shellKeysTaken(data) : []),
          ].filter((p) => !wrong.has(fieldPath(p.path)))
    return [...problems, ...broken].map(({ path, message }) => `${where} › ${fieldPath(path)}: ${message}`)
  })
}

/** Folded as an address would be read: 'Sesión-de-Olivia' and 'sesion-de-olivia' are one. */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * Every problem of the journal's entries: a name that is no address or that another
 * entry already has, a file that breaks the schema, a photo in the story with no
 * description or not uploaded through the editor. (Whether the photos are there is
 * the image step's to say: scripts/build/images/journal.ts.)
 */
export function journalProblems(
  read: (file: string) => string | null,
  names: readonly string[],
): string[] {
  const seen = new Map<string, string>()
  const ids = new Map<string, string>()
  return [...names].sort().flatMap((name) => {
    const file = `${journalFolder}/${name}`
    const where = `content/${file}`
    const slug = name.replace(/\.json$/, '')
    const taken = seen.get(folded(slug))
    seen.set(folded(slug), name)
    if (!name.endsWith('.json')) return [`${where}: el diario solo guarda entradas .json`]
    if (taken) return [`${where}: la dirección /diario/${folded(slug)} ya la usa ${taken}`]
    if (!journalSlugShape.test(slug))
      return [
        `${where}: el nombre del archivo es la dirección de la entrada: solo minúsculas sin acentos, números y guiones`,
      ]
    if (reservedJournalSlugs.includes(slug))
      return [`${where}: /diario/${slug} es una dirección del sitio; renombrá el archivo`]
    const { unreadable, data, problems } = parse({ file, schema: journalEntrySchema }, read)
    if (unreadable) return [`${where}: ${unreadable}`]
    const entry = data as JournalEntryFile
    const body = problems.length ? [] : bodyProblems(entry.body)
    // A copied file keeps its id: two entries with one id would be mailed as one.
    const sameId = !problems.length && entry.id ? ids.get(entry.id) : undefined
    if (!problems.length && entry.id && !sameId) ids.set(entry.id, name)
    return [
      ...(sameId
        ? [`${where} › id: es el identificador de ${sameId}; borralo y el editor pone uno nuevo`]
        : []),
      ...problems.map(({ path, message }) => `${where} › ${fieldPath(path)}: ${message}`),
      ...body.map((message) => `${where} › body: ${message}`),
    ]
  })
}

/**
 * Throws with every problem listed; the build calls this before prerendering.
 * `journal` lists the file names in content/diario/.
 */
export function assertValidContent(
  read: (file: string) => string | null,
  journal: readonly string[] = [],
): void {
  const problems = [...contentFileProblems(read), ...journalProblems(read, journal)]
  if (problems.length > 0) {
    throw new Error(`El contenido tiene errores:\n  ${problems.join('\n  ')}`)
  }
}
