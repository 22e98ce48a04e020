import type { ContentCheck } from '../validate'

/** Zod schemas of the home content, and the checks the build runs on it. */
export const homeContentChecks: readonly ContentCheck[] = []
