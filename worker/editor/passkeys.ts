/**
 * Her passkeys: signing in to the editor without a code, from the same sign-in window
 * (signInPage.tsx), under /v1/api/cms/passkeys:
 *   POST /sign-in/options  a challenge for this browser (JSON, for the window's script)
 *   POST /sign-in          the signed challenge (a form): starts the session as a code does
 *   POST /new/options      a challenge to save a passkey, for the signed-in editor (JSON)
 *   POST /new              the new passkey (a form): saved with her address
 *   POST /remove           removes one of hers (a form, works without JavaScript)
 * The relying party is SITE_ORIGIN: its hostname is the passkeys' rpID, its origin the
 * only one an answer may come from. A challenge is stored as a SHA-256 hash, bound to the
 * asking browser's pre-sign-in cookie, lives 5 minutes and works once.
 *
 * What it refuses, each with a test (tests/worker/editor-passkey.test.ts): posts from other
 * sites (403); a challenge replayed, expired or asked by another browser; a passkey of
 * another site (other rpID or origin), unknown, removed, or whose address is no longer an
 * editor's; an answer whose user handle is not the passkey's; saving one without a
 * session, or past `maxPasskeys`; removing someone else's. Only a per-IP limit stands in
 * front of a passkey sign-in: nothing a stranger asks for counts against hers.
 */
import { Hono, type Context } from 'hono'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { owner } from '../../shared/content/owner'
import {
  addChallenge,
  addPasskey,
  passkeyById,
  passkeysOf,
  removePasskey,
  spendChallenge,
  usePasskey,
  type ChallengePurpose,
} from '../db/passkeys'
import type { NonceEnv } from '../headerMiddleware'
import { errorName } from '../redact'
import { log } from '../log'
import { rateLimitPeriodSeconds, withinLimit } from '../rateLimit'
import { editorText, passkeyText } from '../text'
import { hashToken } from '../tokens'
import { fromOurOrigin, signedInEditor, signIn, signInBrowser, startSignIn } from './session'
import { editorByEmail, editorSetup, type Editor, type EditorSetup } from './setup'
import { page, type Step } from './signInPage'
import {
  answerIn,
  base64url,
  challengeOf,
  deviceName,
  knownTransports,
  newPasskey,
  relyingParty,
  signedAnswer,
} from './webauthn'

type Ctx = Context<NonceEnv>

export const passkeyRules = {
  /** How long a challenge works, from when the window's script asked for it. */
  challengeMs: 5 * 60_000,
  /** How long the browser waits for her fingerprint, face or PIN. */
  ceremonyMs: 2 * 60_000,
  /** Passkeys one editor may keep (phone, computer, tablet…). */
  maxPasskeys: 10,
} as const

/** Uses up the challenge of this answer if this browser asked for it for `purpose`. */
async function spend(c: Ctx, clientDataJSON: string, purpose: ChallengePurpose) {
  const challenge = challengeOf(clientDataJSON)
  const browser = await signInBrowser(c)
  if (!challenge || !browser) return null
  const spent = await spendChallenge(
    c.env.DB,
    await hashToken(challenge),
    purpose,
    browser,
    Date.now(),
  )
  return spent ? { challenge, ...spent } : null
}

/** A new challenge for this browser (its pre-sign-in cookie, set now if it has none). */
async function remember(
  c: Ctx,
  challenge: string,
  purpose: ChallengePurpose,
  forEditor: { email: string; userHandle: string } | null = null,
) {
  const browserHash = (await signInBrowser(c)) ?? (await startSignIn(c))
  const now = Date.now()
  await addChallenge(
    c.env.DB,
    {
      challengeHash: await hashToken(challenge),
      purpose,
      browserHash,
      email: forEditor?.email ?? null,
      userHandle: forEditor?.userHandle ?? null,
    },
    now,
    now + passkeyRules.challengeMs,
  )
}

/** The editors, or the "not set up" page (503). */
async function setupOr503(c: Ctx): Promise<EditorSetup | Response> {
  return editorSetup(c.env) ?? page(c, 503, { notice: editorText.notConfigured })
}

/**
 * The window after she is signed in: the offer to save a passkey on this device, her
 * passkeys with "Quitar", and the way on to the editor. The code sign-in ends here too.
 */
export async function passkeysPage(
  c: Ctx,
  email: string,
  said: Pick<Extract<Step, { done: true }>, 'status' | 'error' | 'offer'> = {},
  status: 200 | 400 | 404 = 200,
) {
  const passkeys = await passkeysOf(c.env.DB, email)
  return page(c, status, { done: true, passkeys, ...said })
}

/** The signed-in editor, or the answer that refuses the request (a page, or JSON for `json`). */
async function editorOr(c: Ctx, json: boolean): Promise<Editor | Response> {
  const setup = await setupOr503(c)
  if (setup instanceof Response) return setup
  const editor = await signedInEditor(c, setup)
  if (editor === 'foreign')
    return json
      ? c.json({ message: editorText.foreign }, 403)
      : page(c, 403, { notice: editorText.foreign })
  if (!editor)
    return json
      ? c.json({ message: editorText.signedOut }, 401)
      : page(c, 401, { ask: 'email', error: editorText.signedOut })
  return editor
}

const refused = (c: Ctx) => page(c, 400, { ask: 'email', error: passkeyText.refused })

export const passkeyRoutes = new Hono<NonceEnv>()
  // These pages open in the editor's sign-in window, which must stay its opener.
  .use(async (c, next) => {
    await next()
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
    c.header('Cache-Control', 'no-store')
  })
  .post('/sign-in/options', async (c) => {
    if (!editorSetup(c.env)) return c.json({ message: editorText.notConfigured }, 503)
    if (!fromOurOrigin(c)) return c.json({ message: editorText.foreign }, 403)
    if (!(await withinLimit(c.env, 'editor-passkey', c.req.header('cf-connecting-ip')))) {
      c.header('Retry-After', String(rateLimitPeriodSeconds))
      return c.json({ message: editorText.tooFast }, 429)
    }
    // No list of passkeys: she picks hers on the device, and the page tells nobody whose they are.
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c.env).rpID,
      userVerification: 'required',
      timeout: passkeyRules.ceremonyMs,
    })
    await remember(c, options.challenge, 'sign-in')
    return c.json(options)
  })
  .post('/sign-in', async (c) => {
    const setup = await setupOr503(c)
    if (setup instanceof Response) return setup
    if (!fromOurOrigin(c)) return page(c, 403, { notice: editorText.foreign })
    const answer = await answerIn(c, signedAnswer)
    if (!answer) return page(c, 400, { ask: 'email', error: passkeyText.refused })
    const spent = await spend(c, answer.response.clientDataJSON, 'sign-in')
    if (!spent) return refused(c)
    const passkey = await passkeyById(c.env.DB, answer.id)
    const editor = passkey && editorByEmail(setup, passkey.email)
    if (!passkey || !editor || answer.response.userHandle !== passkey.user_handle) return refused(c)
    const { rpID, origin } = relyingParty(c.env)
    const verified = await verifyAuthenticationResponse({
      response: { ...answer, clientExtensionResults: {} } satisfies AuthenticationResponseJSON,
      expectedChallenge: spent.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    }).catch((error: unknown) => {
      log.info('passkey refused', { step: 'sign-in', error: errorName(error) })
      return null
    })
    if (!verified?.verified) return refused(c)
    const now = Date.now()
    const counted = await usePasskey(
      c.env.DB,
      passkey.credential_id,
      passkey.counter,
      verified.authenticationInfo.newCounter,
      now,
    )
    if (!counted) return refused(c)
    await signIn(c, editor.email)
    return page(c, 200, { done: true })
  })
  .post('/new/options', async (c) => {
    const editor = await editorOr(c, true)
    if (editor instanceof Response) return editor
    const saved = await passkeysOf(c.env.DB, editor.email)
    if (saved.length >= passkeyRules.maxPasskeys)
      return c.json({ message: passkeyText.tooMany(passkeyRules.maxPasskeys) }, 400)
    // One user handle for all her passkeys: a device that holds one of them is asked to
    // replace it, not to keep two.
    const userHandle =
      saved[0]?.user_handle ?? isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)))
    const options = await generateRegistrationOptions({
      rpName: owner.brand,
      rpID: relyingParty(c.env).rpID,
      userName: editor.email,
      userDisplayName: editor.name,
      userID: isoBase64URL.toBuffer(userHandle),
      timeout: passkeyRules.ceremonyMs,
      attestationType: 'none',
      // Her devices that already hold one say so instead of making a second.
      excludeCredentials: saved.map((p) => ({
        id: p.credential_id,
        transports: JSON.parse(p.transports) as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    await remember(c, options.challenge, 'register', { email: editor.email, userHandle })
    return c.json(options)
  })
  .post('/new', async (c) => {
    const editor = await editorOr(c, false)
    if (editor instanceof Response) return editor
    const answer = await answerIn(c, newPasskey)
    const spent = answer && (await spend(c, answer.response.clientDataJSON, 'register'))
    if (!answer || !spent?.userHandle || spent.email?.toLowerCase() !== editor.email)
      return passkeysPage(c, editor.email, { error: passkeyText.notSaved }, 400)
    const { rpID, origin } = relyingParty(c.env)
    const response: RegistrationResponseJSON = {
      ...answer,
      response: {
        ...answer.response,
        transports: (answer.response.transports ?? []).filter((t): t is AuthenticatorTransport =>
          (knownTransports as readonly string[]).includes(t),
        ),
      },
      clientExtensionResults: {},
    }
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: spent.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch((error: unknown) => {
      log.info('passkey refused', { step: 'register', error: errorName(error) })
      return null
    })
    if (!verified?.verified)
      return passkeysPage(c, editor.email, { error: passkeyText.notSaved }, 400)
    const saved = await passkeysOf(c.env.DB, editor.email)
    if (saved.length >= passkeyRules.maxPasskeys)
      return passkeysPage(
        c,
        editor.email,
        { error: passkeyText.tooMany(passkeyRules.maxPasskeys) },
        400,
      )
    const { credential } = verified.registrationInfo
    const added = await addPasskey(
      c.env.DB,
      {
        credential_id: credential.id,
        email: editor.email,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(response.response.transports),
        user_handle: spent.userHandle,
        name: deviceName(c.req.header('user-agent')),
      },
      Date.now(),
    )
    if (!added) return passkeysPage(c, editor.email, { error: passkeyText.notSaved }, 400)
    return passkeysPage(c, editor.email, { status: passkeyText.saved, offer: false })
  })
  .post('/remove', async (c) => {
    const editor = await editorOr(c, false)
    if (editor instanceof Response) return editor
    const form = await c.req.parseBody()
    const id = typeof form.id === 'string' ? form.id : ''
    const passkey = base64url.safeParse(id).success ? await passkeyById(c.env.DB, id) : null
    const removed =
      passkey !== null && (await removePasskey(c.env.DB, passkey.credential_id, editor.email))
    if (!passkey || !removed)
      return passkeysPage(c, editor.email, { error: passkeyText.notYours }, 404)
    return passkeysPage(c, editor.email, { status: passkeyText.removed(passkey.name) })
  })
