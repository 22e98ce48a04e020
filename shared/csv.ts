/**
 * The subscriber list as CSV: one implementation for the weekly report the Worker
 * mails (worker/reports/subscriberReport.ts) and `npm run subscribers:export`
 * (scripts/subscribers-export.ts), so both files are byte for byte the same shape.
 */

/** Excel only reads a CSV as UTF-8 (accents in names) when it starts with a BOM. */
export const csvBom = '\uFEFF'

/** Only confirmed subscribers: pending and unsubscribed people never leave D1 in a list. */
export const confirmedSubscribersSql = `SELECT name, email, confirmed_at FROM subscribers
  WHERE status = 'confirmed' ORDER BY confirmed_at, id`

export interface SubscriberCsvRow {
  name: string
  email: string
  confirmed_at: number | null
}

export const subscriberCsvHeader = ['Nombre', 'Email', 'Confirmado el (hora de Buenos Aires)']

/**
 * CSV formula injection: a spreadsheet runs a cell that starts with = + - @ (or a
 * tab / CR) as a formula, so a visitor naming herself `=HYPERLINK(…)` could plant
 * one in the owner's Excel. A leading `'` makes the cell plain text.
 */
const formulaStart = /^[=+\-@\t\r]/

/** One field per RFC 4180: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Rows to a CSV document: BOM, CRLF line ends (RFC 4180), a final CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return csvBom + rows.map((row) => row.map(csvField).join(',') + '\r\n').join('')
}

/** Argentina has been UTC-3 all year since 2009 (no daylight saving). */
const buenosAiresOffsetMs = -3 * 60 * 60 * 1000

/** '2026-11-23 09:05' in Buenos Aires time: sortable, and Excel reads it as a date everywhere. */
export function buenosAiresDateTime(ms: number): string {
  return new Date(ms + buenosAiresOffsetMs).toISOString().slice(0, 16).replace('T', ' ')
}

/** '23/11/2026': the date as she writes it, for mail text. */
export function buenosAiresDate(ms: number): string {
  const [y, m, d] = new Date(ms + buenosAiresOffsetMs).toISOString().slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}

export function subscribersCsv(rows: readonly SubscriberCsvRow[]): string {
  return toCsv([
    subscriberCsvHeader,
    ...rows.map((r) => [
      r.name,
      r.email,
      r.confirmed_at === null ? '' : buenosAiresDateTime(r.confirmed_at),
    ]),
  ])
}

/** The attachment's file name for a report made at `ms`: 'suscriptores-2026-11-23.csv'. */
export function subscribersCsvFilename(ms: number): string {
  return `suscriptores-${buenosAiresDateTime(ms).slice(0, 10)}.csv`
}
