/**
 * The content the photographer edits: one data file each in content/, and the schema
 * the build parses it with. A file that breaks its schema stops the build with the
 * file, the field and a Spanish explanation (`contentFileProblems`). Build-time only:
 * zod stays out of the client bundle.
 */
import { z } from 'zod'
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

/**
 * Every problem of every content file, one line each ('content/faqs.json › questions ›
 * n.º 3 › answer: no puede quedar vacío'); empty when all are valid. `read` gives a
 * file's text by its path under content/, or null when it is missing.
 */
export function contentFileProblems(read: (file: string) => string | null): string[] {
  return contentFiles.flatMap(({ file, schema }) => {
    const where = `content/${file}`
    const source = read(file)
    if (source === null) return [`${where}: falta el archivo`]
    let data: unknown
    try {
      data = JSON.parse(source)
    } catch (error) {
      return [`${where}: no es JSON válido (${(error as Error).message})`]
    }
    const result = schema.safeParse(data, { error: spanish.localeError })
    if (result.success) return []
    return result.error.issues.map(
      (issue) => `${where} › ${fieldPath(issue.path)}: ${issue.message}`,
    )
  })
}
