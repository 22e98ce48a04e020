/** Template 2: a product enquiry, to the owner, naming the product by its title. */
import type { ProductEnquiryValues } from '../../shared/schemas'
import { ownerEnquiryMail } from './enquiry'
import type { Mail } from './types'

export function productMail(
  values: ProductEnquiryValues,
  productTitle: string,
  reference: string,
): Promise<Mail> {
  return ownerEnquiryMail({
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
  })
}
