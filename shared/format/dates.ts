/**
 * Dates written out as people in Argentina say them: '15 de marzo de 2027'. Plain
 * tables instead of Intl, so the client loads no locale data to show a date and
 * the Worker writes the same words in mails.
 */

const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const

/** A calendar day; `month` is 1 to 12 (the shape of @internationalized/date's CalendarDate). */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate()

const written = ({ year, month, day }: CalendarDay): string =>
  `${day} de ${monthNames[month - 1]} de ${year}`

/**
 * '2027-03-15' (or { year: 2027, month: 3, day: 15 }) → '15 de marzo de 2027'.
 * Text that is not a real 'YYYY-MM-DD' day is returned as it came, so a mail never
 * fails over a date: it shows what was stored.
 */
export function longSpanishDate(date: string | CalendarDay): string {
  if (typeof date !== 'string') return written(date)
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  if (!match) return date
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const real = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month)
  return real ? written({ year, month, day }) : date
}
