/** worker/db/statement.ts: the scripts' way to run a statement through `wrangler d1 execute`. */
import { expect, it } from 'vitest'
import { inlined } from '../../worker/db/statement'

it('should write each parameter in as a literal, by its number', () => {
  expect(
    inlined({ sql: 'SELECT ?2 AS a, ?1 AS b, ?2 AS c, ?3 AS d', params: ["it's", 7, null] }),
  ).toBe("SELECT 7 AS a, 'it''s' AS b, 7 AS c, NULL AS d")
})

it('should number anonymous parameters as SQLite does', () => {
  expect(inlined({ sql: 'SELECT ?2, ?, ?1', params: [1, 2, 3] })).toBe('SELECT 2, 3, 1')
})

it('should leave quoted text and identifiers alone', () => {
  expect(inlined({ sql: `SELECT '?1 isn''t ?2' AS "?1", ?1 AS x`, params: ['a'] })).toBe(
    `SELECT '?1 isn''t ?2' AS "?1", 'a' AS x`,
  )
})

it('should refuse a missing or an unused parameter, as D1 does', () => {
  expect(() => inlined({ sql: 'SELECT ?2', params: [1] })).toThrow(/\?2/)
  expect(() => inlined({ sql: 'SELECT ?1', params: [1, 2] })).toThrow(/unused/)
  expect(() => inlined({ sql: 'SELECT ?1', params: [Number.NaN] })).toThrow(/number/)
})
