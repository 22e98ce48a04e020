/**
 * The editor's sign-in codes, sessions and known browsers in D1. Callers hash before they
 * come here (worker/editor/store.ts): codes and addresses as HMACs under the sign-in key,
 * session and browser tokens as SHA-256. Lifetimes are in shared/rules/sign-in.ts.
 */
import { signInRules } from '../../shared/rules/sign-in'

/** How a request for a code was counted: whether it got a code, or when the next may be asked. */
export type CodeRequest = { issued: boolean } | { retryAt: number; daily: boolean }

/**
 * Counts a request for a code for the address hashing to `addressHash`, from a browser
 * known for it or not. Each kind has its own `codesPerHour`; anonymous ones also
 * `anonymousRequestsPerDay`, and only the first `anonymousCodesPerDay` of those get a
 * code. One statement, so racing requests cannot both pass a limit.
 */
export async function addCodeRequest(
  db: D1Database,
  addressHash: string,
  known: boolean,
  now: number,
): Promise<CodeRequest> {
  const hourAgo = now - signInRules.windowMs
  const dayAgo = now - signInRules.dayWindowMs
  const counted = await db
    .prepare(
      `INSERT INTO editor_code_requests (address_hash, known, issued, created_at)
       SELECT ?1, ?2, ?2 = 1 OR (SELECT COUNT(*) FROM editor_code_requests
           WHERE address_hash = ?1 AND known = 0 AND issued = 1 AND created_at > ?4) < ?6, ?7
       WHERE (SELECT COUNT(*) FROM editor_code_requests
           WHERE address_hash = ?1 AND known = ?2 AND created_at > ?3) < ?5
         AND (?2 = 1 OR (SELECT COUNT(*) FROM editor_code_requests
           WHERE address_hash = ?1 AND known = 0 AND created_at > ?4) < ?8)
       RETURNING issued`,
    )
    .bind(
      addressHash,
      known ? 1 : 0,
      hourAgo,
      dayAgo,
      signInRules.codesPerHour,
      signInRules.anonymousCodesPerDay,
      now,
      signInRules.anonymousRequestsPerDay,
    )
    .first<{ issued: number }>()
  if (counted) return { issued: counted.issued === 1 }
  const spent = await db
    .prepare(
      `SELECT MIN(CASE WHEN created_at > ?3 THEN created_at END) AS hour_first,
         SUM(created_at > ?3) AS hour_count, MIN(created_at) AS day_first, COUNT(*) AS day_count
       FROM editor_code_requests WHERE address_hash = ?1 AND known = ?2 AND created_at > ?4`,
    )
    .bind(addressHash, known ? 1 : 0, hourAgo, dayAgo)
    .first<{
      hour_first: number | null
      hour_count: number | null
      day_first: number | null
      day_count: number
    }>()
  const daily = !known && (spent?.day_count ?? 0) >= signInRules.anonymousRequestsPerDay
  const hourly = (spent?.hour_count ?? 0) >= signInRules.codesPerHour
  const retryAt = Math.max(
    daily ? (spent?.day_first ?? now) + signInRules.dayWindowMs : now,
    hourly ? (spent?.hour_first ?? now) + signInRules.windowMs : now,
  )
  return { retryAt, daily }
}

/**
 * Stores a code's hash for the address hashing to `addressHash`, usable only from the
 * browser `browserHash` names; `email` is kept only for an editor's address (null else).
 */
export async function addCode(
  db: D1Database,
  code: { addressHash: string; email: string | null; codeHash: string; browserHash: string },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO editor_codes (address_hash, email, code_hash, browser_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(
      code.addressHash,
      code.email,
      code.codeHash,
      code.browserHash,
      now,
      now + signInRules.codeMs,
    )
    .run()
}

/** The newest live code of an address asked from this browser: unused, unexpired, under its tries. */
export const liveCode = (db: D1Database, addressHash: string, browserHash: string, now: number) =>
  db
    .prepare(
      `SELECT id, code_hash FROM editor_codes
       WHERE address_hash = ?1 AND browser_hash = ?2 AND used_at IS NULL AND expires_at > ?3
         AND tries < ?4
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(addressHash, browserHash, now, signInRules.triesPerCode)
    .first<{ id: number; code_hash: string }>()

/** A wrong code spends a try of that code only. */
export async function spendTry(db: D1Database, codeId: number): Promise<void> {
  await db.prepare('UPDATE editor_codes SET tries = tries + 1 WHERE id = ?').bind(codeId).run()
}

/**
 * Uses up the code `codeId` and every other open code of its address; false when
 * another call used it first (two racing: only one wins) or it died meanwhile. A code
 * that an anonymous request got (its request row has the code's time) was hers, not a
 * stranger's: that request no longer counts as the day's code, so another new browser
 * of hers may get one.
 */
export async function spendCode(
  db: D1Database,
  codeId: number,
  addressHash: string,
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
      .prepare('UPDATE editor_codes SET used_at = ?2 WHERE address_hash = ?1 AND used_at IS NULL')
      .bind(addressHash, now),
    db
      .prepare(
        `UPDATE editor_code_requests SET issued = 0
         WHERE address_hash = ?1 AND known = 0 AND issued = 1
           AND created_at = (SELECT created_at FROM editor_codes WHERE id = ?2 AND used_at = ?3)`,
      )
      .bind(addressHash, codeId, now),
  ])
  return (used?.meta.changes ?? 0) > 0
}

/** Refused codes for an address from anonymous browsers in the last `dayWindowMs`. */
export async function anonymousFailures(
  db: D1Database,
  addressHash: string,
  now: number,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM editor_sign_in_failures
       WHERE address_hash = ?1 AND known = 0 AND created_at > ?2`,
    )
    .bind(addressHash, now - signInRules.dayWindowMs)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/**
 * Remembers a refused code for an address, from a browser known for it or not; returns
 * the address's count in the last `windowMs` from any browser, this one included.
 */
export async function addFailure(
  db: D1Database,
  addressHash: string,
  known: boolean,
  now: number,
): Promise<number> {
  const [, counted] = await db.batch([
    db
      .prepare(
        'INSERT INTO editor_sign_in_failures (address_hash, known, created_at) VALUES (?1, ?2, ?3)',
      )
      .bind(addressHash, known ? 1 : 0, now),
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM editor_sign_in_failures WHERE address_hash = ?1 AND created_at > ?2',
      )
      .bind(addressHash, now - signInRules.windowMs),
  ])
  return (counted?.results[0] as { n: number } | undefined)?.n ?? 0
}

/** Remembers a browser (its cookie's token hash) as one `email` signed in from, for `knownBrowserMs`. */
export async function addKnownBrowser(
  db: D1Database,
  tokenHash: string,
  email: string,
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO editor_known_browsers (token_hash, email, created_at, last_used_at, expires_at)
       VALUES (?1, ?2, ?3, ?3, ?4)`,
    )
    .bind(tokenHash, email, now, now + signInRules.knownBrowserMs)
    .run()
}

/**
 * Gives a browser still known for `email` another `knownBrowserMs` from now; false when
 * its token is not a live one of hers (then it gets a new one).
 */
export async function renewKnownBrowser(
  db: D1Database,
  tokenHash: string,
  email: string,
  now: number,
): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `UPDATE editor_known_browsers SET last_used_at = ?3, expires_at = ?4
       WHERE token_hash = ?1 AND email = ?2 AND expires_at > ?3`,
    )
    .bind(tokenHash, email, now, now + signInRules.knownBrowserMs)
    .run()
  return meta.changes > 0
}

/** The address a browser is known for, while its time lasts, or null. */
export async function knownBrowserEmail(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<string | null> {
  const row = await db
    .prepare('SELECT email FROM editor_known_browsers WHERE token_hash = ?1 AND expires_at > ?2')
    .bind(tokenHash, now)
    .first<{ email: string }>()
  return row?.email ?? null
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
 * What the daily clean-up deletes: codes past their hour; requests for codes and refused
 * codes past their day; sessions past their end or unused for `sessionIdleMs`; known
 * browsers and passkey challenges past their time; and what a code mail still holds once its code is dead (one
 * still queued or recorded unsent is given up: its code no longer works).
 */
export const expiredSignInStatements = (db: D1Database, now: number): D1PreparedStatement[] => {
  const hourAgo = now - signInRules.windowMs
  const dayAgo = now - signInRules.dayWindowMs
  return [
    db.prepare('DELETE FROM editor_codes WHERE created_at < ?').bind(hourAgo),
    db.prepare('DELETE FROM editor_code_requests WHERE created_at < ?').bind(dayAgo),
    db.prepare('DELETE FROM editor_sign_in_failures WHERE created_at < ?').bind(dayAgo),
    db.prepare('DELETE FROM editor_known_browsers WHERE expires_at < ?').bind(now),
    db.prepare('DELETE FROM editor_passkey_challenges WHERE expires_at <= ?').bind(now),
    db
      .prepare('DELETE FROM editor_sessions WHERE expires_at < ?1 OR last_used_at < ?2')
      .bind(now, now - signInRules.sessionIdleMs),
    db
      .prepare(
        `UPDATE outgoing_messages SET subject = '', html = NULL, body_text = NULL, updated_at = ?1,
           status = CASE WHEN status IN ('queued', 'not_sent') THEN 'failed' ELSE status END
         WHERE template = 'editor-code' AND created_at < ?2
           AND (subject != '' OR html IS NOT NULL OR body_text IS NOT NULL)`,
      )
      .bind(now, now - signInRules.codeMs),
  ]
}
