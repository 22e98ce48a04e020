/** Template 3: a families enquiry, to the owner. */
import { longSpanishDate } from '../../shared/format/dates'
import type { FamiliesValues } from '../../shared/forms/schemas'
import type { EnquiryMailInput } from './types'

/** The owner mail's content (enquiry.tsx); also listed by the daily digest when the mail failed. */
export function familiesEnquiry(values: FamiliesValues, reference: string): EnquiryMailInput {
  return {
    kindLabel: 'Familias',
    visitorName: `${values.name} ${values.lastName}`,
    reference,
    rows: [
      ['Nombre', values.name],
      ['Apellido', values.lastName],
      ['Email', values.email],
      ['Fecha estimada', longSpanishDate(values.date)],
      ['Localidad', values.location],
      ['Zona', values.zone],
      ['Cómo me conoció', values.know],
      ['Mensaje', values.message],
    ],
  }
}
