/** The weekly subscriber report to the owner: who joined and how many left since the last one, plus the CSV. */
import type { SubscriberCsvRow } from '../../shared/rules/csv'
import { buenosAiresDate, buenosAiresDateTime } from '../../shared/format/time'
import type { ListChanges } from '../db/reports'
import { List, MailLayout } from './layout'
import { renderHtml, type Mail } from './types'
import { plural } from '../../shared/format/text'

export interface SubscriberReportInput extends ListChanges {
  /** End of the previous report's window, or null for the first report. */
  since: number | null
  filename: string
}

export async function subscriberReportMail(input: SubscriberReportInput): Promise<Mail> {
  const { joined, joinedCount, leftCount, total } = input
  const news = [
    joinedCount > 0 ? plural(joinedCount, 'suscripción nueva', 'suscripciones nuevas') : '',
    leftCount > 0 ? plural(leftCount, 'baja', 'bajas') : '',
  ]
    .filter(Boolean)
    .join(', ')
  const subject = `Newsletter: ${news}`
  const title = 'Novedades de tu newsletter'
  const from =
    input.since === null ? 'Hasta hoy' : `Desde el resumen del ${buenosAiresDate(input.since)}`
  const intro =
    joinedCount > 0
      ? `${from} confirmaron su suscripción ${plural(joinedCount, 'persona', 'personas')}:`
      : `${from} nadie nuevo confirmó su suscripción.`
  const more =
    joinedCount > joined.length
      ? `…y ${plural(joinedCount - joined.length, 'persona más', 'personas más')}: están todas en el adjunto.`
      : ''
  const left =
    leftCount > 0
      ? `${plural(leftCount, 'persona se dio', 'personas se dieron')} de baja; sus datos ya se borraron.`
      : ''
  const attached = `Adjunto va la lista completa (${plural(total, 'suscripción confirmada', 'suscripciones confirmadas')}) en ${input.filename}, lista para abrir con Excel o Google Sheets. Quien se dio de baja o no confirmó no aparece.`
  const line = (s: SubscriberCsvRow) =>
    `${s.name} <${s.email}>${s.confirmed_at === null ? '' : ` · ${buenosAiresDateTime(s.confirmed_at)}`}`
  const html = await renderHtml(
    <MailLayout title={title}>
      <p>{intro}</p>
      <List items={joined.map(line)} />
      {more && <p>{more}</p>}
      {left && <p>{left}</p>}
      <p>{attached}</p>
    </MailLayout>,
  )
  const text = [
    title,
    '',
    intro,
    ...(joined.length > 0 ? ['', ...joined.map((s) => `- ${line(s)}`)] : []),
    ...(more ? ['', more] : []),
    ...(left ? ['', left] : []),
    '',
    attached,
    '',
  ].join('\n')
  return { subject, html, text }
}
