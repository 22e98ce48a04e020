/** Template 1: a brands enquiry, to the owner. */
import type { BrandsValues } from '../../shared/forms/schemas'
import type { EnquiryMailInput } from './types'

/** The owner mail's content (enquiry.tsx); also listed by the daily digest when the mail failed. */
export function brandsEnquiry(values: BrandsValues, reference: string): EnquiryMailInput {
  return {
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
  }
}
