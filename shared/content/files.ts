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

export const contentFiles: readonly ContentFile[] = [
  { file: 'owner.json', schema: ownerSchema },
  { file: 'home.json', schema: homeFileSchema },
  { file: 'about.json', schema: aboutContentSchema },
  { file: 'services.json', schema: servicesFileSchema },
  { file: 'portfolio.json', schema: portfolioFileSchema },
  { file: 'products.json', schema: productsFileSchema },
  { file: 'faqs.json', schema: faqsFileSchema },
  { file: 'testimonials.json', schema: homeTestimonialsFileSchema },
  { file: 'service-testimonials.json', schema: serviceTestimonialsFileSchema },
  { file: 'studio.json', schema: studioContentSchema },
  { file: 'contact-steps.json', schema: contactStepsFileSchema },
  { file: 'images.json', schema: imagesFileSchema },
]

const spanish = z.locales.es()

/** 'questions › n.º 3 › answer': a field's place, counting entries from 1 as she does. */
const fieldPath = (path: readonly PropertyKey[]): string =>
  path.map((key) => (typeof key === 'number' ? `n.º ${key + 1}` : String(key))).join(' › ') ||
  '(el archivo entero)'

type Parsed = { ok: true; data: unknown } | { ok: false; problems: string[] }

/** One file read and parsed with its schema: its data, or its problems as lines. */
function parse({ file, schema }: ContentFile, read: (file: string) => string | null): Parsed {
  const where = `content/${file}`
  const source = read(file)
  if (source === null) return { ok: false, problems: [`${where}: falta el archivo`] }
  let data: unknown
  try {
    data = JSON.parse(source)
  } catch (error) {
    return { ok: false, problems: [`${where}: no es JSON válido (${(error as Error).message})`] }
  }
  const result = schema.safeParse(data, { error: spanish.localeError })
  if (result.success) return { ok: true, data }
  return {
    ok: false,
    problems: result.error.issues.map(
      (issue) => `${where} › ${fieldPath(issue.path)}: ${issue.message}`,
    ),
  }
}

/**
 * Every problem of every content file, one line each ('content/faqs.json › questions ›
 * n.º 3 › answer: no puede quedar vacío'); empty when all are valid. `read` gives a
 * file's text by its path under content/, or null when it is missing. A photo or work a
 * file names must be in the files read, not elsewhere (references.ts).
 */
export function contentFileProblems(read: (file: string) => string | null): string[] {
  const parsed = new Map(contentFiles.map((entry) => [entry.file, parse(entry, read)]))
  const dataOf = (file: string) => {
    const result = parsed.get(file)
    return result?.ok ? result.data : undefined
  }
  const known = knownIn(dataOf('images.json'), dataOf('portfolio.json'))
  // Names are checked only against files that parsed: a broken one says so itself.
  const knowable = dataOf('images.json') !== undefined && dataOf('portfolio.json') !== undefined
  return contentFiles.flatMap((entry) => {
    const result = parsed.get(entry.file)!
    if (!result.ok) return result.problems
    const broken = [
      ...(knowable ? brokenReferences(entry.schema, result.data, known) : []),
      ...(entry.file === 'images.json' ? shellKeysTaken(result.data) : []),
    ]
    return broken.map(({ path, message }) => `content/${entry.file} › ${fieldPath(path)}: ${message}`)
  })
}

/** Throws with every problem listed; the build calls this before prerendering. */
export function assertValidContent(read: (file: string) => string | null): void {
  const problems = contentFileProblems(read)
  if (problems.length > 0) {
    throw new Error(`El contenido tiene errores:\n  ${problems.join('\n  ')}`)
  }
}
