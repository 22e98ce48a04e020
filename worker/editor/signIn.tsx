/**
 * Signing in to the editor at /admin with an e-mail and a mailed code. The editor
 * opens its sign-in window at /v1/api/cms/auth (its GitHub backend's `base_url` +
 * `auth_endpoint`); there:
 *   GET  /auth      asks for her e-mail (with Turnstile's widget when it is on)
 *   POST /auth      mails a code if the address is an editor (the page reads the same
 *                   either way), bound to this browser by the pre-sign-in cookie, and
 *                   asks for it
 *   POST /code      checks the code against this browser's, starts the session (cookie),
 *                   remembers the browser as hers (known-browser cookie, session.ts) and
 *                   hands the editor a placeholder credential by postMessage, to our
 *                   origin only: the real authority is the cookie, which the gateway checks
 *   POST /signout   ends the session (the editor's "Cerrar sesión", through /admin's script)
 *
 * What it refuses, each with a test (tests/worker/editor-signin.test.ts,
 * editor-signin-abuse.test.ts, editor.test.ts): posts from other sites (Sec-Fetch-Site /
 * Origin: 403); more than a few posts a minute from one IP to each of /auth and /code (429,
 * Retry-After); without a passed Turnstile when it is on (403); a fourth code for one
 * address within the hour (429, saying from when), counted apart for requests from a
 * browser she signed in from before (known) and for everyone else's (anonymous), so
 * strangers never use up hers; anonymous requests for one address past 10 a day (429,
 * saying from when), only the first of the day getting a code (her one mail; one she
 * signs in with does not count); a code typed in another browser than the one that asked
 * for it, or without that browser's cookie (the same "wrong code", spending none of her
 * code's tries); a code past its 10 minutes, its 5 tries, its one use, or after another of
 * hers was used; any code typed in an anonymous browser once the address had 20 wrong ones
 * from anonymous browsers that day (429). A forged, ended or other editor's known-browser cookie is anonymous. Every limit
 * is counted for any address, with the same rows and statements before the answer, and
 * her mails are written after it: neither the page nor its time tells who may edit. Five
 * wrong codes in an hour for her address mail her a warning, once a day.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { buenosAiresDateTime, buenosAiresDay } from '../../shared/format/time'
import { insertEditorAlert, insertMessage } from '../db/messages'
import type { NonceEnv } from '../headerMiddleware'
import { editorAlertMail } from '../mail/editorAlert'
import { editorCodeMail } from '../mail/editorCode'
import { mailboxOf } from '../mail/mailbox'
import { enqueue } from '../mail/outbox'
import { log } from '../log'
import { errorName } from '../redact'
import { editorText } from '../text'
import { rateLimitPeriodSeconds, withinLimit, type LimitedAction } from '../rateLimit'
import { newToken } from '../tokens'
import { verifyTurnstile } from '../turnstile'
import { signInRules } from '../../shared/rules/sign-in'
import { signInKey } from './secret'
import { fromOurOrigin, knownFor, signIn, signInBrowser, signOut, startSignIn } from './session'
import { editorByEmail, editorSetup, type EditorSetup } from './setup'
import { passkeysPage } from './passkeys'
import { codePattern, page, turnstileResponseField, type Step } from './signInPage'
import {
  anonymousCodesStopped,
  countCodeRequest,
  countFailure,
  issueCode,
  redeemCode,
} from './store'

export { placeholderCredential } from './signInPage'

type Ctx = Context<NonceEnv>

const address = z.email()

const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name].trim() : ''

const clientIp = (c: Ctx) => c.req.header('cf-connecting-ip')

/** The editors and the key of the code hashes, or the "not set up" page (503). */
async function ready(c: Ctx): Promise<{ setup: EditorSetup; key: CryptoKey } | Response> {
  const setup = editorSetup(c.env)
  const key = setup && (await signInKey(c.env))
  return setup && key ? { setup, key } : page(c, 503, { notice: editorText.notConfigured })
}

/** Past the IP's budget for this step: the same step again, saying to wait a minute. */
async function tooFast(c: Ctx, action: LimitedAction, step: Step): Promise<Response | null> {
  if (await withinLimit(c.env, action, clientIp(c))) return null
  c.header('Retry-After', String(rateLimitPeriodSeconds))
  return page(c, 429, { ...step, error: editorText.tooFast })
}

/** When the next code may be asked for, in Buenos Aires, rounded up so that then it is true. */
const when = (ms: number, now: number) => {
  const [day, at] = buenosAiresDateTime(Math.ceil(ms / 60_000) * 60_000).split(' ')
  return day === buenosAiresDay(now) ? `las ${at}` : `mañana a las ${at}`
}

/**
 * Writes one mail of the sign-in and sends it, both after the answer: the answer takes
 * the same time whether or not a mail goes (it goes only to an editor).
 */
const mailAfterAnswer = (
  c: Ctx,
  prefix: string,
  statement: (idempotencyKey: string) => Promise<D1PreparedStatement>,
) => {
  const idempotencyKey = `${prefix}:${newToken()}`
  c.executionCtx.waitUntil(
    // A macrotask later: the answer is out before the mail is even written.
    new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => statement(idempotencyKey))
      .then((insert) =>
        enqueue(c.env, [insert], [idempotencyKey], (work) => c.executionCtx.waitUntil(work)),
      )
      .catch((error: unknown) => log.error('sign-in mail', { error: errorName(error) })),
  )
}

/**
 * Counts a refused code for any address (the same rows whether or not it may edit); for
 * an editor's, at `failuresBeforeAlert` in the hour, mails her one warning, unless one went
 * to her in the last `alertEveryMs` (checked in the insert itself, so racing refusals
 * cannot both mail).
 */
async function countRefusal(
  c: Ctx,
  key: CryptoKey,
  email: string,
  editor: boolean,
  known: boolean,
  now: number,
): Promise<void> {
  const failures = await countFailure(c.env.DB, key, email, known, now)
  if (!editor || failures < signInRules.failuresBeforeAlert) return
  mailAfterAnswer(c, 'editor-alert', async (idempotencyKey) =>
    insertEditorAlert(
      c.env.DB,
      {
        template: 'editor-alert',
        recipient: email,
        mail: await editorAlertMail(failures, now),
        idempotencyKey,
        mailbox: mailboxOf(email),
      },
      now,
      signInRules.alertEveryMs,
    ),
  )
}

export const signInRoutes = new Hono<NonceEnv>()
  // The editor opened this window and must stay its opener through every page.
  .use(async (c, next) => {
    await next()
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
  })
  .get('/auth', async (c) => {
    const signing = await ready(c)
    return signing instanceof Response ? signing : page(c, 200, { ask: 'email' })
  })
  .post('/auth', async (c) => {
    const signing = await ready(c)
    if (signing instanceof Response) return signing
    if (!fromOurOrigin(c)) return page(c, 403, { notice: editorText.foreign })
    const limited = await tooFast(c, 'editor-auth', { ask: 'email' })
    if (limited) return limited
    const form = await c.req.parseBody()
    const email = field(form, 'email').toLowerCase()
    if (!address.safeParse(email).success)
      return page(c, 400, { ask: 'email', error: editorText.badEmail })
    const verdict = await verifyTurnstile(c.env, field(form, turnstileResponseField), clientIp(c))
    if (verdict === 'rejected')
      return page(c, 403, { ask: 'email', email, error: editorText.notHuman })
    if (verdict === 'unavailable')
      return page(c, 503, { ask: 'email', email, error: editorText.checkUnavailable })
    const now = Date.now()
    const editor = editorByEmail(signing.setup, email) !== undefined
    // Counted for any address, so this page too reads the same whether or not it may edit;
    // her known browsers are counted apart from everyone else's.
    const counted = await countCodeRequest(
      c.env.DB,
      signing.key,
      email,
      await knownFor(c, email),
      now,
    )
    if ('retryAt' in counted) {
      // Her browser keeps its cookie, so the code in her last mail still works here.
      c.header('Retry-After', String(Math.ceil((counted.retryAt - now) / 1000)))
      const next = when(counted.retryAt, now)
      return page(c, 429, {
        ask: 'code',
        email,
        sent: false,
        error: counted.daily
          ? editorText.codesSpentToday(email, next)
          : editorText.codesSpentUntil(email, next),
      })
    }
    const browser = await startSignIn(c)
    if (counted.issued) {
      // Written for any address; mailed only to an editor's, after the answer.
      const code = await issueCode(c.env.DB, signing.key, email, browser, now, editor)
      if (editor)
        mailAfterAnswer(c, 'editor-code', async (idempotencyKey) =>
          insertMessage(
            c.env.DB,
            {
              template: 'editor-code',
              recipient: email,
              mail: await editorCodeMail(code),
              idempotencyKey,
              mailbox: mailboxOf(email),
            },
            now,
          ),
        )
    }
    // The same page whether or not the address may edit, and whether or not a code went.
    return page(c, 200, { ask: 'code', email })
  })
  .post('/code', async (c) => {
    const signing = await ready(c)
    if (signing instanceof Response) return signing
    if (!fromOurOrigin(c)) return page(c, 403, { notice: editorText.foreign })
    const form = await c.req.parseBody()
    const email = field(form, 'email').toLowerCase()
    const code = field(form, 'code').replace(/\s/g, '')
    if (!address.safeParse(email).success)
      return page(c, 400, { ask: 'email', error: editorText.badEmail })
    const limited = await tooFast(c, 'editor-code', { ask: 'code', email, sent: false })
    if (limited) return limited
    const now = Date.now()
    const editor = editorByEmail(signing.setup, email) !== undefined
    const browser = await signInBrowser(c)
    const known = await knownFor(c, email)
    // The same reads and writes for any address: only an editor's code can sign in.
    const stopped = !known && (await anonymousCodesStopped(c.env.DB, signing.key, email, now))
    const valid =
      codePattern.test(code) &&
      browser !== null &&
      !stopped &&
      (await redeemCode(c.env.DB, signing.key, email, code, browser, now)) &&
      editor
    if (!valid) {
      await countRefusal(c, signing.key, email, editor, known, now)
      if (stopped)
        return page(c, 429, { ask: 'code', email, sent: false, error: editorText.codesStopped })
      return page(c, 400, { ask: 'code', email, error: editorText.wrongCode })
    }
    await signIn(c, email)
    return passkeysPage(c, email)
  })
  .post('/signout', async (c) => {
    if (!fromOurOrigin(c)) return c.json({ message: editorText.foreign }, 403)
    await signOut(c)
    return c.body(null, 204)
  })
