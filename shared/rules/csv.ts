/**
 * The subscriber list as CSV: one implementation for the weekly report the Worker
 * mails (worker/reports/subscriberReport.ts) and `npm run subscribers:export`
 * (scripts/ops/subscribers-export.ts), so both files are byte for byte the same shape.
 * Made for Excel in Argentina, whose list separator is `;`: every field quoted,
 * UTF-8 with a BOM so accents open right.
 */
import { buenosAiresDateTime } from '../format/time'

/** Excel only reads a CSV as UTF-8 (accents in names) when it starts with a BOM. */
export const csvBom = '\uFEFF'

/** Excel's list separator where the decimal mark is a comma, as in Argentina. */
export const csvSeparator = ';'

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

/** One field, always quoted (RFC 4180 quoting: inner quotes doubled). */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/** Rows to a CSV document: BOM, CRLF line ends (RFC 4180), a final CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return csvBom + rows.map((row) => row.map(csvField).join(csvSeparator) + '\r\n').join('')
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
