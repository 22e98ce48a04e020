/**
 * The daily digest to the owner: enquiries whose mail to her could not be
 * delivered after every retry, with all their fields, so she can answer by hand.
 * Every visitor value goes through hono/jsx (escaped) or the plain-text part.
 */
import { buenosAiresDateTime } from '../../shared/csv'
import type { EnquiryMailInput } from './enquiry'
import { FieldTable, fieldText, MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export interface UndeliveredEnquiry {
  enquiry: EnquiryMailInput
  visitorEmail: string
  createdAt: number
  lastError: string | null
}

const rowsOf = (u: UndeliveredEnquiry): (readonly [string, string])[] => [
  ['Referencia', u.enquiry.reference],
  ['Tipo', u.enquiry.kindLabel],
  ['De', `${u.enquiry.visitorName} <${u.visitorEmail}>`],
  ['Recibida', `${buenosAiresDateTime(u.createdAt)} (hora de Buenos Aires)`],
  ['Último error', u.lastError ?? 'sin detalle'],
  ...u.enquiry.rows,
]

export async function enquiryDigestMail(list: readonly UndeliveredEnquiry[]): Promise<Mail> {
  const n = list.length
  const subject =
    n === 1 ? '1 consulta que no te llegó por mail' : `${n} consultas que no te llegaron por mail`
  const title = 'Consultas que no te llegaron'
  const intro =
    'Estas consultas quedaron guardadas en la web, pero el mail para vos no se pudo entregar después de todos los reintentos. Respondé a mano, escribiendo al email de cada persona.'
  const html = await renderHtml(
    <MailLayout title={title}>
      <p>{intro}</p>
      {list.map((u) => (
        <>
          <h2 style="font-weight:300;font-size:20px;margin:32px 0 8px;border-top:1px solid #efebe8;padding-top:16px;">
            {`${u.enquiry.reference} · ${u.enquiry.visitorName}`}
          </h2>
          <FieldTable rows={rowsOf(u)} />
        </>
      ))}
    </MailLayout>,
  )
  const text = `${title}\n\n${intro}\n\n${list.map((u) => fieldText(rowsOf(u))).join('\n\n----\n\n')}\n`
  return { subject, html, text }
}
