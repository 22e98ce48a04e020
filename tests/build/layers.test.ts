/**
 * Where code lives, kept true: every D1 query in worker/db/, its SQL text too (elsewhere
 * code, the ops scripts included, calls its typed functions), and the product (client/, the production build) knowing nothing of
 * the benches.
 */
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const files = (pattern: string) => globSync(pattern, { cwd: root })
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

it('should keep every D1 query in worker/db/', () => {
  const outside = files('worker/**/*.{ts,tsx}').filter(
    (file) => !file.startsWith('worker/db/') && /\.(prepare|batch)\(|DB\.exec\(/.test(read(file)),
  )
  expect(outside).toEqual([])
})

it('should write no SQL outside worker/db/', () => {
  // The benches (scripts/bench/) read what a run left in a throwaway local D1: not product SQL.
  const sql = /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/
  const outside = [
    ...files('worker/**/*.{ts,tsx}'),
    ...files('scripts/**/*.ts'),
    ...files('shared/**/*.ts'),
  ].filter(
    (file) =>
      !file.startsWith('worker/db/') && !file.startsWith('scripts/bench/') && sql.test(read(file)),
  )
  expect(outside).toEqual([])
})

it('should keep the benches out of client/ and the production build', () => {
  const product = [...files('client/**/*.{ts,tsx}'), ...files('scripts/build/**/*.ts')]
  expect(product.filter((file) => /scripts\/bench|\.\.\/bench\//.test(read(file)))).toEqual([])
})

it('should keep worker/db/ below the rest of the Worker', () => {
  // Queries know tables, not features: a file here imports shared/, its own folder,
  // the redaction helper and types only.
  const upward = files('worker/db/*.ts').flatMap((file) =>
    [...read(file).matchAll(/^import (type )?[^;]*? from '\.\.\/([^.][^']*)'/gm)]
      .filter(([, typeOnly, target]) => !typeOnly && target !== 'redact')
      .map(([line]) => `${file}: ${line}`),
  )
  expect(upward).toEqual([])
})
