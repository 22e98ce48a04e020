/** Template 3: a families enquiry, to the owner. */
import type { FamiliesValues } from '../../shared/schemas'
import { ownerEnquiryMail } from './enquiry'
import type { Mail } from './types'

export function familiesMail(values: FamiliesValues, reference: string): Promise<Mail> {
  return ownerEnquiryMail({
    kindLabel: 'Familias',
    visitorName: `${values.name} ${values.lastName}`,
    reference,
    rows: [
      ['Nombre', values.name],
      ['Apellido', values.lastName],
      ['Email', values.email],
      ['Fecha estimada', values.date],
      ['Localidad', values.location],
      ['Zona', values.zone],
      ['Cómo me conoció', values.know],
      ['Mensaje', values.message],
    ],
  })
}
