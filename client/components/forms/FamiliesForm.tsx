import type { CalendarDate } from '@internationalized/date'
import { lazy, Suspense, useState } from 'react'
import { locationOptions, templateIds } from '../../../shared/api'
import { DueDateHelp } from './DueDateHelp'
import { DatePickerFallback } from './fields/DatePickerFallback'
import type { DatePickerProps } from './fields/DatePicker'
import { firstTouch } from './fields/firstTouch'
import { NeedsScripts, NoScriptDate } from './fields/NoScriptDate'
import { KnowField } from './fields/KnowField'
import { RadioGroup } from './fields/RadioGroup'
import { TextField } from './fields/TextField'
import { FormShell } from './FormShell'
import { FieldGrid, Top, Wide } from './layout'
import { useEnquiryForm } from './useEnquiryForm'
import { schemaLoader } from './schemaLoaders'

// Only the families form pays for the calendar: its own chunk, loaded at the form's
// first touch (most visitors read /contact without filling it in); until it arrives
// React keeps the prerendered picker as it is. A press on it meanwhile is pressed again
// once it is live.
const dateField = 'date'
const DatePicker = lazy(async () => {
  const live = await firstTouch(dateField)
  const { default: Picker } = await import('./fields/DatePicker')
  return { default: (props: DatePickerProps) => <Picker {...props} onLive={live} /> }
})

const dateLabel = 'Fecha estimada'
const dateDescription = 'La fecha que tengas en mente, o la fecha probable de parto'

const loadFamiliesSchema = schemaLoader('familiesSchema')

/** FORMULARIO PARA FAMILIAS: sent as template 3. */
export function FamiliesForm() {
  const [date, setDate] = useState<CalendarDate | null>(null)
  const flow = useEnquiryForm(
    loadFamiliesSchema,
    (values) => ({
      templateId: templateIds.families,
      params: values,
    }),
    'fotografía de familia',
  )

  return (
    <FormShell
      label="Formulario para familias"
      kind="families"
      flow={flow}
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
          <NeedsScripts>
            <Suspense
              fallback={<DatePickerFallback label={dateLabel} description={dateDescription} />}
            >
              <DatePicker
                name={dateField}
                label={dateLabel}
                description={dateDescription}
                onChange={(value) => {
                  setDate(value)
                  flow.clearError('date')
                }}
                isRequired
              />
            </Suspense>
          </NeedsScripts>
          <NoScriptDate name={dateField} label={dateLabel} description={dateDescription} />
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
