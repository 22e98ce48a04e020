import { honeypotField } from '../../../shared/api'

/**
 * A field only bots fill: off-screen, out of the tab order and hidden from
 * assistive tech, with autofill off. A filled one is answered like a success by
 * the server and never mailed. No timing trap: a fast, autofilled person is fine.
 */
export function Honeypot() {
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: '-10000px',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label>
        No completes este campo
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The honeypot's value from a submitted form, only when something is in it. */
export function honeypotValue(form: HTMLFormElement): { [honeypotField]?: string } {
  const value = new FormData(form).get(honeypotField)
  return typeof value === 'string' && value !== '' ? { [honeypotField]: value } : {}
}
