import { Form } from 'react-aria-components'
import { brandsSchema, knowOptions, locationOptions, templateIds } from '../../../shared/schemas'
import { RadioGroup } from './fields/RadioGroup'
import { TextField } from './fields/TextField'
import { FieldGrid, FormStack, Wide } from './layout'
import { Honeypot } from './Honeypot'
import { PrivacyNote } from './PrivacyNote'
import { SubmitButton } from './SubmitButton'
import { useEnquiryForm } from './useEnquiryForm'

/** FORMULARIO PARA MARCAS: sent as template 1. */
export function BrandsForm() {
  const { formRef, errors, isPending, onSubmit, onChange } = useEnquiryForm(
    brandsSchema,
    (values) => ({
      templateId: templateIds.brands,
      params: { ...values, templateId: templateIds.brands },
    }),
    'fotografía para marcas',
  )

  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      validationErrors={errors}
      validationBehavior="aria"
      aria-label="Formulario para marcas"
    >
      {/* Edits bubble here from every native input of the form. */}
      <FormStack onChange={onChange}>
        <FieldGrid>
          <TextField name="name" label="Nombre" autoComplete="given-name" isRequired />
          <TextField name="lastName" label="Apellido" autoComplete="family-name" isRequired />
          <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
          <TextField
            name="brandName"
            label="Nombre de la marca"
            autoComplete="organization"
            isRequired
          />
          <Wide>
            <TextField name="socialMedia" label="Redes sociales de la marca" isRequired />
          </Wide>
          <Wide>
            <TextField name="project" label="Contame sobre tu proyecto" multiline isRequired />
          </Wide>
          <Wide>
            <RadioGroup
              name="location"
              label="¿Dónde te gustaría la sesión?"
              options={locationOptions}
              isRequired
            />
          </Wide>
          <Wide>
            <TextField
              name="why"
              label="¿Por qué querés fotos para tu marca?"
              multiline
              isRequired
            />
          </Wide>
          <Wide>
            <RadioGroup
              name="know"
              label="¿Cómo me conociste?"
              options={knowOptions}
              isRequired
              hideRequiredMark
            />
          </Wide>
        </FieldGrid>
        <Honeypot />
        <PrivacyNote purpose="Uso estos datos solo para responder tu consulta y armarte un presupuesto." />
        <SubmitButton isPending={isPending}>ENVIAR</SubmitButton>
      </FormStack>
    </Form>
  )
}
