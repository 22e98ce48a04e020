// Type-only import: this module stays out of the date library's chunk.
import type { CalendarDate } from '@internationalized/date'

export const dateLocale = 'es-AR'

const monthName = new Intl.DateTimeFormat(dateLocale, { month: 'long', timeZone: 'UTC' })

/** The spec's display format 'MMMM D, YYYY' in Spanish: 'marzo 5, 2027'. */
export function formatLongDate(date: CalendarDate): string {
  const month = monthName.format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
  return `${month} ${date.day}, ${date.year}`
}
