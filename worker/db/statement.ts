/**
 * A whole SQL statement with its parameters, numbered from ?1 in the order they are
 * bound. No Worker types here, so scripts/ops can import the statements of worker/db/
 * and run them through `wrangler d1 execute` (which binds no parameters: `inlined`).
 */

export type SqlValue = string | number | null

export interface Statement {
  sql: string
  params: readonly SqlValue[]
}

/** `db.prepare(sql).bind(...params)`, for any D1-like database (the Worker's, a test's). */
export const prepared = <P>(
  db: { prepare(sql: string): { bind(...values: unknown[]): P } },
  s: Statement,
): P => db.prepare(s.sql).bind(...s.params)

const literal = (value: SqlValue): string => {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not an SQL number: ${value}`)
    return String(value)
  }
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * The statement with each parameter written in as an SQL literal (strings quoted, quotes
 * doubled), for `wrangler d1 execute`. Quoted text and identifiers in the SQL are left
 * alone; a parameter the SQL names but the statement lacks, or one it never uses, throws,
 * as D1 refuses both.
 */
export function inlined(s: Statement): string {
  const used = new Set<number>()
  let anonymous = 0
  const at = (n: number): string => {
    if (n < 1 || n > s.params.length)
      throw new Error(`?${n} has no parameter (${s.params.length} given)`)
    used.add(n)
    return literal(s.params[n - 1] as SqlValue)
  }
  // Quoted strings and identifiers pass as they are; ?NNN and ? become literals.
  const sql = s.sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?(\d*)/g, (match, n?: string) => {
    if (n === undefined) return match
    if (n === '') return at(++anonymous)
    anonymous = Math.max(anonymous, Number(n))
    return at(Number(n))
  })
  if (used.size !== s.params.length)
    throw new Error(`${s.params.length - used.size} parameter(s) unused in: ${s.sql}`)
  return sql
}
