/**
 * The daily digest to the owner: enquiries whose mail to her could not be
 * delivered after every retry, with all their fields so she can answer by hand;
 * other mail that could not be delivered (acknowledgements, confirmations,
 * reports); and the days on which the ceiling on mails to visitors stopped some.
 * Every visitor value goes through hono/jsx (escaped) or the plain-text part.
 */
import { toCsv } from '../../shared/rules/csv'
import { buenosAiresDateTime, dayAsWritten } from '../../shared/format/time'
import type { CeilingDay, FailedMessage } from '../db/reports'
import type { MessageTemplate } from '../db/messages'
import { enquiryContent, type EnquiryFields } from './enquiry'
import type { EnquiryMailInput } from './types'
import { FieldTable, fieldText, MailLayout } from './layout'
import { renderHtml, type Mail } from './types'
import { plural } from '../../shared/format/text'

export interface UndeliveredEnquiry {
  enquiry: EnquiryMailInput
  visitorEmail: string
  createdAt: number
  lastError: string | null
}

export interface UndeliveredMail {
  template: MessageTemplate
  recipient: string
  reference: string | null
  createdAt: number
  lastError: string | null
}

/** An owner mail whose enquiry is still stored, with every field; null once it is not. */
export function undeliveredEnquiry(row: FailedMessage): UndeliveredEnquiry | null {
  if (row.template !== 'enquiry-owner' || !row.kind || !row.fields || !row.reference) return null
  // Validated by the form's schema when it was stored.
  const fields = { kind: row.kind, values: JSON.parse(row.fields) } as EnquiryFields
  return {
    enquiry: enquiryContent(fields, row.reference),
    visitorEmail: row.visitor_email ?? '',
    createdAt: row.created_at ?? row.message_created_at,
    lastError: row.last_error,
  }
}

export interface DigestInput {
  /** The enquiries written out in the mail: the first of `total`. */
  enquiries: readonly UndeliveredEnquiry[]
  total: number
  /** The attached CSV's name when it lists more than the mail writes out. */
  file: string | null
  others: readonly UndeliveredMail[]
  ceilings: readonly CeilingDay[]
  /** How many of the `total` came past the daily cap on enquiry mails to her, and the cap. */
  held: { count: number; limit: number }
}

const templateLabel: Record<MessageTemplate, string> = {
  'enquiry-owner': 'Consulta para vos',
  'enquiry-ack': 'Acuse de recibo a quien consultó',
  'subscribe-confirmation': 'Confirmación de suscripción',
  'subscriber-report': 'Resumen semanal del newsletter',
  'enquiry-digest': 'Resumen diario',
  'editor-code': 'Código para entrar al editor',
  'editor-alert': 'Aviso de intentos de entrar al editor',
  'week-report': 'Tu semana en la web',
  'journal-preview': 'Vista previa de una entrada del diario',
  'journal-entry': 'Entrada del diario a un suscriptor',
}

const enquiryRows = (u: UndeliveredEnquiry): (readonly [string, string])[] => [
  ['Referencia', u.enquiry.reference],
  ['Tipo', u.enquiry.kindLabel],
  ['De', `${u.enquiry.visitorName} <${u.visitorEmail}>`],
  ['Recibida', `${buenosAiresDateTime(u.createdAt)} (hora de Buenos Aires)`],
  ['Último error', u.lastError ?? 'sin detalle'],
  ...u.enquiry.rows,
]

const mailRows = (u: UndeliveredMail): (readonly [string, string])[] => [
  ['Mail', templateLabel[u.template]],
  ['Para', u.recipient],
  ...(u.reference ? [['Referencia', u.reference] as const] : []),
  ['Creado', `${buenosAiresDateTime(u.createdAt)} (hora de Buenos Aires)`],
  ['Último error', u.lastError ?? 'sin detalle'],
]

/** The digest's attachment: every enquiry it lists, one row each, for Excel or Sheets. */
export function enquiriesCsv(list: readonly UndeliveredEnquiry[]): string {
  return toCsv([
    ['Referencia', 'Tipo', 'Recibida (hora de Buenos Aires)', 'Nombre', 'Email', 'Consulta'],
    ...list.map((u) => [
      u.enquiry.reference,
      u.enquiry.kindLabel,
      buenosAiresDateTime(u.createdAt),
      u.enquiry.visitorName,
      u.visitorEmail,
      fieldText(u.enquiry.rows),
    ]),
  ])
}

const h2 =
  'font-weight:300;font-size:20px;margin:32px 0 8px;border-top:1px solid #efebe8;padding-top:16px;'

export async function enquiryDigestMail(input: DigestInput): Promise<Mail> {
  const { enquiries, total: n, file, others, ceilings, held } = input
  const subject = [
    n > 0
      ? n === 1
        ? '1 consulta que no te llegó por mail'
        : `${n} consultas que no te llegaron por mail`
      : '',
    others.length > 0 ? plural(others.length, 'mail sin entregar', 'mails sin entregar') : '',
    ceilings.length > 0 ? 'límite diario alcanzado' : '',
  ]
    .filter(Boolean)
    .join(' · ')
  const title = n > 0 ? 'Consultas que no te llegaron' : 'Resumen de mails'
  const intro =
    n > 0
      ? [
          n > held.count
            ? 'Estas consultas quedaron guardadas en la web, pero el mail para vos no se pudo entregar después de todos los reintentos.'
            : 'Estas consultas quedaron guardadas en la web.',
          held.count > 0
            ? `${held.count === 1 ? 'Una llegó' : `${held.count} llegaron`} por este resumen porque ese día pasaron las ${held.limit} consultas por mail que te mandamos como máximo: si no esperabas tanto movimiento, puede ser un ataque al formulario.`
            : '',
          'Respondé a mano, escribiendo al email de cada persona.',
          file
            ? `Acá van las primeras ${enquiries.length}; las ${n} están en el archivo adjunto, ${file}, que abrís con Excel o Google Sheets.`
            : '',
        ]
          .filter(Boolean)
          .join(' ')
      : ''
  const othersIntro =
    others.length > 0
      ? 'Estos mails no se pudieron entregar después de todos los reintentos (por ejemplo, una dirección mal escrita). Las consultas te llegaron igual.'
      : ''
  const ceilingWords: Record<CeilingDay['name'], (c: CeilingDay) => string> = {
    'enquiry-ceiling': (c) =>
      `El ${dayAsWritten(c.day)} se alcanzó el límite diario de consultas que guarda la web: ${plural(c.count, 'envío no se guardó', 'envíos no se guardaron')}, y a esas personas se les ofreció escribirte por WhatsApp o por mail. Si no esperabas tanto movimiento, puede ser un ataque al formulario.`,
    'courtesy-skipped': (c) =>
      `El ${dayAsWritten(c.day)} se alcanzó el límite diario de mails a visitantes: ${plural(c.count, 'acuse de recibo o confirmación no se envió', 'acuses de recibo o confirmaciones no se enviaron')}. Las consultas se guardaron y te llegaron igual; si no esperabas tanto movimiento, puede ser un ataque al formulario.`,
    'signup-ceiling': (c) =>
      `El ${dayAsWritten(c.day)} se alcanzó el límite diario de suscripciones nuevas al newsletter: ${plural(c.count, 'pedido no se guardó', 'pedidos no se guardaron')}, y a esas personas se les pidió probar de nuevo al día siguiente. Si no esperabas tanto movimiento, puede ser un ataque al formulario.`,
  }
  const ceilingText = ceilings.map((c) => ceilingWords[c.name](c))
  const html = await renderHtml(
    <MailLayout title={title}>
      {intro && <p>{intro}</p>}
      {enquiries.map((u) => (
        <>
          <h2 style={h2}>{`${u.enquiry.reference} · ${u.enquiry.visitorName}`}</h2>
          <FieldTable rows={enquiryRows(u)} />
        </>
      ))}
      {others.length > 0 && (
        <>
          <h2 style={h2}>Otros mails sin entregar</h2>
          <p>{othersIntro}</p>
          {others.map((u) => (
            <FieldTable rows={mailRows(u)} />
          ))}
        </>
      )}
      {ceilings.length > 0 && (
        <>
          <h2 style={h2}>Límites diarios alcanzados</h2>
          {ceilingText.map((t) => (
            <p>{t}</p>
          ))}
        </>
      )}
    </MailLayout>,
  )
  const text = [
    title,
    ...(intro ? ['', intro] : []),
    ...enquiries.map((u) => `\n${fieldText(enquiryRows(u))}\n\n----`),
    ...(others.length > 0
      ? [
          '',
          'Otros mails sin entregar',
          '',
          othersIntro,
          ...others.map((u) => `\n${fieldText(mailRows(u))}`),
        ]
      : []),
    ...(ceilings.length > 0 ? ['', 'Límites diarios alcanzados', '', ...ceilingText] : []),
    '',
  ].join('\n')
  return { subject, html, text }
}
