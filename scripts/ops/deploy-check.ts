/**
 * `npm run deploy:check`: proves the Worker bundles for deployment (`wrangler deploy
 * --dry-run`), stays under Cloudflare's Worker size limit (3 MiB gzip on the free
 * plan) and is configured for her site, without an account:
 * - wrangler.toml's SITE_ORIGIN and routes name the origin of content/owner.json;
 * - no value is still marked PLACEHOLDER in wrangler.toml (the D1 database id, the
 *   sender…), and none of her details in content/owner.json is still one we made up
 *   (her WhatsApp, e-mail…). With `-- --dry-run` (what `npm test` runs) they are
 *   listed and allowed; the deploy workflow runs it without;
 * - and it warns, loudly but without failing, when Turnstile is not fully set.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { unstable_readConfig } from 'wrangler'
import { owner } from '../../shared/content/owner'

const root = path.resolve(import.meta.dirname, '../..')
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
    `wrangler.toml SITE_ORIGIN is ${siteOrigin}, content/owner.json origin is ${owner.origin}`,
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
/**
 * The details we made up until she gives hers: a field of content/owner.json still
 * holding one of these is not ready to go live until she gives hers.
 */
const madeUp: ReadonlyArray<[string, string]> = [
  ['origin', 'https://fotografiaemocional.com.ar'],
  ['brand', 'Fotografía Emocional'],
  ['email', 'hola@fotografiaemocional.com.ar'],
  ['whatsapp', '5491100000000'],
  ['instagram', 'fotografiaemocional'],
  ['socialUrl', 'https://www.instagram.com/fotografiaemocional/'],
  ['address.street', 'Complejo de oficinas, Canning'],
  ['mapsUrl', 'https://www.google.com/maps/search/?api=1&query=Canning%2C%20Buenos%20Aires'],
]
const valueAt = (field: string): unknown =>
  field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], owner)
const stillMadeUp = madeUp
  .filter(([field, value]) => valueAt(field) === value)
  .map(([field, value]) => `content/owner.json: ${field}: ${value}`)
const marked = [...placeholders('wrangler.toml'), ...stillMadeUp]
if (marked.length > 0) {
  const list = marked.map((m) => `  ${m}`).join('\n')
  if (dryRun)
    console.log(`${marked.length} values still marked PLACEHOLDER (allowed in a dry run):\n${list}`)
  else problems.push(`Values still marked PLACEHOLDER, to replace before going live:\n${list}`)
}

// Turnstile is optional, so only a warning: the site key is a var here, the secret a
// Worker secret the deploy workflow passes in its environment (docs/DEPLOY.md).
const turnstileSiteKey = String(config.vars.TURNSTILE_SITE_KEY ?? '')
const turnstileSecret = process.env.TURNSTILE_SECRET ?? ''
if (!turnstileSiteKey || !turnstileSecret)
  console.warn(
    [
      '',
      '*** WARNING: Turnstile is OFF. ***',
      `    TURNSTILE_SITE_KEY ${turnstileSiteKey ? 'is set' : 'is not set in wrangler.toml [vars]'}; TURNSTILE_SECRET ${turnstileSecret ? 'is set' : 'is not in this environment'}.`,
      '    The forms are then guarded by rate limits, the honeypot and the daily caps alone.',
      '    Set both before going live unless you have chosen otherwise (docs/DEPLOY.md, "Turnstile").',
      '',
    ].join('\n'),
  )

if (problems.length > 0) {
  for (const p of problems) console.error(p)
  process.exit(1)
}
