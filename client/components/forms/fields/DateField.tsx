import type { CalendarDate } from '@internationalized/date'
import { css } from 'goober'
import { createElement, lazy, Suspense, useEffect, type ComponentProps } from 'react'
import { postedMarks } from '../../../../shared/api'
import { fonts, palette } from '../../../../shared/design'
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
 * Resolves at the first focus, press or key inside the form holding the date, or at once
 * where there is none (the build's render) or it has focus. Listens on the window: until
 * the picker's code has come, its HTML is the build's, which no React handler answers.
 * What it resolves with presses again the last button of the field pressed meanwhile.
 */
function firstTouch(): Promise<() => void> {
  const nothing = () => {}
  if (typeof document === 'undefined') return Promise.resolve(nothing)
  const field = document.querySelector(`input[name="${name}"]`)?.parentElement
  const form = field?.closest('form')
  if (!form || form.contains(document.activeElement)) return Promise.resolve(nothing)
  let pressed: HTMLElement | undefined
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && field?.contains(button)) pressed = button
  }
  addEventListener('click', remember, true)
  const pressAgain = () => {
    removeEventListener('click', remember, true)
    pressed?.click()
    pressed = undefined
  }
  return new Promise((resolve) => {
    const types = ['focusin', 'pointerdown', 'keydown'] as const
    const touched = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return
      for (const type of types) removeEventListener(type, touched, true)
      resolve(pressAgain)
    }
    for (const type of types) addEventListener(type, touched, true)
  })
}

/**
 * The date picker in a chunk of its own, loaded at its form's first touch: most visitors
 * read /contact without filling it. Until then the build's HTML of it stays.
 */
const LazyDatePicker = lazy(async () => {
  const pressAgain = await firstTouch()
  const { default: DatePicker } = await import('./DatePicker')
  function Picker(props: ComponentProps<typeof DatePicker>) {
    useEffect(pressAgain, [])
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
