/**
 * Build-time content validation. Content modules hold plain typed data (so zod
 * stays out of the client bundle); the build runs every check listed here and
 * fails with a message naming the collection, the entry and the field.
 */
import type { z } from 'zod'
import { contentFileProblems } from './files'
import { homeContentChecks } from './schema/home'
import { pagesContentChecks } from './schema/pages'

export interface ContentCheck {
  /** The collection's name, e.g. 'works'. */
  name: string
  schema: z.ZodType
  entries: readonly unknown[]
  /** How an entry is named in errors, e.g. its id or title. */
  label?: (entry: unknown, index: number) => string
}

const defaultLabel = (entry: unknown, index: number): string => {
  if (entry && typeof entry === 'object') {
    const e = entry as Record<string, unknown>
    const key = e.id ?? e.hash ?? e.title ?? e.name
    if (typeof key === 'string' || typeof key === 'number') return `#${index} (${String(key)})`
  }
  return `#${index}`
}

/** Every problem of every collection, as readable lines; empty when all content is valid. */
export function contentProblems(checks: readonly ContentCheck[]): string[] {
  return checks.flatMap((check) =>
    check.entries.flatMap((entry, index) => {
      const result = check.schema.safeParse(entry)
      if (result.success) return []
      const label = (check.label ?? defaultLabel)(entry, index)
      return result.error.issues.map(
        (issue) => `${check.name} ${label}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`,
      )
    }),
  )
}

export const allContentChecks: readonly ContentCheck[] = [
  ...homeContentChecks,
  ...pagesContentChecks,
]

/**
 * Throws with every problem listed, those of the data files in content/ (read by
 * `read`) and those of the collections still written in code; the build calls this
 * before prerendering.
 */
export function assertValidContent(
  read: (file: string) => string | null,
  checks: readonly ContentCheck[] = allContentChecks,
): void {
  const problems = [...contentFileProblems(read), ...contentProblems(checks)]
  if (problems.length > 0) {
    throw new Error(`El contenido tiene errores:\n  ${problems.join('\n  ')}`)
  }
}
