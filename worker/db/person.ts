/**
 * Everything stored about one person, table by table, for access and erasure
 * requests (`npm run privacy:find` / `npm run privacy:erase`, scripts/ops/privacy.ts;
 * docs/PRIVACY.md). The script writes the parameters in (`inlined`: `wrangler d1 execute`
 * binds none), after it checked the address is an e-mail address. Find and erase pick
 * the same rows: each table's condition is written once, below.
 */
import type { Statement } from './statement'

interface PersonTable {
  table: string
  /** How the photographer reads a count of these rows. */
  label: string
  /** Its rows about the person: ?1 is `by` (the address, any capitalisation, or its suppression hash). */
  where: string
  by: 'email' | 'hash'
}

/** In deletion order: mails before what they reference (D1 enforces foreign keys). */
const tables: readonly PersonTable[] = [
  {
    table: 'outgoing_messages',
    label: 'mails',
    // Their enquiries' and subscription's mails, mails to or from them, and digests
    // or reports whose text names them.
    where: `enquiry_id IN (SELECT id FROM enquiries WHERE visitor_email = ?1 COLLATE NOCASE)
      OR subscriber_id IN (SELECT id FROM subscribers WHERE email = ?1)
      OR recipient = ?1 COLLATE NOCASE OR reply_to = ?1 COLLATE NOCASE
      OR instr(lower(COALESCE(body_text, '')), lower(?1)) > 0`,
    by: 'email',
  },
  {
    table: 'enquiries',
    label: 'consultas',
    where: 'visitor_email = ?1 COLLATE NOCASE',
    by: 'email',
  },
  { table: 'subscribers', label: 'suscripciones', where: 'email = ?1', by: 'email' },
  { table: 'suppressions', label: 'bajas del newsletter', where: 'email_hash = ?1', by: 'hash' },
  {
    table: 'editor_codes',
    label: 'códigos para entrar al editor',
    where: 'email = ?1',
    by: 'email',
  },
  { table: 'editor_sessions', label: 'sesiones del editor', where: 'email = ?1', by: 'email' },
  {
    table: 'editor_known_browsers',
    label: 'navegadores donde entró al editor',
    where: 'email = ?1',
    by: 'email',
  },
  // Her address, the public key, the device's name and dates: never a private key.
  {
    table: 'editor_passkeys',
    label: 'llaves de acceso del editor',
    where: 'email = ?1',
    by: 'email',
  },
  // A challenge to save one holds her address for 5 minutes, and until the next is asked for.
  {
    table: 'editor_passkey_challenges',
    label: 'llaves de acceso a medio guardar',
    where: 'email = ?1',
    by: 'email',
  },
]

export interface PersonStatement extends Statement {
  table: string
  label: string
}

const person = (t: PersonTable, sql: string, email: string, hash: string): PersonStatement => ({
  table: t.table,
  label: t.label,
  sql,
  params: [t.by === 'email' ? email : hash],
})

/** SELECTs of every row about the person (an access request). */
export const findPersonSql = (email: string, hash: string): PersonStatement[] =>
  tables.map((t) => person(t, `SELECT * FROM ${t.table} WHERE ${t.where}`, email, hash))

/**
 * DELETEs of every row about the person, in an order D1's foreign keys accept. Each
 * returns a row per deleted row: local D1 reports no change counts.
 */
export const erasePersonSql = (email: string, hash: string): PersonStatement[] =>
  tables.map((t) =>
    person(t, `DELETE FROM ${t.table} WHERE ${t.where} RETURNING 1 AS gone`, email, hash),
  )
