/** Template 2: a product enquiry, to the owner, naming the product by its title. */
import type { ProductEnquiryValues } from '../../shared/forms/schemas'
import type { EnquiryMailInput } from './types'

/** The owner mail's content (enquiry.tsx); also listed by the daily digest when the mail failed. */
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
