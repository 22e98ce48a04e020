/**
 * The editor's sign-in codes and sessions in D1. Callers hash before they come here
 * (worker/editor/store.ts): codes and addresses as HMACs under the sign-in key,
 * session tokens as SHA-256. Lifetimes are in shared/sign-in-rules.ts.
 */
import { signInRules } from '../../shared/sign-in-rules'
import { clearedCodeMail } from './messages'

/**
 * Counts a request for a code from the address hashing to `addressHash`, unless
 * `codesPerHour` were asked for it in the last hour. Null when counted, else when the
 * next may be asked.
 */
export async function addCodeRequest(
  db: D1Database,
  addressHash: string,
  now: number,
): Promise<{ retryAt: number } | null> {
  const since = now - signInRules.windowMs
  const { meta } = await db
    .prepare(
      `INSERT INTO editor_code_requests (address_hash, created_at) SELECT ?1, ?2
       WHERE (SELECT COUNT(*) FROM editor_code_requests WHERE address_hash = ?1 AND created_at > ?3) < ?4`,
    )
    .bind(addressHash, now, since, signInRules.codesPerHour)
    .run()
  if (meta.changes > 0) return null
  const oldest = await db
    .prepare(
      'SELECT MIN(created_at) AS at FROM editor_code_requests WHERE address_hash = ?1 AND created_at > ?2',
    )
    .bind(addressHash, since)
    .first<{ at: number | null }>()
  return { retryAt: (oldest?.at ?? now) + signInRules.windowMs }
}

/** Stores a code's hash for `email`, usable only from the browser `browserHash` names. */
export async function addCode(
  db: D1Database,
  code: { email: string; codeHash: string; browserHash: string },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO editor_codes (email, code_hash, browser_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(code.email, code.codeHash, code.browserHash, now, now + signInRules.codeMs)
    .run()
}

/** The newest live code of `email` asked from this browser: unused, unexpired, under its tries. */
export const liveCode = (db: D1Database, email: string, browserHash: string, now: number) =>
  db
    .prepare(
      `SELECT id, code_hash FROM editor_codes
       WHERE email = ?1 AND browser_hash = ?2 AND used_at IS NULL AND expires_at > ?3 AND tries < ?4
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(email, browserHash, now, signInRules.triesPerCode)
    .first<{ id: number; code_hash: string }>()

/** A wrong code spends a try of that code only. */
export async function spendTry(db: D1Database, codeId: number): Promise<void> {
  await db.prepare('UPDATE editor_codes SET tries = tries + 1 WHERE id = ?').bind(codeId).run()
}

/**
 * Uses up the code `codeId` of `email` and every other open code of hers; false when
 * another call used it first (two racing: only one wins) or it died meanwhile.
 */
export async function spendCode(
  db: D1Database,
  codeId: number,
  email: string,
  now: number,
): Promise<boolean> {
  const [used] = await db.batch([
    db
      .prepare(
        `UPDATE editor_codes SET used_at = ?2
         WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3`,
      )
      .bind(codeId, now, signInRules.triesPerCode),
    db
      .prepare('UPDATE editor_codes SET used_at = ?2 WHERE email = ?1 AND used_at IS NULL')
      .bind(email, now),
  ])
  return (used?.meta.changes ?? 0) > 0
}

/** Remembers a refused code for an address; returns its count in the last hour, this one included. */
export async function addFailure(db: D1Database, addressHash: string, now: number) {
  const [, counted] = await db.batch([
    db
      .prepare('INSERT INTO editor_sign_in_failures (address_hash, created_at) VALUES (?1, ?2)')
      .bind(addressHash, now),
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM editor_sign_in_failures WHERE address_hash = ?1 AND created_at > ?2',
      )
      .bind(addressHash, now - signInRules.windowMs),
  ])
  return (counted?.results[0] as { n: number } | undefined)?.n ?? 0
}

/** Stores a new session by its token's hash. */
export async function addSession(
  db: D1Database,
  tokenHash: string,
  email: string,
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO editor_sessions (token_hash, email, created_at, last_used_at, expires_at)
       VALUES (?1, ?2, ?3, ?3, ?4)`,
    )
    .bind(tokenHash, email, now, now + signInRules.sessionMs)
    .run()
}

/**
 * The address of a live session (its last use noted, at most every `touchEveryMs`),
 * or null: a session lives `sessionMs` from sign-in and `sessionIdleMs` from its last use.
 */
export async function liveSessionEmail(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT email, last_used_at FROM editor_sessions
       WHERE token_hash = ?1 AND expires_at > ?2 AND last_used_at > ?3`,
    )
    .bind(tokenHash, now, now - signInRules.sessionIdleMs)
    .first<{ email: string; last_used_at: number }>()
  if (!row) return null
  if (now - row.last_used_at > signInRules.touchEveryMs)
    await db
      .prepare('UPDATE editor_sessions SET last_used_at = ?2 WHERE token_hash = ?1')
      .bind(tokenHash, now)
      .run()
  return row.email
}

/** Ends one session (signing out). */
export async function deleteSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM editor_sessions WHERE token_hash = ?').bind(tokenHash).run()
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
