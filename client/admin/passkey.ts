/**
 * The editor's sign-in window, with her passkeys (its pages: worker/editor/signInPage.tsx).
 * Each form marked `data-passkey` is hidden until this script knows the browser can do
 * its part: "sign-in" where it has WebAuthn, "new" where the device itself can keep a
 * passkey. Its button fetches a challenge (`data-options`), asks the device, and posts
 * the device's answer in the form, so the Worker answers with the next page. Its words
 * for what went wrong come from the form (`data-failed`, `data-cancelled`, `data-already`).
 * Without JavaScript the window offers the mailed code alone.
 */
import {
  WebAuthnError,
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

type Kind = 'sign-in' | 'new'

/** What to tell her when the device or the Worker said no. */
function problemOf(form: HTMLFormElement, error: unknown): string {
  const { failed = '', cancelled = failed, already = failed } = form.dataset
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return already
  // She closed the device's prompt, or it timed out.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return cancelled
  if (error instanceof Error && error.name === 'ServerMessage') return error.message
  return failed
}

async function challengeFor(form: HTMLFormElement): Promise<unknown> {
  const res = await fetch(form.dataset.options ?? '', {
    method: 'POST',
    credentials: 'same-origin',
  })
  const body = (await res.json().catch(() => ({}))) as { message?: unknown }
  if (res.ok) return body
  const error = new Error(typeof body.message === 'string' ? body.message : '')
  error.name = body.message ? 'ServerMessage' : 'Error'
  throw error
}

async function ceremony(form: HTMLFormElement, kind: Kind, button: HTMLButtonElement) {
  const problem = form.querySelector<HTMLElement>('[data-problem]')
  const field = form.querySelector<HTMLInputElement>('input[type="hidden"]')
  if (problem) problem.hidden = true
  button.disabled = true
  try {
    const options = await challengeFor(form)
    const answer =
      kind === 'sign-in'
        ? await startAuthentication({
            optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
          })
        : await startRegistration({
            optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
          })
    if (field) field.value = JSON.stringify(answer)
    form.submit()
  } catch (error) {
    if (problem) {
      problem.textContent = problemOf(form, error)
      problem.hidden = false
    }
    button.disabled = false
  }
}

async function canDo(kind: Kind): Promise<boolean> {
  if (!browserSupportsWebAuthn()) return false
  return kind === 'sign-in' || (await platformAuthenticatorIsAvailable())
}

async function start() {
  let offered = false
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-passkey]')) {
    const kind = form.dataset.passkey === 'new' ? 'new' : 'sign-in'
    const button = form.querySelector<HTMLButtonElement>('button')
    if (!button || !(await canDo(kind))) continue
    button.addEventListener('click', () => void ceremony(form, kind, button))
    form.hidden = false
    offered ||= kind === 'new'
  }
  // Just signed in, with nothing to offer here and no passkeys to list: on to the editor.
  const onward = document.querySelector<HTMLButtonElement>('[data-to-editor][data-auto]')
  if (onward && !offered && !document.querySelector('[data-passkeys]')) onward.click()
}

void start()
