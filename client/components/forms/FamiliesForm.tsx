import type { CalendarDate } from '@internationalized/date'
import { useState } from 'react'
import { templateIds } from '../../../shared/forms/api'
import { DueDateHelp } from './DueDateHelp'
import { DateField } from './fields/DateField'
import { KnowField, LocationField } from './fields/RadioGroup'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell, Top, Wide } from './FormShell'
import { useEnquiryForm } from './useForm'

/** FORMULARIO PARA FAMILIAS: sent as template 3. */
export function FamiliesForm() {
  const [date, setDate] = useState<CalendarDate | null>(null)
  const form = useEnquiryForm('families', 'fotografía de familia', (params) => ({
    templateId: templateIds.families,
    params,
  }))
  return (
    <FormShell label="Formulario para familias" form={form} onReset={() => setDate(null)}>
      <FieldGrid>
        <TextField name="name" label="Nombre" autoComplete="given-name" />
        <TextField name="lastName" label="Apellido" autoComplete="family-name" />
        <Top>
          <TextField name="email" type="email" label="Email" autoComplete="email" />
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
        <LocationField />
        <TextField name="zone" label="Zona donde vivís" autoComplete="address-level2" />
        <Wide>
          <TextField name="message" label="Mensaje" multiline />
        </Wide>
        <KnowField />
      </FieldGrid>
    </FormShell>
  )
}
