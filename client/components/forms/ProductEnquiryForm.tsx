import { templateIds } from '../../../shared/api'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell, Wide } from './FormShell'
import { useEnquiryForm } from './useForm'

/**
 * The product enquiry (Nombre, Teléfono, Email, Consulta, ENVIAR): really sent, as
 * template 2 with the product's hash. Side by side above 630px, stacked below.
 */
export function ProductEnquiryForm({
  productId,
  productTitle,
}: {
  productId: string
  /** The product's name, for the thank-you notification. */
  productTitle: string
}) {
  const form = useEnquiryForm('productEnquirySchema', productTitle, (values) => ({
    templateId: templateIds.product,
    params: { ...values, productId },
  }))
  return (
    <FormShell
      label="Consulta sobre el producto"
      kind="product"
      hidden={{ productId }}
      form={form}
      privacy="Uso estos datos solo para responder tu consulta sobre este producto."
      submitLabel="ENVIAR"
    >
      <FieldGrid>
        <TextField name="name" label="Nombre" autoComplete="name" isRequired />
        <TextField name="phone" type="tel" label="Teléfono" autoComplete="tel" isRequired />
        <Wide>
          <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
        </Wide>
        <Wide>
          <TextField name="message" label="Consulta" multiline isRequired />
        </Wide>
      </FieldGrid>
    </FormShell>
  )
}
