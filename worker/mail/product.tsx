/** Template 2: a product enquiry, to the owner, naming the product by its title. */
import type { ProductEnquiryValues } from '../../shared/schemas'
import { ownerEnquiryMail, type EnquiryMailInput } from './enquiry'
import type { Mail } from './types'

/** The owner mail's content; also listed by the daily digest when the mail failed. */
export function productEnquiry(
  values: ProductEnquiryValues,
  productTitle: string,
  reference: string,
): EnquiryMailInput {
  return {
    kindLabel: `Producto: ${productTitle}`,
    visitorName: values.name,
    reference,
    rows: [
      ['Producto', productTitle],
      ['Nombre', values.name],
      ['Teléfono', values.phone],
      ['Email', values.email],
      ['Mensaje', values.message],
    ],
  }
}

export function productMail(
  values: ProductEnquiryValues,
  productTitle: string,
  reference: string,
): Promise<Mail> {
  return ownerEnquiryMail(productEnquiry(values, productTitle, reference))
}
