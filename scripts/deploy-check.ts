/**
 * Proves the Worker bundles for deployment (`wrangler deploy --dry-run`) and stays
 * under Cloudflare's Worker size limit (3 MiB gzip on the free plan), without an account.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/worker')
const LIMIT = 3 * 1024 * 1024

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
if (gzipped > LIMIT) {
  console.error('The Worker bundle is over the size limit')
  process.exit(1)
}
