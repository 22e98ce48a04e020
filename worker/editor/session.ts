/**
 * The editor's cookies, each a random token (`__Host-` prefixed, HttpOnly, Secure,
 * SameSite=Strict, on / only so the prefix holds) whose hash D1 keeps:
 *   __Host-editor_signin   the pre-sign-in cookie: set when a code is asked for, for the
 *                          code's lifetime; a code works only with the cookie of the
 *                          browser that asked for it (its hash is stored with the code)
 *   __Host-editor_session  the session, with her address
 *   __Host-editor_browser  a browser she signed in from (set at every sign-in, by code or
 *                          passkey, through signIn; 400 days from the last): her code
 *                          requests from it are never counted with strangers'
 * Only the sign-in and the gateway read them; public pages never set or read a cookie.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { signInRules } from '../../shared/rules/sign-in'
import {
  endSession,
  knownBrowserAddress,
  rememberBrowser,
  sessionEmail,
  startSession,
} from './store'
import { ourOrigins } from '../site'
import { hashToken, newToken, tokenPattern } from '../tokens'
import { editorByEmail, type Editor, type EditorSetup } from './setup'

export const sessionCookie = '__Host-editor_session'
export const signInCookie = '__Host-editor_signin'
export const knownBrowserCookie = '__Host-editor_browser'

const strictCookie = { path: '/', httpOnly: true, secure: true, sameSite: 'Strict' } as const

/** Marks this browser as the one asking for a code; returns the hash its code is bound to. */
export async function startSignIn<E extends { Bindings: Env }>(c: Context<E>): Promise<string> {
  const token = newToken()
  setCookie(c, signInCookie, token, { ...strictCookie, maxAge: signInRules.codeMs / 1000 })
  return hashToken(token)
}

/** The hash of this browser's pre-sign-in cookie, or null without a well-formed one. */
export async function signInBrowser<E extends { Bindings: Env }>(
  c: Context<E>,
): Promise<string | null> {
  const token = getCookie(c, signInCookie)
  return token && tokenPattern.test(token) ? hashToken(token) : null
}

/**
 * Whether a request comes from a page of ours: the browser says so in
 * Sec-Fetch-Site, or (browsers without it) in Origin. Other sites cannot drive the
 * gateway, even with her cookie.
 */
export function fromOurOrigin<E extends { Bindings: Env }>(c: Context<E>): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = c.req.header('origin')
  return origin !== undefined && ourOrigins(c).includes(origin)
}

/**
 * The editor signed in on this browser; 'foreign' for a request from another site;
 * null without a live session (or when her address is no longer an editor).
 */
export async function signedInEditor<E extends { Bindings: Env }>(
  c: Context<E>,
  setup: EditorSetup,
): Promise<Editor | 'foreign' | null> {
  if (!fromOurOrigin(c)) return 'foreign'
  const token = getCookie(c, sessionCookie)
  if (!token) return null
  const email = await sessionEmail(c.env.DB, token, Date.now())
  return email ? (editorByEmail(setup, email) ?? null) : null
}

/** This browser's known-browser token, when it carries a well-formed one. */
const knownBrowserToken = <E extends { Bindings: Env }>(c: Context<E>): string | null => {
  const token = getCookie(c, knownBrowserCookie)
  return token && tokenPattern.test(token) ? token : null
}

/**
 * Remembers this browser as one `email` signed in from (the known-browser cookie, renewed
 * for another `knownBrowserMs`). signIn does it; exported for a sign-in that starts its
 * session some other way.
 */
export async function rememberThisBrowser<E extends { Bindings: Env }>(
  c: Context<E>,
  email: string,
): Promise<void> {
  const token = await rememberBrowser(c.env.DB, knownBrowserToken(c), email, Date.now())
  setCookie(c, knownBrowserCookie, token, {
    ...strictCookie,
    maxAge: signInRules.knownBrowserMs / 1000,
  })
}

/**
 * Whether this browser signed in as `email` before (a live known-browser cookie of hers);
 * a forged, ended or other editor's cookie, or none, is an anonymous browser.
 */
export async function knownFor<E extends { Bindings: Env }>(
  c: Context<E>,
  email: string,
): Promise<boolean> {
  const token = knownBrowserToken(c)
  if (!token) return false
  const known = await knownBrowserAddress(c.env.DB, token, Date.now())
  return known !== null && known.toLowerCase() === email.trim().toLowerCase()
}

/**
 * Starts a session for `email` on this browser, whatever proved it was her (a mailed code,
 * a passkey): the session cookie, and this browser remembered as hers.
 */
export async function signIn<E extends { Bindings: Env }>(
  c: Context<E>,
  email: string,
): Promise<void> {
  const token = await startSession(c.env.DB, email, Date.now())
  setCookie(c, sessionCookie, token, { ...strictCookie, maxAge: signInRules.sessionMs / 1000 })
  await rememberThisBrowser(c, email)
  // Its code is used: the pre-sign-in cookie has nothing left to do.
  deleteCookie(c, signInCookie, { path: '/', secure: true })
}

export async function signOut<E extends { Bindings: Env }>(c: Context<E>): Promise<void> {
  const token = getCookie(c, sessionCookie)
  if (token) await endSession(c.env.DB, token)
  deleteCookie(c, sessionCookie, { path: '/', secure: true })
}
