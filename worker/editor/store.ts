/**
 * The editor's sign-in codes, sessions and known browsers, hashed before D1 keeps them
 * (worker/db/editorSignIn.ts). A code is kept only as an HMAC under the sign-in key
 * (secret.ts), bound to the address it was asked for (also keyed) and to the browser that
 * asked for it (the hash of its pre-sign-in cookie); session and known-browser tokens as
 * SHA-256 hashes (32 random bytes need no key). A copy of the database signs nobody in.
 * Lifetimes are in shared/rules/retention.ts (`retention`); docs/PRIVACY.md says them to her.
 */
import { signInRules } from '../../shared/rules/sign-in'
import {
  addCode,
  addCodeRequest,
  addFailure,
  addKnownBrowser,
  addSession,
  anonymousFailures,
  deleteSession,
  knownBrowserEmail,
  liveCode,
  liveSessionEmail,
  renewKnownBrowser,
  spendTry,
  spendCode,
  type CodeRequest,
} from '../db/editorSignIn'
import { hashToken, newToken } from '../tokens'
import { keyedHash } from './secret'

/** Six random digits, evenly spread (rejection sampling: no modulo bias). */
export function newCode(): string {
  const limit = 4_000_000_000 // a multiple of 10^6 below 2^32
  for (;;) {
    const [n = limit] = crypto.getRandomValues(new Uint32Array(1))
    if (n < limit) return String(n % 1_000_000).padStart(signInRules.codeDigits, '0')
  }
}

/** A code's hash binds it to the address it was mailed to. */
export const codeHash = (key: CryptoKey, email: string, code: string) =>
  keyedHash(key, `code:${email.toLowerCase()}:${code}`)

/** How an address that asked for codes is counted: any address, so keyed, never kept as is. */
const addressHash = (key: CryptoKey, email: string) =>
  keyedHash(key, `address:${email.toLowerCase()}`)

/**
 * Counts a request for a code for `email`, whoever it is (an editor or not: the answer
 * must not tell), from one of her known browsers (`known`) or not; anonymous requests are
 * counted apart, so they never use up hers. Says whether it gets a code, or when the
 * next may be asked.
 */
export async function countCodeRequest(
  db: D1Database,
  key: CryptoKey,
  email: string,
  known: boolean,
  now: number,
): Promise<CodeRequest> {
  return addCodeRequest(db, await addressHash(key, email), known, now)
}

/**
 * Stores a new code for `email`, usable only from the browser whose cookie hashes to
 * `browserHash`. For an address that may not edit (`editor` false) the same row is
 * written without the address, and the code is mailed to nobody.
 */
export async function issueCode(
  db: D1Database,
  key: CryptoKey,
  email: string,
  browserHash: string,
  now: number,
  editor = true,
): Promise<string> {
  const code = newCode()
  await addCode(
    db,
    {
      addressHash: await addressHash(key, email),
      email: editor ? email.toLowerCase() : null,
      codeHash: await codeHash(key, email, code),
      browserHash,
    },
    now,
  )
  return code
}

/**
 * Whether `code` is the newest live code of `email` asked from this browser: it must be
 * unused, unexpired and under its tries. A wrong code spends a try of that code only;
 * another browser has no live code of hers, so its guesses spend nothing. The right
 * code is used up by this call (two calls racing with it: only one wins), and every
 * other open code of hers dies with it.
 */
export async function redeemCode(
  db: D1Database,
  key: CryptoKey,
  email: string,
  code: string,
  browserHash: string,
  now: number,
): Promise<boolean> {
  const address = await addressHash(key, email)
  const live = await liveCode(db, address, browserHash, now)
  if (!live) return false
  if ((await codeHash(key, email, code)) !== live.code_hash) {
    await spendTry(db, live.id)
    return false
  }
  return spendCode(db, live.id, address, now)
}

/** Whether codes for `email` typed in anonymous browsers are refused for the rest of the day. */
export async function anonymousCodesStopped(
  db: D1Database,
  key: CryptoKey,
  email: string,
  now: number,
): Promise<boolean> {
  const failures = await anonymousFailures(db, await addressHash(key, email), now)
  return failures >= signInRules.anonymousFailuresPerDay
}

/**
 * Remembers a refused code for `email`, any address (from any browser, for a day, the
 * address keyed as in countCodeRequest), and says how many it had in the last hour,
 * this one included.
 */
export async function countFailure(
  db: D1Database,
  key: CryptoKey,
  email: string,
  known: boolean,
  now: number,
): Promise<number> {
  return addFailure(db, await addressHash(key, email), known, now)
}

/**
 * Remembers this browser as one `email` signed in from: the token it carries renewed
 * when it is a live one of hers, else a new one. Returns the token for the cookie.
 */
export async function rememberBrowser(
  db: D1Database,
  token: string | null,
  email: string,
  now: number,
): Promise<string> {
  if (token && (await renewKnownBrowser(db, await hashToken(token), email, now))) return token
  const fresh = newToken()
  await addKnownBrowser(db, await hashToken(fresh), email, now)
  return fresh
}

/** A lookup by a cookie token's hash, called with the token itself (never stored as is). */
const byToken =
  (lookup: (db: D1Database, tokenHash: string, now: number) => Promise<string | null>) =>
  async (db: D1Database, token: string, now: number): Promise<string | null> =>
    lookup(db, await hashToken(token), now)

/** The address a browser's known-browser token is live for, or null. */
export const knownBrowserAddress = byToken(knownBrowserEmail)

/** Starts a session for `email`; returns the token for the cookie (never stored as is). */
export async function startSession(db: D1Database, email: string, now: number): Promise<string> {
  const token = newToken()
  await addSession(db, await hashToken(token), email, now)
  return token
}

/** The address a live session token belongs to (its last use noted), or null. */
export const sessionEmail = byToken(liveSessionEmail)

/** Ends one session (signing out). */
export async function endSession(db: D1Database, token: string): Promise<void> {
  await deleteSession(db, await hashToken(token))
}
