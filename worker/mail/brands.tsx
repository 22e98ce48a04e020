/** Template 1: a brands enquiry, to the owner. */
import type { BrandsValues } from '../../shared/schemas'
import { ownerEnquiryMail } from './enquiry'
import type { Mail } from './types'

export function brandsMail(values: BrandsValues, reference: string): Promise<Mail> {
  return ownerEnquiryMail({
    kindLabel: 'Marcas',
    visitorName: `${values.name} ${values.lastName} (${values.brandName})`,
    reference,
    rows: [
      ['Nombre', values.name],
      ['Apellido', values.lastName],
      ['Email', values.email],
      ['Marca', values.brandName],
      ['Redes sociales', values.socialMedia],
      ['Localidad', values.location],
      ['Cómo me conoció', values.know],
      ['Proyecto', values.project],
      ['Por qué', values.why],
    ],
  })
}
