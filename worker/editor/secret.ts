/**
 * The key of the sign-in's hashes (codes, and the addresses codes were asked for):
 * EDITOR_CODE_SECRET, an HMAC-SHA-256 key. A 6-digit code's plain SHA-256 is reversed
 * by trying the million codes in milliseconds; keyed, a copy of the database alone
 * reveals neither a live code nor which addresses asked for one.
 *
 * Unset on a local origin (`wrangler dev`, the tests): a random key made on this
 * isolate's first sign-in (a Worker may not make random values before a request), so a
 * code works only in the isolate that made it; one `wrangler dev` is one isolate.
 * Unset (or too short to be random) on a deployed origin: null, and the sign-in answers
 * 503 "not set up", because codes made in one of Cloudflare's isolates would fail at
 * random in the others.
 */
import { log } from '../log'
import { isLocal } from '../mail/config'

/** 32 characters of `openssl rand -base64 32` carry about 190 bits. */
export const minSecretLength = 32

let isolateKey: Promise<CryptoKey> | undefined

const hmacKey = (raw: Uint8Array) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

export async function signInKey(env: Env): Promise<CryptoKey | null> {
  const secret = env.EDITOR_CODE_SECRET?.trim()
  if (secret && secret.length >= minSecretLength) return hmacKey(new TextEncoder().encode(secret))
  if (secret) log.error('EDITOR_CODE_SECRET is too short', { minimum: minSecretLength })
  if (!isLocal(env)) return null
  isolateKey ??= hmacKey(crypto.getRandomValues(new Uint8Array(32)))
  return isolateKey
}

/** HMAC-SHA-256 of `text` under `key`, as hex. */
export async function keyedHash(key: CryptoKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
