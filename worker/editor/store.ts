/**
 * The editor's sign-in codes and sessions, hashed before D1 keeps them
 * (worker/db/editorSignIn.ts). A code is kept only as an HMAC under the sign-in key
 * (secret.ts), bound to her address and to the browser that asked for it (the hash of
 * its pre-sign-in cookie); session tokens as SHA-256 hashes (32 random bytes need no
 * key). A copy of the database signs nobody in. Lifetimes are in shared/retention.ts
 * (`retention`); docs/PRIVACY.md says them to her.
 */
import { signInRules } from '../../shared/sign-in-rules'
import {
  addCode,
  addCodeRequest,
  addFailure,
  addSession,
  deleteSession,
  liveCode,
  liveSessionEmail,
  spendTry,
  spendCode,
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
 * must not tell), unless `codesPerHour` were asked for it in the last hour. Returns
 * null when counted, else when the next may be asked.
 */
export async function countCodeRequest(
  db: D1Database,
  key: CryptoKey,
  email: string,
  now: number,
): Promise<{ retryAt: number } | null> {
  return addCodeRequest(db, await addressHash(key, email), now)
}

/** Stores a new code for `email`, usable only from the browser whose cookie hashes to `browserHash`. */
export async function issueCode(
  db: D1Database,
  key: CryptoKey,
  email: string,
  browserHash: string,
  now: number,
): Promise<string> {
  const code = newCode()
  await addCode(db, { email, codeHash: await codeHash(key, email, code), browserHash }, now)
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
  const live = await liveCode(db, email, browserHash, now)
  if (!live) return false
  if ((await codeHash(key, email, code)) !== live.code_hash) {
    await spendTry(db, live.id)
    return false
  }
  return spendCode(db, live.id, email, now)
}

/**
 * Remembers a refused code for an editor's address (from any browser, for an hour, the
 * address keyed as in countCodeRequest), and says how many her address had in the last
 * hour, this one included.
 */
export async function countFailure(
  db: D1Database,
  key: CryptoKey,
  email: string,
  now: number,
): Promise<number> {
  return addFailure(db, await addressHash(key, email), now)
}

/** Starts a session for `email`; returns the token for the cookie (never stored as is). */
export async function startSession(db: D1Database, email: string, now: number): Promise<string> {
  const token = newToken()
  await addSession(db, await hashToken(token), email, now)
  return token
}

/** The address a live session token belongs to (its last use noted), or null. */
export async function sessionEmail(
  db: D1Database,
  token: string,
  now: number,
): Promise<string | null> {
  return liveSessionEmail(db, await hashToken(token), now)
}

/** Ends one session (signing out). */
export async function endSession(db: D1Database, token: string): Promise<void> {
  await deleteSession(db, await hashToken(token))
}
