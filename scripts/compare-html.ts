/**
 * `npm run html:compare -- save <dir>` keeps the prerendered pages of the last build
 * (dist/client: every .html, the sitemap, robots.txt and _headers); `npm run
 * html:compare -- check <dir>` compares the last build's with them, byte for byte
 * once hashed asset names (`-Ab12_-Cd.js`) are set aside, and lists every page that
 * differs. For moves that must change no page, such as content into data files.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist/client')
const [mode, dir] = process.argv.slice(2)
if ((mode !== 'save' && mode !== 'check') || !dir) {
  console.error('usage: html:compare -- save|check <dir>')
  process.exit(2)
}

const pages = (from: string): string[] =>
  readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(html|xml|txt)$|^_headers$/.test(e.name))
    .map((e) => path.relative(from, path.join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith('assets/'))
    .sort()

/** A page with its hashed asset names made equal: what is left must not change. */
const unhashed = (text: string): string =>
  text.replace(/-[A-Za-z0-9_-]{8}\.(js|css|woff2?)\b/g, '-#.$1')

if (mode === 'save') {
  for (const file of pages(built)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), readFileSync(path.join(built, file)))
  }
  console.log(`saved ${pages(built).length} pages to ${dir}`)
} else {
  const before = pages(dir)
  const after = pages(built)
  const problems = [
    ...before.filter((f) => !after.includes(f)).map((f) => `${f}: gone`),
    ...after.filter((f) => !before.includes(f)).map((f) => `${f}: new`),
    ...after
      .filter((f) => before.includes(f))
      .filter(
        (f) =>
          unhashed(readFileSync(path.join(dir, f), 'utf8')) !==
          unhashed(readFileSync(path.join(built, f), 'utf8')),
      )
      .map((f) => `${f}: differs`),
  ]
  console.log(`${after.length} pages compared with ${dir}: ${problems.length} differ`)
  for (const p of problems) console.log(`  ${p}`)
  if (problems.length > 0) process.exit(1)
}
