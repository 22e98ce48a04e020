/**
 * The editor's sign-in codes and sessions in D1. Codes and session tokens are kept
 * only as SHA-256 hashes: a copy of the database signs nobody in. Lifetimes are in
 * shared/retention.ts (`retention`); docs/PRIVACY.md says them to her.
 */
import { hashToken, newToken } from '../tokens'
import { signInRules } from './rules'

const hourMs = 60 * 60_000

/** Six random digits, evenly spread (rejection sampling: no modulo bias). */
export function newCode(): string {
  const limit = 4_000_000_000 // a multiple of 10^6 below 2^32
  for (;;) {
    const [n = limit] = crypto.getRandomValues(new Uint32Array(1))
    if (n < limit) return String(n % 1_000_000).padStart(signInRules.codeDigits, '0')
  }
}

/** A code's hash binds it to the address it was mailed to. */
const codeHash = (email: string, code: string) => hashToken(`${email.toLowerCase()}:${code}`)

/**
 * Stores a new code for `email` unless three were made for it in the last hour.
 * Returns the code to mail, or null when the hour's codes are spent.
 */
export async function issueCode(
  db: D1Database,
  email: string,
  now: number,
): Promise<string | null> {
  const code = newCode()
  const { meta } = await db
    .prepare(
      `INSERT INTO editor_codes (email, code_hash, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE (SELECT COUNT(*) FROM editor_codes WHERE email = ?1 AND created_at > ?5) < ?6`,
    )
    .bind(
      email,
      await codeHash(email, code),
      now,
      now + signInRules.codeMs,
      now - hourMs,
      signInRules.codesPerHour,
    )
    .run()
  return meta.changes > 0 ? code : null
}

/**
 * Whether `code` is the newest live code of `email`: it must be unused, unexpired and
 * under its tries. A wrong code spends a try of that newest code; the right one is
 * used up by this call (two calls racing with it: only one wins).
 */
export async function redeemCode(
  db: D1Database,
  email: string,
  code: string,
  now: number,
): Promise<boolean> {
  const live = await db
    .prepare(
      `SELECT id, code_hash FROM editor_codes
       WHERE email = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(email, now, signInRules.triesPerCode)
    .first<{ id: number; code_hash: string }>()
  if (!live) return false
  const given = await codeHash(email, code)
  if (given !== live.code_hash) {
    await db.prepare('UPDATE editor_codes SET tries = tries + 1 WHERE id = ?').bind(live.id).run()
    return false
  }
  const { meta } = await db
    .prepare(
      `UPDATE editor_codes SET used_at = ?2
       WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3`,
    )
    .bind(live.id, now, signInRules.triesPerCode)
    .run()
  return meta.changes > 0
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

/** The address a live session token belongs to (and its last use noted), or null. */
export async function sessionEmail(
  db: D1Database,
  token: string,
  now: number,
): Promise<string | null> {
  const hash = await hashToken(token)
  const row = await db
    .prepare(
      'SELECT email, last_used_at FROM editor_sessions WHERE token_hash = ?1 AND expires_at > ?2',
    )
    .bind(hash, now)
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

/** What the daily clean-up deletes: codes past their hour, sessions past their end. */
export const expiredSignInStatements = (db: D1Database, now: number): D1PreparedStatement[] => [
  db.prepare('DELETE FROM editor_codes WHERE created_at < ?').bind(now - hourMs),
  db.prepare('DELETE FROM editor_sessions WHERE expires_at < ?').bind(now),
]
