/** Subscribers: double opt-in, tokens stored as SHA-256 hashes only. */

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface Subscriber {
  id: number
  name: string
  email: string
  status: SubscriberStatus
  confirm_token_hash: string | null
  confirm_expires_at: number | null
  unsubscribe_token_hash: string | null
  created_at: number
  updated_at: number
  confirmed_at: number | null
  unsubscribed_at: number | null
}

/**
 * Adds or re-adds an address (case-insensitive). A confirmed subscriber stays
 * confirmed; a pending or unsubscribed one becomes pending with its old links
 * invalidated — fresh tokens are issued with the confirmation mail (template 4),
 * the only place their plain value can go.
 */
export async function upsertSubscriber(
  db: D1Database,
  s: { name: string; email: string },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO subscribers (name, email, status, created_at, updated_at)
       VALUES (?1, ?2, 'pending', ?3, ?3)
       ON CONFLICT (email) DO UPDATE SET
         name = excluded.name,
         updated_at = ?3,
         confirm_token_hash = CASE WHEN status = 'confirmed' THEN confirm_token_hash ELSE NULL END,
         confirm_expires_at = CASE WHEN status = 'confirmed' THEN confirm_expires_at ELSE NULL END,
         unsubscribe_token_hash = CASE WHEN status = 'confirmed' THEN unsubscribe_token_hash ELSE NULL END,
         status = CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'pending' END`,
    )
    .bind(s.name, s.email, now)
    .run()
}

export function findSubscriberByEmail(db: D1Database, email: string): Promise<Subscriber | null> {
  return db.prepare('SELECT * FROM subscribers WHERE email = ?').bind(email).first<Subscriber>()
}

export function setSubscriberTokens(
  db: D1Database,
  id: number,
  t: { confirmHash: string; confirmExpiresAt: number; unsubscribeHash: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE subscribers SET confirm_token_hash = ?1, confirm_expires_at = ?2,
         unsubscribe_token_hash = ?3, updated_at = ?4 WHERE id = ?5`,
    )
    .bind(t.confirmHash, t.confirmExpiresAt, t.unsubscribeHash, now, id)
}

/** A pending subscriber whose confirm link is still valid (read only: GET pages use it). */
export function findByConfirmHash(db: D1Database, hash: string, now: number) {
  return db
    .prepare(
      `SELECT * FROM subscribers WHERE confirm_token_hash = ? AND status = 'pending' AND confirm_expires_at > ?`,
    )
    .bind(hash, now)
    .first<Subscriber>()
}

export function findByUnsubscribeHash(db: D1Database, hash: string) {
  return db
    .prepare(
      `SELECT * FROM subscribers WHERE unsubscribe_token_hash = ? AND status != 'unsubscribed'`,
    )
    .bind(hash)
    .first<Subscriber>()
}

/** Confirms and spends the confirm token in one statement; false if it was not valid. */
export async function confirmSubscriber(
  db: D1Database,
  hash: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = ?2, updated_at = ?2,
         confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_token_hash = ?1 AND status = 'pending' AND confirm_expires_at > ?2 RETURNING id`,
    )
    .bind(hash, now)
    .first<{ id: number }>()
  return row !== null
}

/** Unsubscribes and spends both tokens; false if the token was not valid. */
export async function unsubscribeSubscriber(
  db: D1Database,
  hash: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ?2, updated_at = ?2,
         unsubscribe_token_hash = NULL, confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE unsubscribe_token_hash = ?1 AND status != 'unsubscribed' RETURNING id`,
    )
    .bind(hash, now)
    .first<{ id: number }>()
  return row !== null
}
