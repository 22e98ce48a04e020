/**
 * The pages of the editor's sign-in window (its routes: signIn.tsx, passkeys.ts): her
 * passkey or her e-mail, then the code, then her passkeys and the handshake that hands
 * the editor its placeholder credential.
 */
import type { Context } from 'hono'
import type { Child, JSX } from 'hono/jsx'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { passkeyScriptPath } from '../../client/admin/paths'
import { turnstileText } from '../../shared/forms/text'
import { turnstileOrigin } from '../../shared/forms/turnstile'
import type { NonceEnv } from '../headerMiddleware'
import { PageHead } from '../pages/PageHead'
import type { PasskeyRow } from '../db/passkeys'
import { editorText, passkeyText } from '../text'
import { ourOrigins } from '../site'
import { newToken } from '../tokens'
import { turnstileOn } from '../turnstile'
import { answerField } from './webauthn'
import { signInRules } from '../../shared/rules/sign-in'
import { buenosAiresDate } from '../../shared/format/time'

/** What the editor is handed in place of a GitHub token: it authorises nothing. */
export const placeholderCredential = 'sesion-del-editor'

export const codePattern = new RegExp(`^[0-9]{${signInRules.codeDigits}}$`)

/** The field Turnstile's widget adds to the form it sits in (implicit rendering). */
export const turnstileResponseField = 'cf-turnstile-response'

const style =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:18px;line-height:1.5;color:#2C2C2C;background:#f7f7f7}" +
  'main{max-width:480px;margin:10vh auto;padding:0 24px}h1{font-weight:400;font-size:28px;margin:0 0 16px}' +
  'label{display:block;margin:24px 0 8px;font-weight:600}input{box-sizing:border-box;width:100%;font:inherit;padding:12px;border:1px solid #6b5e5c;background:#fff;border-radius:0}' +
  'input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2C2C2C;outline-offset:2px}' +
  'button{margin-top:16px;font:inherit;font-weight:600;padding:12px 24px;min-height:48px;border:0;background:#2C2C2C;color:#f7f7f7;cursor:pointer}' +
  '.error{color:#8a1c1c;font-weight:600}.note{font-size:16px;color:#6b5e5c}a{color:inherit}.check{margin-top:24px;min-height:65px}' +
  'h2{font-size:20px;font-weight:600;margin:32px 0 8px}ul{list-style:none;margin:0;padding:0}' +
  'li{display:flex;gap:16px;align-items:center;justify-content:space-between;padding:12px 0;border-bottom:1px solid #d8d2d0}' +
  'li button{margin:0;background:#fff;color:#2C2C2C;border:1px solid #2C2C2C;flex:none}.passkey{margin-bottom:32px}'

/**
 * The editor's external sign-in handshake: this window says 'authorizing:github' to its
 * opener, waits for the editor's answer from one of our origins, and only then sends
 * the result, to that origin alone. The editor closes the window then: a page with her
 * passkeys waits for "Ir al editor" (passkey.ts presses it when there is nothing to show).
 */
const handshake = (origins: string[]) => {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const message = `authorization:github:success:${JSON.stringify({ token: placeholderCredential, provider: 'github' })}`
  return `(() => {
  const origins = ${json(origins)};
  const message = ${json(message)};
  const answer = (event) => {
    if (!origins.includes(event.origin) || event.source !== window.opener) return;
    window.removeEventListener('message', answer);
    window.opener.postMessage(message, event.origin);
  };
  const start = () => {
    window.addEventListener('message', answer);
    if (window.opener) for (const origin of origins) window.opener.postMessage('authorizing:github', origin);
  };
  const go = document.querySelector('[data-to-editor]');
  if (go) go.addEventListener('click', start, { once: true });
  else start();
})();`
}

export type Step =
  | { ask: 'email'; email?: string; error?: string }
  /** `sent: false` when no code went this time (the hour's codes were spent). */
  | { ask: 'code'; email: string; error?: string; sent?: boolean }
  /**
   * Signed in. With `passkeys` (after a code, or saving or removing one): the offer to
   * save one on this device, her list, and "Ir al editor"; without, straight to the editor.
   */
  | {
      done: true
      passkeys?: PasskeyRow[]
      /** False once she saved one here: the device holds it. */
      offer?: boolean
      status?: string
      error?: string
    }
  | { notice: string }

/** What went wrong, announced, and named by the field it is about (`aria-describedby`). */
const Problem = ({ text }: { text: string | false | undefined }) =>
  text ? (
    <p class="error" id="problem" role="alert">
      {text}
    </p>
  ) : null

/** A step's one field: labelled, required, focused, and pointing to the problem when there is one. */
const Field = ({
  name,
  label,
  problem,
  ...attributes
}: {
  name: 'email' | 'code'
  label: string
  problem: boolean
} & Omit<JSX.IntrinsicElements['input'], 'name'>) => (
  <>
    <label for={name}>{label}</label>
    <input
      id={name}
      name={name}
      {...attributes}
      required
      autofocus
      aria-describedby={problem ? 'problem' : undefined}
    />
  </>
)

/** The script's words for what can go wrong in the browser, read from the form. */
const passkeyProblems = {
  'data-cancelled': passkeyText.cancelled,
  'data-already': passkeyText.alreadyHere,
}

/**
 * A passkey ceremony the window's script runs (passkey.ts) where the browser has WebAuthn,
 * hidden till then: `kind` names its routes, `failed` what it says when the server refuses.
 */
const PasskeyForm = (props: {
  kind: 'sign-in' | 'new'
  class?: string
  failed: string
  intro: Child
  button: string
  children?: Child
}) => (
  <form
    class={props.class}
    method="post"
    action={`/v1/api/cms/passkeys/${props.kind}`}
    data-passkey={props.kind}
    data-options={`/v1/api/cms/passkeys/${props.kind}/options`}
    data-failed={props.failed}
    {...passkeyProblems}
    hidden
  >
    {props.intro}
    {/* Where the script says what went wrong with a passkey. */}
    <p class="error" role="alert" data-problem hidden />
    <input type="hidden" name={answerField} />
    <button type="button">{props.button}</button>
    {props.children}
  </form>
)

/** Her passkey, on the e-mail step: shown by the script where the browser has WebAuthn. */
const PasskeySignIn = () => (
  <PasskeyForm
    class="passkey"
    kind="sign-in"
    failed={passkeyText.refused}
    intro={<p>{passkeyText.signInIntro}</p>}
    button={passkeyText.signIn}
  >
    <p>{passkeyText.orCode}</p>
  </PasskeyForm>
)

/** After she signed in: save one here (shown where the device can), her list, and on to the editor. */
const Passkeys = ({
  passkeys,
  offer,
  auto,
}: {
  passkeys: PasskeyRow[]
  offer: boolean
  /** Nothing said on this page: the script may go on to the editor by itself. */
  auto: boolean
}) => (
  <>
    {offer && (
      <PasskeyForm
        kind="new"
        failed={passkeyText.notSaved}
        intro={
          <>
            <h2>{passkeyText.offerTitle}</h2>
            <p>{passkeyText.offerText}</p>
          </>
        }
        button={passkeyText.offer}
      />
    )}
    {passkeys.length > 0 && (
      <section aria-labelledby="passkeys" data-passkeys>
        <h2 id="passkeys">{passkeyText.listTitle}</h2>
        <ul>
          {passkeys.map((passkey) => {
            const savedOn = buenosAiresDate(passkey.created_at)
            const usedOn = passkey.last_used_at && buenosAiresDate(passkey.last_used_at)
            return (
              <li>
                <span>{passkeyText.listed(passkey.name, savedOn, usedOn || null)}</span>
                <form method="post" action="/v1/api/cms/passkeys/remove">
                  <input type="hidden" name="id" value={passkey.credential_id} />
                  <button type="submit" aria-label={passkeyText.removeLabel(passkey.name, savedOn)}>
                    {passkeyText.remove}
                  </button>
                </form>
              </li>
            )
          })}
        </ul>
        <p class="note">{passkeyText.listNote}</p>
      </section>
    )}
    <button type="button" data-to-editor data-auto={auto || undefined}>
      {passkeyText.toEditor}
    </button>
  </>
)

/**
 * One page of the sign-in window. Scripts carry this response's nonce: the handshake on
 * the last page; the passkey script (passkey.ts, which fetches its challenges from here)
 * on the e-mail step and her passkeys; and on the e-mail step Turnstile's, when it is on
 * (its script and challenge frame come from Cloudflare's origin, allowed then and only then).
 */
export function page(c: Context<NonceEnv>, status: ContentfulStatusCode, step: Step) {
  const nonce = c.get('secureHeadersNonce') ?? newToken()
  const siteKey =
    turnstileOn(c.env) && 'ask' in step && step.ask === 'email' && c.env.TURNSTILE_SITE_KEY
  c.header('Cache-Control', 'no-store')
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'${siteKey ? ` ${turnstileOrigin}` : ''}`,
      ...(siteKey ? [`frame-src ${turnstileOrigin}`] : []),
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ].join('; '),
  )
  const error = 'error' in step && step.error
  const passkeys = 'done' in step ? step.passkeys : undefined
  const passkeyScript = ('ask' in step && step.ask === 'email') || passkeys !== undefined
  return c.html(
    <html lang="es-AR">
      <PageHead title={editorText.title} css={style} nonce={nonce}>
        {siteKey && (
          <script nonce={nonce} src={`${turnstileOrigin}/turnstile/v0/api.js`} async defer />
        )}
      </PageHead>
      <body>
        <main>
          <h1>{editorText.title}</h1>
          {'ask' in step && step.ask === 'email' && <PasskeySignIn />}
          {'ask' in step && step.ask === 'email' && (
            <form method="post" action="/v1/api/cms/auth">
              <p>{editorText.askEmail}</p>
              <Problem text={error} />
              <Field
                name="email"
                label={editorText.emailLabel}
                problem={!!error}
                type="email"
                autocomplete="email"
                value={step.email}
              />
              {siteKey && (
                <div
                  class="cf-turnstile check"
                  role="group"
                  aria-label={turnstileText.widgetLabel}
                  data-sitekey={siteKey}
                  data-language="es"
                  data-theme="light"
                />
              )}
              <button type="submit">{editorText.sendCode}</button>
            </form>
          )}
          {'ask' in step && step.ask === 'code' && (
            <form method="post" action="/v1/api/cms/code">
              {step.sent !== false && <p role="status">{editorText.codeSent(step.email)}</p>}
              <Problem text={error} />
              <input type="hidden" name="email" value={step.email} />
              <Field
                name="code"
                label={editorText.codeLabel}
                problem={!!error}
                inputmode="numeric"
                autocomplete="one-time-code"
                pattern={codePattern.source.slice(1, -1)}
                maxlength={signInRules.codeDigits}
              />
              <button type="submit">{editorText.enter}</button>
              <p class="note">
                {editorText.codesSpent} <a href="/v1/api/cms/auth">{editorText.anotherCode}</a>
              </p>
            </form>
          )}
          {'done' in step && (
            <p role="status">
              {step.status || (passkeys ? passkeyText.signedIn : editorText.signedIn)}
            </p>
          )}
          {'done' in step && <Problem text={error} />}
          {'done' in step && passkeys && (
            <Passkeys
              passkeys={passkeys}
              offer={step.offer !== false}
              auto={!step.status && !step.error}
            />
          )}
          {'notice' in step && <p role="status">{step.notice}</p>}
        </main>
        {passkeyScript && <script nonce={nonce} src={passkeyScriptPath} defer />}
        {'done' in step && (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: handshake(ourOrigins(c)) }} />
        )}
      </body>
    </html>,
    status,
  )
}
