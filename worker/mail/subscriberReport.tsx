/** The weekly subscriber report to the owner: who confirmed since the last one, plus the CSV. */
import { buenosAiresDate, buenosAiresDateTime, type SubscriberCsvRow } from '../../shared/csv'
import { MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export interface SubscriberReportInput {
  /** Confirmed after the previous report (none: the first report ever). */
  newSubscribers: readonly SubscriberCsvRow[]
  /** End of the previous report's window, or null for the first report. */
  since: number | null
  /** How many confirmed subscribers the attached CSV lists. */
  total: number
  filename: string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export async function subscriberReportMail(input: SubscriberReportInput): Promise<Mail> {
  const count = input.newSubscribers.length
  const news = plural(count, 'suscripción nueva', 'suscripciones nuevas')
  const subject = `Newsletter: ${news}`
  const title = 'Nuevas suscripciones'
  const intro =
    input.since === null
      ? `Hasta hoy confirmaron su suscripción ${plural(count, 'persona', 'personas')}:`
      : `Desde el resumen del ${buenosAiresDate(input.since)} confirmaron su suscripción ${plural(count, 'persona', 'personas')}:`
  const attached = `Adjunto va la lista completa (${plural(input.total, 'suscripción confirmada', 'suscripciones confirmadas')}) en ${input.filename}, lista para abrir con Excel o Google Sheets. Quien se dio de baja o no confirmó no aparece.`
  const line = (s: SubscriberCsvRow) =>
    `${s.name} <${s.email}>${s.confirmed_at === null ? '' : ` · ${buenosAiresDateTime(s.confirmed_at)}`}`
  const html = await renderHtml(
    <MailLayout title={title}>
      <p>{intro}</p>
      <ul>
        {input.newSubscribers.map((s) => (
          <li>{line(s)}</li>
        ))}
      </ul>
      <p>{attached}</p>
    </MailLayout>,
  )
  const text = `${title}\n\n${intro}\n\n${input.newSubscribers.map((s) => `- ${line(s)}`).join('\n')}\n\n${attached}\n`
  return { subject, html, text }
}
