import { products } from '../../../shared/content/products'
import { Form } from 'react-aria-components'
import { productEnquirySchema, templateIds } from '../../../shared/schemas'
import { TextField } from './fields/TextField'
import { FieldGrid, FormStack, Wide } from './layout'
import { Honeypot } from './Honeypot'
import { PrivacyNote } from './PrivacyNote'
import { SubmitButton } from './SubmitButton'
import { useEnquiryForm } from './useEnquiryForm'

/**
 * The product enquiry (Nombre, Teléfono, Email, Consulta, ENVIAR): really sent, as
 * template 2 with the product's hash. Side by side above 630px, stacked below.
 */
export function ProductEnquiryForm({ productId }: { productId: string }) {
  const { formRef, errors, isPending, onSubmit, onChange } = useEnquiryForm(
    productEnquirySchema,
    (values) => ({
      templateId: templateIds.product,
      params: { ...values, productId, templateId: templateIds.product },
    }),
    products.find((p) => p.hash === productId)?.title ?? productId,
  )

  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      validationErrors={errors}
      validationBehavior="aria"
      aria-label="Consulta sobre el producto"
    >
      {/* Edits bubble here from every native input of the form. */}
      <FormStack onChange={onChange}>
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
        <Honeypot />
        <PrivacyNote purpose="Uso estos datos solo para responder tu consulta sobre este producto." />
        <SubmitButton isPending={isPending}>ENVIAR</SubmitButton>
      </FormStack>
    </Form>
  )
}
