/**
 * The editor's sign-in codes and sessions in D1. A code is kept only as an HMAC under
 * the sign-in key (secret.ts), bound to her address and to the browser that asked for
 * it (the hash of its pre-sign-in cookie); session tokens as SHA-256 hashes (32 random
 * bytes need no key). A copy of the database signs nobody in. Lifetimes are in
 * shared/retention.ts (`retention`); docs/PRIVACY.md says them to her.
 */
import { clearedCodeMail } from '../db/messages'
import { hashToken, newToken } from '../tokens'
import { keyedHash } from './secret'
import { signInRules } from './rules'

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
  const hash = await addressHash(key, email)
  const since = now - signInRules.windowMs
  const { meta } = await db
    .prepare(
      `INSERT INTO editor_code_requests (address_hash, created_at) SELECT ?1, ?2
       WHERE (SELECT COUNT(*) FROM editor_code_requests WHERE address_hash = ?1 AND created_at > ?3) < ?4`,
    )
    .bind(hash, now, since, signInRules.codesPerHour)
    .run()
  if (meta.changes > 0) return null
  const oldest = await db
    .prepare(
      'SELECT MIN(created_at) AS at FROM editor_code_requests WHERE address_hash = ?1 AND created_at > ?2',
    )
    .bind(hash, since)
    .first<{ at: number | null }>()
  return { retryAt: (oldest?.at ?? now) + signInRules.windowMs }
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
  await db
    .prepare(
      `INSERT INTO editor_codes (email, code_hash, browser_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(email, await codeHash(key, email, code), browserHash, now, now + signInRules.codeMs)
    .run()
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
  const live = await db
    .prepare(
      `SELECT id, code_hash FROM editor_codes
       WHERE email = ?1 AND browser_hash = ?2 AND used_at IS NULL AND expires_at > ?3 AND tries < ?4
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(email, browserHash, now, signInRules.triesPerCode)
    .first<{ id: number; code_hash: string }>()
  if (!live) return false
  if ((await codeHash(key, email, code)) !== live.code_hash) {
    await db.prepare('UPDATE editor_codes SET tries = tries + 1 WHERE id = ?').bind(live.id).run()
    return false
  }
  const [used] = await db.batch([
    db
      .prepare(
        `UPDATE editor_codes SET used_at = ?2
         WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3`,
      )
      .bind(live.id, now, signInRules.triesPerCode),
    db
      .prepare('UPDATE editor_codes SET used_at = ?2 WHERE email = ?1 AND used_at IS NULL')
      .bind(email, now),
  ])
  return (used?.meta.changes ?? 0) > 0
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
  const hash = await addressHash(key, email)
  const [, counted] = await db.batch([
    db
      .prepare('INSERT INTO editor_sign_in_failures (address_hash, created_at) VALUES (?1, ?2)')
      .bind(hash, now),
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM editor_sign_in_failures WHERE address_hash = ?1 AND created_at > ?2',
      )
      .bind(hash, now - signInRules.windowMs),
  ])
  return (counted?.results[0] as { n: number } | undefined)?.n ?? 0
}

/** Starts a session for `email`; returns the token for the cookie (never stored as is). */
export async function startSession(db: D1Database, email: string, now: number): Promise<string> {
  const token = newToken()
  await db
    .prepare(
      `INSERT INTO editor_sessions (token_hash, email, created_at, last_used_at, expires_at)
       VALUES (?1, ?2, ?3, ?3, ?4)`,
    )
    .bind(await hashToken(token), email, now, now + signInRules.sessionMs)
    .run()
  return token
}

/**
 * The address a live session token belongs to (and its last use noted), or null: a
 * session lives `sessionMs` from sign-in and `sessionIdleMs` from its last use.
 */
export async function sessionEmail(
  db: D1Database,
  token: string,
  now: number,
): Promise<string | null> {
  const hash = await hashToken(token)
  const row = await db
    .prepare(
      `SELECT email, last_used_at FROM editor_sessions
       WHERE token_hash = ?1 AND expires_at > ?2 AND last_used_at > ?3`,
    )
    .bind(hash, now, now - signInRules.sessionIdleMs)
    .first<{ email: string; last_used_at: number }>()
  if (!row) return null
  if (now - row.last_used_at > signInRules.touchEveryMs)
    await db
      .prepare('UPDATE editor_sessions SET last_used_at = ?2 WHERE token_hash = ?1')
      .bind(hash, now)
      .run()
  return row.email
}

/** Ends one session (signing out). */
export async function endSession(db: D1Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM editor_sessions WHERE token_hash = ?')
    .bind(await hashToken(token))
    .run()
}

/**
 * What the daily clean-up deletes: codes, requests for codes and refused codes past their
 * hour; sessions past their end or unused for `sessionIdleMs`; and what a code mail still
 * holds once its code is dead (one still queued or recorded unsent is given up: its code
 * no longer works).
 */
export const expiredSignInStatements = (db: D1Database, now: number): D1PreparedStatement[] => {
  const hourAgo = now - signInRules.windowMs
  return [
    db.prepare('DELETE FROM editor_codes WHERE created_at < ?').bind(hourAgo),
    db.prepare('DELETE FROM editor_code_requests WHERE created_at < ?').bind(hourAgo),
    db.prepare('DELETE FROM editor_sign_in_failures WHERE created_at < ?').bind(hourAgo),
    db
      .prepare('DELETE FROM editor_sessions WHERE expires_at < ?1 OR last_used_at < ?2')
      .bind(now, now - signInRules.sessionIdleMs),
    db
      .prepare(
        `UPDATE outgoing_messages SET ${clearedCodeMail}, updated_at = ?1,
           status = CASE WHEN status IN ('queued', 'not_sent') THEN 'failed' ELSE status END
         WHERE template = 'editor-code' AND created_at < ?2
           AND (subject != '' OR html IS NOT NULL OR body_text IS NOT NULL)`,
      )
      .bind(now, now - signInRules.codeMs),
  ]
}
