// Type-only import: this module stays out of the date library's chunk.
import type { CalendarDate } from '@internationalized/date'

import { siteLocale } from '../../../../shared/locale'

// Made on first use: the first Intl object of a page loads the browser's locale
// data, which a page that never shows a date should not pay for.
let monthName: Intl.DateTimeFormat | undefined

/** The spec's display format 'MMMM D, YYYY' in Spanish: 'marzo 5, 2027'. */
export function formatLongDate(date: CalendarDate): string {
  monthName ??= new Intl.DateTimeFormat(siteLocale, { month: 'long', timeZone: 'UTC' })
  const month = monthName.format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
  return `${month} ${date.day}, ${date.year}`
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Loads the browser's locale data ahead of the date picker, in two tasks, so that
 * the first Intl object of the page is not one long task. The picker's collator
 * (for typing "p" for p. m.) is made only when someone types a letter
 * (scripts/react-aria-plugin.ts): collation data alone took 20–40 ms here.
 */
export async function warmIntl(): Promise<void> {
  await nextTask()
  new Intl.Locale(siteLocale).maximize()
  await nextTask()
  new Intl.DateTimeFormat(siteLocale).resolvedOptions()
}
