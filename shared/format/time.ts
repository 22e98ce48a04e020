/**
 * Times as the photographer reads them: Buenos Aires, UTC-3 all year since 2009
 * (no daylight saving). Stored times are Unix epoch milliseconds.
 */
export const buenosAiresOffsetMs = -3 * 60 * 60 * 1000

export const dayMs = 24 * 60 * 60 * 1000

/** '2026-11-23 09:05' in Buenos Aires time: sortable, and Excel reads it as a date everywhere. */
export function buenosAiresDateTime(ms: number): string {
  return new Date(ms + buenosAiresOffsetMs).toISOString().slice(0, 16).replace('T', ' ')
}

/** '2026-11-23': the Buenos Aires calendar day, the key of the daily counters. */
export const buenosAiresDay = (ms: number): string => buenosAiresDateTime(ms).slice(0, 10)

/** When the Buenos Aires day holding `ms` began. */
export function buenosAiresDayStart(ms: number): number {
  const local = ms + buenosAiresOffsetMs
  return local - (((local % dayMs) + dayMs) % dayMs) - buenosAiresOffsetMs
}

/** '2026-11-23' → '23/11/2026': a day as she writes it, for mail text. */
export function dayAsWritten(day: string): string {
  const [y, m, d] = day.split('-')
  return `${d}/${m}/${y}`
}

/** '23/11/2026': the Buenos Aires date of `ms`, as she writes it. */
export const buenosAiresDate = (ms: number): string => dayAsWritten(buenosAiresDay(ms))
