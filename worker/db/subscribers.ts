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
 * confirmed; an unsubscribed one becomes pending (its tokens were spent when it
 * left). A pending one keeps its links: at most one confirmation mail goes to an
 * address per day, so the link in the last one must keep working; the next
 * confirmation mail (template 4) replaces them.
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
         status = CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'pending' END`,
    )
    .bind(s.name, s.email, now)
    .run()
}

export function findSubscriberByEmail(db: D1Database, email: string): Promise<Subscriber | null> {
  return db.prepare('SELECT * FROM subscribers WHERE email = ?').bind(email).first<Subscriber>()
}

/** How long one confirmation mail (template 4) blocks the next one to the same address. */
export const confirmationIntervalMs = 24 * 60 * 60 * 1000

/**
 * Stores the hashes of the tokens a new confirmation mail will carry — unless a
 * confirmation to this subscriber (queued, sent or recorded; not a failed one)
 * was written in the last day: then nothing changes, the earlier mail's links
 * stay valid, and the batch's insertMessage (guarded by the hash) writes no mail.
 * One statement, so concurrent requests cannot both pass.
 */
export function setSubscriberTokens(
  db: D1Database,
  id: number,
  t: { confirmHash: string; confirmExpiresAt: number; unsubscribeHash: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE subscribers SET confirm_token_hash = ?1, confirm_expires_at = ?2,
         unsubscribe_token_hash = ?3, updated_at = ?4
       WHERE id = ?5 AND NOT EXISTS (SELECT 1 FROM outgoing_messages
         WHERE subscriber_id = ?5 AND template = 'subscribe-confirmation' AND status != 'failed'
           AND created_at > ?6)`,
    )
    .bind(
      t.confirmHash,
      t.confirmExpiresAt,
      t.unsubscribeHash,
      now,
      id,
      now - confirmationIntervalMs,
    )
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
