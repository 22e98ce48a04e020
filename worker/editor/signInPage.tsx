/**
 * The pages of the editor's sign-in window (its routes: signIn.tsx, passkeys.ts): her
 * passkey or her e-mail, then the code, then her passkeys and the handshake that hands
 * the editor its placeholder credential.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { passkeyScriptPath } from '../../client/admin/paths'
import { turnstileText } from '../../shared/forms/text'
import { owner } from '../../shared/content/owner'
import { turnstileOrigin } from '../../shared/forms/turnstile'
import type { NonceEnv } from '../headerMiddleware'
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

/** The script's words for what can go wrong in the browser, read from the form. */
const passkeyProblems = {
  'data-cancelled': passkeyText.cancelled,
  'data-already': passkeyText.alreadyHere,
}

/** Where the window's script says what went wrong with a passkey. */
const PasskeyProblem = () => <p class="error" role="alert" data-problem hidden />

/** Her passkey, on the e-mail step: shown by the script where the browser has WebAuthn. */
const PasskeySignIn = () => (
  <form
    class="passkey"
    method="post"
    action="/v1/api/cms/passkeys/sign-in"
    data-passkey="sign-in"
    data-options="/v1/api/cms/passkeys/sign-in/options"
    data-failed={passkeyText.refused}
    {...passkeyProblems}
    hidden
  >
    <p>{passkeyText.signInIntro}</p>
    <PasskeyProblem />
    <input type="hidden" name={answerField} />
    <button type="button">{passkeyText.signIn}</button>
    <p>{passkeyText.orCode}</p>
  </form>
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
      <form
        method="post"
        action="/v1/api/cms/passkeys/new"
        data-passkey="new"
        data-options="/v1/api/cms/passkeys/new/options"
        data-failed={passkeyText.notSaved}
        {...passkeyProblems}
        hidden
      >
        <h2>{passkeyText.offerTitle}</h2>
        <p>{passkeyText.offerText}</p>
        <PasskeyProblem />
        <input type="hidden" name={answerField} />
        <button type="button">{passkeyText.offer}</button>
      </form>
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
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${editorText.title} · ${owner.brand}`}</title>
        <style nonce={nonce}>{style}</style>
        {siteKey && (
          <script nonce={nonce} src={`${turnstileOrigin}/turnstile/v0/api.js`} async defer />
        )}
      </head>
      <body>
        <main>
          <h1>{editorText.title}</h1>
          {'ask' in step && step.ask === 'email' && <PasskeySignIn />}
          {'ask' in step && step.ask === 'email' && (
            <form method="post" action="/v1/api/cms/auth">
              <p>{editorText.askEmail}</p>
              <Problem text={error} />
              <label for="email">{editorText.emailLabel}</label>
              <input
                id="email"
                name="email"
                type="email"
                autocomplete="email"
                value={step.email}
                required
                autofocus
                aria-describedby={error ? 'problem' : undefined}
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
              <label for="code">{editorText.codeLabel}</label>
              <input
                id="code"
                name="code"
                inputmode="numeric"
                autocomplete="one-time-code"
                pattern={codePattern.source.slice(1, -1)}
                maxlength={signInRules.codeDigits}
                required
                autofocus
                aria-describedby={error ? 'problem' : undefined}
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
