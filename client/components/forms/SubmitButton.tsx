import { css, styled } from 'goober'
import { Button, ProgressBar } from 'react-aria-components'
import { keyframes } from '../../styles/motion'
import { buttonStyle } from '../typography'

const StyledButton = styled(Button)`
  ${buttonStyle(true)}
  gap: 0.75rem;
  min-width: 12rem;
  &[data-pending] {
    cursor: progress;
    opacity: 0.85;
  }
`

const spinnerClass = (): string => css`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${keyframes.spin} 800ms linear infinite;
`

/**
 * The submit button. While sending it is pending: react-aria keeps it focusable but
 * inert (aria-disabled, no second submit, Enter in a field does nothing) and its name
 * stays, and a spinner with the label 'Enviando…' shows progress.
 */
export function SubmitButton({ children, isPending }: { children: string; isPending: boolean }) {
  return (
    <StyledButton type="submit" isPending={isPending}>
      {({ isPending: pending }) => (
        <>
          {children}
          {pending && (
            <ProgressBar isIndeterminate aria-label="Enviando…">
              <span className={spinnerClass()} />
            </ProgressBar>
          )}
        </>
      )}
    </StyledButton>
  )
}
