import type { CalendarDate } from '@internationalized/date'
import { css } from 'goober'
import { createElement, lazy, Suspense, useEffect, type ComponentProps } from 'react'
import { postedMarks } from '../../../../shared/forms/api'
import { fonts, palette } from '../../../../shared/site/design'
import { PostedError } from './FieldNotes'
import { descriptionClass, fieldClass, staticLabelClass } from './styles'

const name = 'date'
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
 * The date picker's own chunk, fetched at the first focus, press or key in its form (most
 * visitors read /contact without filling it); till then the build's HTML stays, and answers
 * no React handler (so: the window's). A button of it pressed meanwhile is pressed again.
 */
const LazyDatePicker = lazy(async () => {
  const field = globalThis.document?.querySelector(`input[name="${name}"]`)?.parentElement
  const form = field?.closest('form')
  let pressed: HTMLElement | null = null
  const live = new AbortController()
  if (form && !form.contains(document.activeElement)) {
    const remember = ({ target }: Event) => {
      if (target instanceof Element && field?.contains(target)) pressed = target.closest('button')
    }
    addEventListener('click', remember, { capture: true, signal: live.signal })
    const touch = new AbortController()
    const touched = ({ target }: Event) => {
      if (target instanceof Node && form.contains(target)) touch.abort()
    }
    for (const type of ['focusin', 'pointerdown', 'keydown'])
      addEventListener(type, touched, { capture: true, signal: touch.signal })
    await new Promise((resolve) => (touch.signal.onabort = resolve))
  }
  const { default: DatePicker } = await import('./DatePicker')
  function Picker(props: ComponentProps<typeof DatePicker>) {
    useEffect(() => {
      live.abort()
      pressed?.click()
      pressed = null
    }, [])
    return createElement(DatePicker, props)
  }
  return { default: Picker }
})

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
