/**
 * The documents stay readable in an editor: no line over 160 characters in README.md
 * or docs/*.md (a table whose cells grew into paragraphs becomes sections), the one
 * map (ARCHITECTURE.md) short enough to read through, and PERFORMANCE.md the current
 * figures only (the history of runs is in git).
 */
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const documents = ['README.md', ...globSync('docs/*.md', { cwd: root })].sort()
const maxLine = 160

it.each(documents)('should keep every line of %s within 160 characters', (file) => {
  const long = read(file)
    .split('\n')
    .map((line, i) => ({ line: i + 1, length: line.length }))
    .filter(({ length }) => length > maxLine)
  expect(long, `${file}: lines over ${maxLine} characters`).toEqual([])
})

it('should keep docs/ARCHITECTURE.md within 3,000 words', () => {
  const words = read('docs/ARCHITECTURE.md').split(/\s+/).filter(Boolean).length
  expect(words).toBeLessThanOrEqual(3000)
})

it('should keep docs/PERFORMANCE.md within 150 lines', () => {
  expect(read('docs/PERFORMANCE.md').trimEnd().split('\n').length).toBeLessThanOrEqual(150)
})
