import { templateIds } from '../../../shared/forms/api'
import { KnowField, LocationField } from './fields/RadioGroup'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell, Wide } from './FormShell'
import { useEnquiryForm } from './useForm'

/** FORMULARIO PARA MARCAS: sent as template 1. */
export function BrandsForm() {
  const form = useEnquiryForm('brands', 'fotografía para marcas', (params) => ({
    templateId: templateIds.brands,
    params,
  }))
  return (
    <FormShell label="Formulario para marcas" form={form}>
      <FieldGrid>
        <TextField name="name" label="Nombre" autoComplete="given-name" />
        <TextField name="lastName" label="Apellido" autoComplete="family-name" />
        <TextField name="email" type="email" label="Email" autoComplete="email" />
        <TextField name="brandName" label="Nombre de la marca" autoComplete="organization" />
        <Wide>
          <TextField name="socialMedia" label="Redes sociales de la marca" />
        </Wide>
        <Wide>
          <TextField name="project" label="Contame sobre tu proyecto" multiline />
        </Wide>
        <Wide>
          <LocationField />
        </Wide>
        <Wide>
          <TextField name="why" label="¿Por qué querés fotos para tu marca?" multiline />
        </Wide>
        <KnowField />
      </FieldGrid>
    </FormShell>
  )
}
