import type { CalendarDate } from '@internationalized/date'
import { css } from 'goober'
import { Suspense } from 'react'
import { postedMarks } from '../../../../shared/api'
import { fonts, palette } from '../../../../shared/design'
import { lazyAtFirstTouch } from '../../../islands/later'
import { PostedError } from './FieldNotes'
import { descriptionClass, fieldClass, staticLabelClass } from './styles'

const name = 'date'
const label = 'Fecha estimada'
const description = 'La fecha que tengas en mente, o la fecha probable de parto'

// Only the families form pays for the calendar, at its first touch: most visitors read
// /contact without filling it in.
const DatePicker = lazyAtFirstTouch(name, () => import('./DatePicker'))

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
 * The families date. The picker takes no typing without scripts, so it steps aside
 * (and the Worker takes it out of a page it serves without scripts) for the browser's
 * own date field under the same name. While its chunk loads after the page has come
 * to life, its place is held so nothing shifts.
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
          <DatePicker
            name={name}
            label={label}
            description={description}
            onChange={onChange}
            isRequired
          />
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
