/**
 * `npm run deploy:check`: proves the Worker bundles for deployment (`wrangler deploy
 * --dry-run`), stays under Cloudflare's Worker size limit (3 MiB gzip on the free
 * plan) and is configured for her site, without an account:
 * - wrangler.toml's SITE_ORIGIN and routes name the origin of shared/owner.ts;
 * - no value is still marked PLACEHOLDER in wrangler.toml or shared/owner.ts (the
 *   D1 database id, the sender, her WhatsApp…). With `-- --dry-run` (what `npm test`
 *   runs) they are listed and allowed; the deploy workflow runs it without.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { unstable_readConfig } from 'wrangler'
import { owner } from '../shared/owner'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/worker')
const LIMIT = 3 * 1024 * 1024
const dryRun = process.argv.includes('--dry-run')
const problems: string[] = []

const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
})
if (run.status !== 0) {
  console.error('wrangler deploy --dry-run failed')
  process.exit(run.status ?? 1)
}
const gzipped = gzipSync(readFileSync(path.join(outdir, 'index.js'))).length
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
console.log(`Worker bundle: ${kib(gzipped)} gzip (limit ${kib(LIMIT)})`)
if (gzipped > LIMIT) problems.push('The Worker bundle is over the size limit')

// One origin: the one the build writes into canonical URLs is the one the Worker serves.
const config = unstable_readConfig(
  { config: path.join(root, 'wrangler.toml') },
  { hideWarnings: true },
)
const siteOrigin = String(config.vars.SITE_ORIGIN ?? '')
if (siteOrigin !== owner.origin) {
  problems.push(
    `wrangler.toml SITE_ORIGIN is ${siteOrigin}, shared/owner.ts origin is ${owner.origin}`,
  )
}
const host = new URL(owner.origin).host
const routes: unknown[] = config.routes ?? []
const routed = routes.some(
  (r) =>
    typeof r === 'object' &&
    r !== null &&
    'pattern' in r &&
    r.pattern === host &&
    'custom_domain' in r &&
    r.custom_domain === true,
)
if (!routed) problems.push(`wrangler.toml routes lack the custom domain ${host}`)

/** Each value marked `PLACEHOLDER:`, the first line after the mark that is not a comment. */
function placeholders(file: string): string[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n')
  const found: string[] = []
  lines.forEach((line, i) => {
    if (!line.includes('PLACEHOLDER:')) return
    const value = lines.slice(i + 1).find((l) => !/^\s*(#|\/\/|\*|\/\*\*)/.test(l))
    if (value) found.push(`${file}: ${value.trim()}`)
  })
  return found
}
const marked = [...placeholders('wrangler.toml'), ...placeholders('shared/owner.ts')]
if (marked.length > 0) {
  const list = marked.map((m) => `  ${m}`).join('\n')
  if (dryRun)
    console.log(`${marked.length} values still marked PLACEHOLDER (allowed in a dry run):\n${list}`)
  else problems.push(`Values still marked PLACEHOLDER, to replace before going live:\n${list}`)
}

if (problems.length > 0) {
  for (const p of problems) console.error(p)
  process.exit(1)
}
