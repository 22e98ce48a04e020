import type { CalendarDate } from '@internationalized/date'
import { css } from 'goober'
import { Suspense } from 'react'
import { postedMarks } from '../../../../shared/api'
import { fonts, palette } from '../../../../shared/design'
import { datePickerField, LazyDatePicker } from '../../../islands/later'
import { PostedError } from './FieldNotes'
import { descriptionClass, fieldClass, staticLabelClass } from './styles'

const name = datePickerField
const label = 'Fecha estimada'
const description = 'La fecha que tengas en mente, o la fecha probable de parto'

const lineClass = (): string => css`
  height: 44px;
  border-bottom: 1px solid ${palette.grafito};
`

const inputClass = (): string => css`
  border: 0;
  border-bottom: 1px solid ${palette.grafito};
  background: transparent;
  color: ${palette.grafito};
  font-family: ${fonts.sans};
  font-size: 1.0625rem;
  padding: 0.375rem 0;
`

const hiddenWithoutScripts = (): string => css`
  @media (scripting: none) {
    display: none;
  }
`

/**
 * The families date: without scripts, the browser's own date field under the same name
 * (the picker takes no typing then); while the picker's chunk loads, a placeholder.
 */
export function DateField({ onChange }: { onChange: (value: CalendarDate | null) => void }) {
  const fallback = (
    <div className={fieldClass()} aria-hidden="true">
      <span className={staticLabelClass()}>{label}</span>
      <div className={lineClass()} />
      <span className={descriptionClass()}>{description}</span>
    </div>
  )
  return (
    <>
      <div {...{ [postedMarks.needsScripts]: '' }} className={hiddenWithoutScripts()}>
        <Suspense fallback={fallback}>
          <LazyDatePicker name={name} label={label} description={description} onChange={onChange} />
        </Suspense>
      </div>
      <noscript>
        <label className={fieldClass()}>
          <span className={staticLabelClass()}>{label}</span>
          <input type="date" name={name} required className={inputClass()} />
          <span className={descriptionClass()}>{description}</span>
          <PostedError field={name} />
        </label>
      </noscript>
    </>
  )
}
