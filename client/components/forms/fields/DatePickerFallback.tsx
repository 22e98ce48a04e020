import { css } from 'goober'
import { palette } from '../../../../shared/design'
import { descriptionClass, fieldClass, staticLabelClass } from './styles'

const lineClass = (): string => css`
  height: 44px;
  border-bottom: 1px solid ${palette.grafito};
`

/**
 * Holds the date picker's place while its chunk loads (client-side navigation
 * only; prerendered pages already contain the picker), so nothing shifts.
 */
export function DatePickerFallback({ label, description }: { label: string; description: string }) {
  return (
    <div className={fieldClass()} aria-hidden="true">
      <span className={staticLabelClass()}>{label}</span>
      <div className={lineClass()} />
      <span className={descriptionClass()}>{description}</span>
    </div>
  )
}
