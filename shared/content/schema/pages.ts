import type { ContentCheck } from '../validate'

/** Zod schemas of the pages content, and the checks the build runs on it. */
export const pagesContentChecks: readonly ContentCheck[] = []
