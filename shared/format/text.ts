/** Small text helpers for Spanish copy written by code (mails, the privacy policy). */

/** '1 día', '7 días': the count with the right form of the noun. */
export const plural = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`
