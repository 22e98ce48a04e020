import { templateIds } from '../../../shared/forms/api'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell, Wide } from './FormShell'
import { useEnquiryForm } from './useForm'

/** The product enquiry, sent as template 2 with the product's hash. */
export function ProductEnquiryForm({
  productId,
  productTitle,
}: {
  productId: string
  /** The product's name, for the thank-you notification. */
  productTitle: string
}) {
  const form = useEnquiryForm('product', productTitle, (values) => ({
    templateId: templateIds.product,
    params: { ...values, productId },
  }))
  return (
    <FormShell
      label="Consulta sobre el producto"
      form={form}
      privacy="Uso estos datos solo para responder tu consulta sobre este producto."
    >
      <input type="hidden" name="productId" value={productId} />
      <FieldGrid>
        <TextField name="name" label="Nombre" autoComplete="name" />
        <TextField name="phone" type="tel" label="Teléfono" autoComplete="tel" />
        <Wide>
          <TextField name="email" type="email" label="Email" autoComplete="email" />
        </Wide>
        <Wide>
          <TextField name="message" label="Consulta" multiline />
        </Wide>
      </FieldGrid>
    </FormShell>
  )
}
