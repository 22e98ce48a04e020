/**
 * The editor's passkeys and their challenges in D1 (worker/editor/passkeys.ts). Callers
 * hash before they come here: a challenge and a browser's pre-sign-in cookie as SHA-256.
 */

export type ChallengePurpose = 'register' | 'sign-in'

/** A saved passkey as D1 keeps it. */
export interface PasskeyRow {
  credential_id: string
  email: string
  /** base64url. */
  public_key: string
  counter: number
  /** JSON list of transports. */
  transports: string
  user_handle: string
  name: string
  created_at: number
  last_used_at: number | null
}

/** What her list of passkeys shows of one. */
export type PasskeySummary = Pick<
  PasskeyRow,
  'credential_id' | 'name' | 'created_at' | 'last_used_at'
>

/**
 * Stores a challenge for this browser, lasting until `expiresAt`, and deletes every
 * expired one (so the table holds only live ones, whoever asked).
 */
export async function addChallenge(
  db: D1Database,
  challenge: {
    challengeHash: string
    purpose: ChallengePurpose
    browserHash: string
    /** For saving a passkey: who asked, and the user handle it is made for. */
    email: string | null
    userHandle: string | null
  },
  now: number,
  expiresAt: number,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM editor_passkey_challenges WHERE expires_at <= ?').bind(now),
    db
      .prepare(
        `INSERT INTO editor_passkey_challenges
           (challenge_hash, purpose, browser_hash, email, user_handle, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(
        challenge.challengeHash,
        challenge.purpose,
        challenge.browserHash,
        challenge.email,
        challenge.userHandle,
        expiresAt,
      ),
  ])
}

/**
 * Uses up the challenge hashing to `challengeHash` when it was made for `purpose` and
 * this browser and is still live: deleted in the same statement, so two racing uses
 * cannot both have it. Returns what it was asked with (nulls for a sign-in), or
 * undefined when there is no such live challenge.
 */
export async function spendChallenge(
  db: D1Database,
  challengeHash: string,
  purpose: ChallengePurpose,
  browserHash: string,
  now: number,
): Promise<{ email: string | null; userHandle: string | null } | undefined> {
  const row = await db
    .prepare(
      `DELETE FROM editor_passkey_challenges
       WHERE challenge_hash = ?1 AND purpose = ?2 AND browser_hash = ?3
       RETURNING email, user_handle, expires_at`,
    )
    .bind(challengeHash, purpose, browserHash)
    .first<{ email: string | null; user_handle: string | null; expires_at: number }>()
  return row && row.expires_at > now ? { email: row.email, userHandle: row.user_handle } : undefined
}

/** Saves a new passkey; false when its credential id is already stored (for anyone). */
export async function addPasskey(
  db: D1Database,
  passkey: Omit<PasskeyRow, 'last_used_at' | 'created_at'>,
  now: number,
): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO editor_passkeys
         (credential_id, email, public_key, counter, transports, user_handle, name, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (credential_id) DO NOTHING`,
    )
    .bind(
      passkey.credential_id,
      passkey.email,
      passkey.public_key,
      passkey.counter,
      passkey.transports,
      passkey.user_handle,
      passkey.name,
      now,
    )
    .run()
  return meta.changes > 0
}

export const passkeyById = (db: D1Database, credentialId: string) =>
  db
    .prepare('SELECT * FROM editor_passkeys WHERE credential_id = ?')
    .bind(credentialId)
    .first<PasskeyRow>()

/** Her passkeys, newest first. */
export async function passkeysOf(db: D1Database, email: string): Promise<PasskeyRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM editor_passkeys WHERE email = ? ORDER BY created_at DESC')
    .bind(email)
    .all<PasskeyRow>()
  return results
}

/**
 * Notes a sign-in with a passkey: its new counter and when. Only from the counter it was
 * checked against, so two racing sign-ins with one assertion cannot both count.
 */
export async function usePasskey(
  db: D1Database,
  credentialId: string,
  fromCounter: number,
  toCounter: number,
  now: number,
): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `UPDATE editor_passkeys SET counter = ?3, last_used_at = ?4
       WHERE credential_id = ?1 AND counter = ?2`,
    )
    .bind(credentialId, fromCounter, toCounter, now)
    .run()
  return meta.changes > 0
}

/** Removes one of her passkeys; false when `email` has none with that id. */
export async function removePasskey(
  db: D1Database,
  credentialId: string,
  email: string,
): Promise<boolean> {
  const { meta } = await db
    .prepare('DELETE FROM editor_passkeys WHERE credential_id = ?1 AND email = ?2')
    .bind(credentialId, email)
    .run()
  return meta.changes > 0
}
