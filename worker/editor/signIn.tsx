/**
 * Signing in to the editor at /admin with an e-mail and a mailed code. The editor
 * opens its sign-in window at /v1/api/cms/auth (its GitHub backend's `base_url` +
 * `auth_endpoint`); there:
 *   GET  /auth      asks for her e-mail
 *   POST /auth      mails a code if the address is an editor (the page reads the same
 *                   either way) and asks for it
 *   POST /code      checks the code, starts the session (cookie) and hands the editor a
 *                   placeholder credential by postMessage, to our origin only: the
 *                   real authority is the cookie, which the gateway checks
 *   POST /signout   ends the session (the editor's "Cerrar sesión", through /admin's script)
 * Posts must come from our own pages (Sec-Fetch-Site / Origin).
 */
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { owner } from '../../shared/owner'
import { insertMessage } from '../db/messages'
import { editorCodeMail } from '../mail/editorCode'
import { mailboxOf } from '../mail/mailbox'
import { enqueue } from '../mail/outbox'
import { editorText } from '../messages'
import type { NonceEnv } from '../headerMiddleware'
import { ourOrigins } from '../site'
import { newToken } from '../tokens'
import { editorByEmail, editorSetup } from './setup'
import { fromOurOrigin, signIn, signOut } from './session'
import { signInRules } from './rules'
import { issueCode, redeemCode } from './store'

/** What the editor is handed in place of a GitHub token: it authorises nothing. */
export const placeholderCredential = 'sesion-del-editor'

const address = z.email()
const codePattern = new RegExp(`^[0-9]{${signInRules.codeDigits}}$`)

const style =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:18px;line-height:1.5;color:#2C2C2C;background:#f7f7f7}" +
  'main{max-width:480px;margin:10vh auto;padding:0 24px}h1{font-weight:400;font-size:28px;margin:0 0 16px}' +
  'label{display:block;margin:24px 0 8px;font-weight:600}input{box-sizing:border-box;width:100%;font:inherit;padding:12px;border:1px solid #6b5e5c;background:#fff;border-radius:0}' +
  'input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2C2C2C;outline-offset:2px}' +
  'button{margin-top:16px;font:inherit;font-weight:600;padding:12px 24px;min-height:48px;border:0;background:#2C2C2C;color:#f7f7f7;cursor:pointer}' +
  '.error{color:#8a1c1c;font-weight:600}.note{font-size:16px;color:#6b5e5c}a{color:inherit}'

/**
 * The editor's external sign-in handshake: this window says 'authorizing:github' to its
 * opener, waits for the editor's answer from one of our origins, and only then sends
 * the result, to that origin alone.
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
  window.addEventListener('message', answer);
  if (window.opener) for (const origin of origins) window.opener.postMessage('authorizing:github', origin);
})();`
}

type Step =
  | { ask: 'email'; error?: string }
  | { ask: 'code'; email: string; error?: string }
  | { done: true }
  | { notice: string }

/** What went wrong, announced, and named by the field it is about (`aria-describedby`). */
const Problem = ({ text }: { text: string | false | undefined }) =>
  text ? (
    <p class="error" id="problem" role="alert">
      {text}
    </p>
  ) : null

/** One page of the sign-in window. A script runs only on the last, with this response's nonce. */
function page(c: Context<NonceEnv>, status: ContentfulStatusCode, step: Step) {
  const nonce = c.get('secureHeadersNonce') ?? newToken()
  c.header('Cache-Control', 'no-store')
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`,
  )
  const error = 'error' in step && step.error
  return c.html(
    <html lang="es-AR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${editorText.title} · ${owner.brand}`}</title>
        <style nonce={nonce}>{style}</style>
      </head>
      <body>
        <main>
          <h1>{editorText.title}</h1>
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
                required
                autofocus
                aria-describedby={error ? 'problem' : undefined}
              />
              <button type="submit">{editorText.sendCode}</button>
            </form>
          )}
          {'ask' in step && step.ask === 'code' && (
            <form method="post" action="/v1/api/cms/code">
              <p role="status">{editorText.codeSent(step.email)}</p>
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
          {'done' in step && <p role="status">{editorText.signedIn}</p>}
          {'notice' in step && <p role="status">{step.notice}</p>}
        </main>
        {'done' in step && (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: handshake(ourOrigins(c)) }} />
        )}
      </body>
    </html>,
    status,
  )
}

const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name].trim() : ''

export const signInRoutes = new Hono<NonceEnv>()
  // The editor opened this window and must stay its opener through every page.
  .use(async (c, next) => {
    await next()
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
  })
  .get('/auth', (c) =>
    editorSetup(c.env)
      ? page(c, 200, { ask: 'email' })
      : page(c, 503, { notice: editorText.notConfigured }),
  )
  .post('/auth', async (c) => {
    const setup = editorSetup(c.env)
    if (!setup) return page(c, 503, { notice: editorText.notConfigured })
    if (!fromOurOrigin(c)) return page(c, 403, { notice: editorText.foreign })
    const email = field(await c.req.parseBody(), 'email').toLowerCase()
    if (!address.safeParse(email).success)
      return page(c, 400, { ask: 'email', error: editorText.badEmail })
    if (editorByEmail(setup, email)) {
      const now = Date.now()
      const code = await issueCode(c.env.DB, email, now)
      if (code) {
        const key = `editor-code:${newToken()}`
        await enqueue(
          c.env,
          [
            insertMessage(
              c.env.DB,
              {
                template: 'editor-code',
                recipient: email,
                mail: await editorCodeMail(code),
                idempotencyKey: key,
                mailbox: mailboxOf(email),
              },
              now,
            ),
          ],
          [key],
          (work) => c.executionCtx.waitUntil(work),
        )
      }
    }
    // The same page whether or not the address may edit, and whether or not a code went.
    return page(c, 200, { ask: 'code', email })
  })
  .post('/code', async (c) => {
    const setup = editorSetup(c.env)
    if (!setup) return page(c, 503, { notice: editorText.notConfigured })
    if (!fromOurOrigin(c)) return page(c, 403, { notice: editorText.foreign })
    const form = await c.req.parseBody()
    const email = field(form, 'email').toLowerCase()
    const code = field(form, 'code').replace(/\s/g, '')
    if (!address.safeParse(email).success)
      return page(c, 400, { ask: 'email', error: editorText.badEmail })
    const valid =
      codePattern.test(code) &&
      Boolean(editorByEmail(setup, email)) &&
      (await redeemCode(c.env.DB, email, code, Date.now()))
    if (!valid) return page(c, 400, { ask: 'code', email, error: editorText.wrongCode })
    await signIn(c, email)
    return page(c, 200, { done: true })
  })
  .post('/signout', async (c) => {
    if (!fromOurOrigin(c)) return c.json({ message: editorText.foreign }, 403)
    await signOut(c)
    return c.body(null, 204)
  })
