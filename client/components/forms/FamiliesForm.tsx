import type { CalendarDate } from '@internationalized/date'
import { useState } from 'react'
import { locationOptions, templateIds } from '../../../shared/api'
import { DueDateHelp } from './DueDateHelp'
import { DateField } from './fields/DateField'
import { KnowField, RadioGroup } from './fields/RadioGroup'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell, Top, Wide } from './FormShell'
import { useEnquiryForm } from './useForm'

/** FORMULARIO PARA FAMILIAS: sent as template 3. */
export function FamiliesForm() {
  const [date, setDate] = useState<CalendarDate | null>(null)
  const form = useEnquiryForm('familiesSchema', 'fotografía de familia', (params) => ({
    templateId: templateIds.families,
    params,
  }))
  return (
    <FormShell
      label="Formulario para familias"
      kind="families"
      form={form}
      privacy="Uso estos datos solo para responder tu consulta y armarte un presupuesto."
      submitLabel="ENVIAR"
      onReset={() => setDate(null)}
    >
      <FieldGrid>
        <TextField name="name" label="Nombre" autoComplete="given-name" isRequired />
        <TextField name="lastName" label="Apellido" autoComplete="family-name" isRequired />
        <Top>
          <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
        </Top>
        <Top>
          <DateField
            onChange={(value) => {
              setDate(value)
              form.clearError('date')
            }}
          />
          <DueDateHelp date={date} />
        </Top>
        <RadioGroup
          name="location"
          label="¿Dónde te gustaría la sesión?"
          options={locationOptions}
          isRequired
        />
        <TextField name="zone" label="Zona donde vivís" autoComplete="address-level2" isRequired />
        <Wide>
          <TextField name="message" label="Mensaje" multiline isRequired />
        </Wide>
        <KnowField />
      </FieldGrid>
    </FormShell>
  )
}
