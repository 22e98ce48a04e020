import { css } from 'goober'
import type { ReactNode } from 'react'
import { postedMarks } from '../../../../shared/api'
import { fonts, palette } from '../../../../shared/design'
import { PostedError } from './PostedError'
import { descriptionClass, fieldClass, staticLabelClass } from './styles'

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
 * The date picker's wrapper: without scripts it takes no typing, so it steps aside
 * (and the Worker takes it out of a page it serves without scripts).
 */
export function NeedsScripts({ children }: { children: ReactNode }) {
  return (
    <div {...{ [postedMarks.needsScripts]: '' }} className={hiddenWithoutScripts()}>
      {children}
    </div>
  )
}

/**
 * Without JavaScript the date picker takes no typing: the browser's own date field
 * stands in for it, under the same name, so the form the browser posts has a date.
 */
export function NoScriptDate(props: { name: string; label: string; description: string }) {
  return (
    <noscript>
      <label className={fieldClass()}>
        <span className={staticLabelClass()}>{props.label}</span>
        <input type="date" name={props.name} required className={inputClass()} />
        <span className={descriptionClass()}>{props.description}</span>
        <PostedError field={props.name} />
      </label>
    </noscript>
  )
}
