/**
 * The words of every built page as a reader gets them: quotes are typographic (“…”),
 * in our copy, her content and the photos' descriptions alike.
 * Reads dist/client: run `npm run build` first (npm test does).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const dist = path.resolve(import.meta.dirname, '../../dist/client')
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && !file.startsWith('admin'),
)

/** The text a person reads or hears: text between tags and the photos' alt, entities decoded. */
function readable(html: string): string[] {
  const body = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '')
  const texts = [...body.matchAll(/>([^<]+)</g)].map(([, t]) => t ?? '')
  const alts = [...body.matchAll(/\balt="([^"]*)"/g)].map(([, t]) => t ?? '')
  return [...texts, ...alts]
    .map((t) => t.replaceAll('&quot;', '"').replaceAll('&#34;', '"').trim())
    .filter(Boolean)
}

test('should find the built pages', () => {
  expect(pages.length).toBeGreaterThan(40)
})

test('should set no straight double quote in the words of any page', () => {
  const straight = pages.flatMap((page) =>
    readable(readFileSync(path.join(dist, page), 'utf8'))
      .filter((text) => text.includes('"'))
      .map((text) => `${page}: ${text}`),
  )
  expect(straight).toEqual([])
})
