/**
 * Her confirm link: `<random>.<expiry>.<signature>`, the signature an HMAC under the
 * editor's secret (EDITOR_CODE_SECRET, worker/editor/secret.ts: the same person, the same
 * authority). A forged or expired link is refused before D1 is read; single use is D1's:
 * the mailing keeps only the link's SHA-256 and drops it once confirmed.
 */
import { keyedHash, signInKey } from '../editor/secret'
import { newToken } from '../tokens'

const purpose = 'journal-mailing'
export const mailingTokenPattern = /^[A-Za-z0-9_-]{43}\.\d{13}\.[0-9a-f]{64}$/

/** A new link token valid until `expiresAt`, or null when no key is set up (deployed without the secret). */
export async function signMailingToken(env: Env, expiresAt: number): Promise<string | null> {
  const key = await signInKey(env)
  if (!key) return null
  const body = `${newToken()}.${expiresAt}`
  return `${body}.${await keyedHash(key, `${purpose}:${body}`)}`
}

export type TokenCheck = 'valid' | 'expired' | 'forged'

/** Whether `token` is one we signed and still within its 7 days. */
export async function checkMailingToken(env: Env, token: string, now: number): Promise<TokenCheck> {
  if (!mailingTokenPattern.test(token)) return 'forged'
  const key = await signInKey(env)
  if (!key) return 'forged'
  const [random, expiry, signature] = token.split('.') as [string, string, string]
  const expected = await keyedHash(key, `${purpose}:${random}.${expiry}`)
  const a = new TextEncoder().encode(expected)
  const b = new TextEncoder().encode(signature)
  if (a.byteLength !== b.byteLength || !crypto.subtle.timingSafeEqual(a, b)) return 'forged'
  return Number(expiry) > now ? 'valid' : 'expired'
}
