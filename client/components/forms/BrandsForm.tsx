import { locationOptions, templateIds } from '../../../shared/api'
import { KnowField, RadioGroup } from './fields/RadioGroup'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell, Wide } from './FormShell'
import { useEnquiryForm } from './useForm'

/** FORMULARIO PARA MARCAS: sent as template 1. */
export function BrandsForm() {
  const form = useEnquiryForm('brandsSchema', 'fotografía para marcas', (params) => ({
    templateId: templateIds.brands,
    params,
  }))
  return (
    <FormShell
      label="Formulario para marcas"
      kind="brands"
      form={form}
      privacy="Uso estos datos solo para responder tu consulta y armarte un presupuesto."
      submitLabel="ENVIAR"
    >
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
          <TextField name="why" label="¿Por qué querés fotos para tu marca?" multiline isRequired />
        </Wide>
        <KnowField />
      </FieldGrid>
    </FormShell>
  )
}
