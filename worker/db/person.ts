/**
 * Everything stored about one person, table by table, for access and erasure
 * requests (`npm run privacy:find` / `npm run privacy:erase`, scripts/ops/privacy.ts;
 * docs/PRIVACY.md). The statements are plain SQL text because `wrangler d1
 * execute` takes no bound parameters: the address is inlined as a quoted literal,
 * after the script checked it is an e-mail address.
 */

interface PersonTable {
  table: string
  /** How the photographer reads a count of these rows. */
  label: string
  /** ?1: the address (any capitalisation); ?2: its suppression hash. */
  where: string
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
  },
  { table: 'enquiries', label: 'consultas', where: 'visitor_email = ?1 COLLATE NOCASE' },
  { table: 'subscribers', label: 'suscripciones', where: 'email = ?1' },
  { table: 'suppressions', label: 'bajas del newsletter', where: 'email_hash = ?2' },
  { table: 'editor_codes', label: 'códigos para entrar al editor', where: 'email = ?1' },
  { table: 'editor_sessions', label: 'sesiones del editor', where: 'email = ?1' },
  {
    table: 'editor_known_browsers',
    label: 'navegadores donde entró al editor',
    where: 'email = ?1',
  },
  // Her address, the public key, the device's name and dates: never a private key.
  { table: 'editor_passkeys', label: 'llaves de acceso del editor', where: 'email = ?1' },
  // A challenge to save one holds her address for 5 minutes, and until the next is asked for.
  {
    table: 'editor_passkey_challenges',
    label: 'llaves de acceso a medio guardar',
    where: 'email = ?1',
  },
]

/** A string as an SQL literal. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`

const inline = (sql: string, email: string, hash: string) =>
  sql.replaceAll('?1', literal(email)).replaceAll('?2', literal(hash))

export interface PersonStatement {
  table: string
  label: string
  sql: string
}

/** SELECTs of every row about the person (an access request). */
export const findPersonSql = (email: string, hash: string): PersonStatement[] =>
  tables.map((t) => ({
    ...t,
    sql: inline(`SELECT * FROM ${t.table} WHERE ${t.where}`, email, hash),
  }))

/**
 * DELETEs of every row about the person, in an order D1's foreign keys accept. Each
 * returns a row per deleted row: local D1 reports no change counts.
 */
export const erasePersonSql = (email: string, hash: string): PersonStatement[] =>
  tables.map((t) => ({
    ...t,
    sql: inline(`DELETE FROM ${t.table} WHERE ${t.where} RETURNING 1 AS gone`, email, hash),
  }))
