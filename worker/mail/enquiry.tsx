/**
 * The owner's copy of an enquiry, shared by the families, brands and product
 * templates (each of those files only chooses the labels and the subject).
 */
import { products } from '../../shared/content/products'
import type { BrandsValues, FamiliesValues, ProductEnquiryValues } from '../../shared/forms/schemas'
import type { EnquiryKind } from '../db/enquiries'
import { oneLine } from '../redact'
import { brandsEnquiry } from './brands'
import { familiesEnquiry } from './families'
import { productEnquiry } from './product'
import { FieldTable, fieldText, MailLayout } from './layout'
import { renderHtml, type EnquiryMailInput, type Mail } from './types'

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

/** An enquiry's validated fields, by kind, as stored in D1. */
export type EnquiryFields =
  | { kind: Extract<EnquiryKind, 'families'>; values: FamiliesValues }
  | { kind: Extract<EnquiryKind, 'brands'>; values: BrandsValues }
  | { kind: Extract<EnquiryKind, 'product'>; values: ProductEnquiryValues & { productId: string } }

/** A product's title, or its key once it left the catalogue. */
export const productTitle = (productId: string) =>
  products.find((p) => p.hash === productId)?.title ?? productId

/** The owner mail's content for an enquiry of any kind: her mail and the daily digest. */
export function enquiryContent(e: EnquiryFields, reference: string): EnquiryMailInput {
  switch (e.kind) {
    case 'families':
      return familiesEnquiry(e.values, reference)
    case 'brands':
      return brandsEnquiry(e.values, reference)
    case 'product':
      return productEnquiry(e.values, productTitle(e.values.productId), reference)
  }
}
