import { css, styled } from 'goober'
import { Button, ProgressBar } from 'react-aria-components'
import { easeOut, fonts, palette } from '../../../shared/design'
import { keyframes } from '../../styles/motion'

const StyledButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 48px;
  min-width: 12rem;
  padding: 0.75rem 2rem;
  border: 1px solid ${palette.grafito};
  border-radius: 0;
  background: ${palette.grafito};
  color: ${palette.white};
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background-color 250ms ${easeOut},
    color 250ms ${easeOut};
  &[data-hovered] {
    background: ${palette.white};
    color: ${palette.grafito};
  }
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
