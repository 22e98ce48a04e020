/**
 * The owner's copy of an enquiry, shared by the families, brands and product
 * templates (each of those files only chooses the labels and the subject).
 */
import { oneLine } from '../privacy'
import { FieldTable, fieldText, MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export interface EnquiryMailInput {
  /** 'Familias', 'Marcas', or 'Producto: …' */
  kindLabel: string
  visitorName: string
  reference: string
  rows: readonly (readonly [string, string])[]
}

export async function ownerEnquiryMail(input: EnquiryMailInput): Promise<Mail> {
  const subject = oneLine(
    `Nueva consulta (${input.kindLabel}) de ${input.visitorName} · ${input.reference}`,
  )
  const title = `Nueva consulta: ${input.kindLabel}`
  const intro = `Referencia ${input.reference}. Respondé este mail para escribirle directamente.`
  const html = await renderHtml(
    <MailLayout title={title}>
      <p>{intro}</p>
      <FieldTable rows={input.rows} />
    </MailLayout>,
  )
  const text = `${title}\n\n${intro}\n\n${fieldText(input.rows)}\n`
  return { subject, html, text }
}
