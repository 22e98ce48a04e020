/**
 * `npm run bench:traffic` — a viral day in miniature (a script, not a test).
 *
 * Against `wrangler dev` on 127.0.0.1 with a fresh local D1, the production limits and
 * the fake Resend: 20,000 page views by a person's browser at 100 at once, over every
 * prerendered route and a few unknown paths, from a mix of sources, while 50 enquiries
 * arrive (each from its own IP and address). Then the outbox cron until every mail is
 * delivered, the daily cron, and a last burst cut off by stopping `wrangler dev` at once
 * (the counts an ending isolate can lose). It reports the time to first byte, the Worker
 * requests a page view makes, D1's rows written by counting per 1,000 page views (the batches
 * and the day's add-up, summed from the `meta.rows_written` the Worker logs for each), the
 * counts recorded against the views made, and that every enquiry was stored and mailed once.
 * Into docs/RELIABILITY.md: `-- --as before` fills the "before" block, else the current one.
 * Ports: BENCH_PORT (default 8790), BENCH_RESEND_PORT (default 8800).
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { apiPaths } from '../../shared/forms/api'
import { prerenderPaths } from '../../shared/site/catalog'
import { cronSchedules } from '../../shared/rules/schedules'
import { stopWranglerDev } from '../dev/wrangler'
import { everyCountRowSql } from '../../worker/db/insightSql'
import { familiesEnquiry, mailBench, ownerEmail, runOf, sleep } from './mail-bench'
import { listItem } from './server'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 8790)
const resendPort = Number(process.env.BENCH_RESEND_PORT ?? 8800)
const persist = path.join(root, '.wrangler', 'bench-traffic')
const base = `http://127.0.0.1:${port}`
const views = { amount: 20_000, connections: 100 }
const enquiries = 50
/** The last burst, after which `wrangler dev` is stopped at once. */
const cutOff = 300
const label = process.argv.includes('--as') ? process.argv[process.argv.indexOf('--as') + 1] : ''

const agent =
  'Mozilla/5.0 (Linux; Android 14; moto g84) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** Where the views come from, in turn: a search engine, Instagram, nothing, our own pages, a tag. */
const sources: { referer?: string; query?: string }[] = [
  { referer: 'https://www.google.com/' },
  { referer: 'https://l.instagram.com/' },
  {},
  { referer: 'http://localhost:8787/' },
  { query: '?utm_source=newsletter' },
]
/** Paths that are no page: each answers the "not found" page (404), counted under 'otra'. */
const unknownPaths = ['/shop/no-existe', '/services/bodas/civil']

const fmt = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

// ---------------------------------------------------------------------------
// Page views: our own client, so the time to first byte is the time to the response's
// head (autocannon times whole responses).

interface ViewOutcome {
  statuses: Map<number, number>
  ttfb: number[]
  errors: number
  seconds: number
}

async function pageViews(amount: number, connections: number): Promise<ViewOutcome> {
  const routes = [...prerenderPaths(), ...unknownPaths]
  const httpAgent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const statuses = new Map<number, number>()
  const ttfb: number[] = []
  let next = 0
  let errors = 0
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const source = sources[i % sources.length]!
      const route = routes[Math.floor(i / sources.length) % routes.length]!
      const start = performance.now()
      const req = http.get(
        `${base}${route}${source.query ?? ''}`,
        {
          agent: httpAgent,
          headers: {
            accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
            'user-agent': agent,
            ...(source.referer && { referer: source.referer }),
          },
        },
        (res) => {
          ttfb.push(performance.now() - start)
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1)
          res.resume()
          res.on('end', resolve)
        },
      )
      req.on('error', () => {
        errors++
        resolve()
      })
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < amount) await one(next++)
    }),
  )
  httpAgent.destroy()
  return { statuses, ttfb, errors, seconds: (performance.now() - started) / 1000 }
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN
}

// ---------------------------------------------------------------------------
// Which requests of a page view run the Worker: the page and every same-origin file it
// names (and its Speculation-Rules file), matched against wrangler.toml's
// run_worker_first as Cloudflare matches it (a path matches a pattern's glob, `!` excludes).

function runsWorker(pathname: string, patterns: readonly string[]): boolean {
  const match = (glob: string) =>
    new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(
      pathname,
    )
  const excluded = patterns.some((p) => p.startsWith('!') && match(p.slice(1)))
  return !excluded && patterns.some((p) => !p.startsWith('!') && match(p))
}

async function workerRequestsPerView(routes: readonly string[]) {
  const config = unstable_readConfig(
    { config: path.join(root, 'wrangler.toml') },
    { hideWarnings: true },
  )
  const first = config.assets?.run_worker_first
  const patterns = Array.isArray(first) ? first : first ? ['/*'] : []
  const perRoute: number[] = []
  const workerFiles = new Set<string>()
  for (const route of routes) {
    const res = await fetch(`${base}${route}`, { headers: { 'user-agent': 'bench' } })
    const html = await res.text()
    const named = [
      ...html.matchAll(/<(?:link|script|img)\b[^>]*?\b(?:href|src)="(\/[^/"][^"]*)"/g),
    ].map((m) => m[1]!)
    const rules = res.headers.get('speculation-rules')?.replace(/"/g, '')
    const files = [...new Set([...named, ...(rules ? [rules] : [])])].map(
      (f) => new URL(f, base).pathname,
    )
    const running = files.filter((f) => runsWorker(f, patterns))
    for (const f of running) workerFiles.add(f)
    perRoute.push((runsWorker(route, patterns) ? 1 : 0) + running.length)
  }
  return {
    patterns,
    mean: perRoute.reduce((a, b) => a + b, 0) / perRoute.length,
    max: Math.max(...perRoute),
    files: [...workerFiles].sort(),
  }
}

// ---------------------------------------------------------------------------
// Enquiries, one every `gapMs` from its own IP and address, while the views go on.

async function sendEnquiries(gapMs: number): Promise<{ statuses: number[]; refs: string[] }> {
  const statuses: number[] = []
  const refs: string[] = []
  for (let i = 0; i < enquiries; i++) {
    await sleep(gapMs)
    const res = await fetch(`${base}${apiPaths.mailer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${i + 1}` },
      body: JSON.stringify(
        familiesEnquiry(i, `Consulta ${i} en un día viral`, 'A través de las redes'),
      ),
    })
    statuses.push(res.status)
    const body = (await res.json().catch(() => ({}))) as { reference?: string }
    if (body.reference) refs.push(body.reference)
  }
  return { statuses, refs }
}

const runCron = (cron: string) =>
  fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`)

const bench = mailBench({
  persist,
  port,
  resendPort,
  block: label === 'before' ? 'traffic-before' : 'traffic',
})
const query = bench.query

/** Views recorded in D1: the daily counts, and any batch not yet added to them. */
function recordedViews(): number {
  const tables = query<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`)
  const counted =
    query<{ n: number | null }>(
      `SELECT SUM(n) AS n FROM (${everyCountRowSql}) WHERE kind = 'visit'`,
    )[0]?.n ?? 0
  if (!tables.some((t) => t.name === 'site_count_batches')) return counted
  const pending =
    query<{ n: number | null }>(
      `SELECT SUM(json_extract(e.value, '$[4]')) AS n FROM site_count_batches b, json_each(b.counts) e
       WHERE json_extract(e.value, '$[1]') = 'visit'`,
    )[0]?.n ?? 0
  return counted + pending
}

/**
 * D1's rows written by counting, from the Worker's log lines since `from` (a byte offset): each
 * batch written, and each add-up (the days it rewrote and the batches it deleted), as D1's own
 * `meta.rows_written` says.
 */
function rowsWrittenInLog(log: string, from = 0) {
  const spent = { writes: 0, rows: 0, addUps: 0, addUpRows: 0, batchesDeleted: 0, days: 0 }
  for (const m of readFileSync(log, 'utf8')
    .slice(from)
    .matchAll(/\{"event":"counts (written|added up)"[^\n]*\}/g)) {
    const line = JSON.parse(m[0]) as { rows?: number; batches?: number; days?: number }
    if (m[1] === 'written') {
      spent.writes++
      spent.rows += line.rows ?? 0
    } else {
      spent.addUps++
      spent.addUpRows += line.rows ?? 0
      spent.batchesDeleted += line.batches ?? 0
      spent.days += line.days ?? 0
    }
  }
  return { ...spent, total: spent.rows + spent.addUpRows }
}

/** The CPU time (ms) the workerd processes under `pgid` have used so far. */
function workerdCpuMs(pgid: number | undefined): number {
  if (pgid === undefined) return Number.NaN
  const tick = 1000 / 100
  let ms = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      if (Number(fields[2]) === pgid && comm.startsWith('workerd'))
        ms += (Number(fields[11]) + Number(fields[12])) * tick
    } catch {
      // gone meanwhile
    }
  }
  return ms
}

// ---------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(root, 'dist', 'client', 'index.html')))
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  const log = bench.freshD1()
  // Healthy, 429 past Resend's 5 calls a second.
  const fake = await bench.startFakeResend(5)
  const start = () => bench.serve(fake.url, log)
  let child: ChildProcess | undefined
  try {
    child = await start()
    const routes = [...prerenderPaths()]
    const perView = await workerRequestsPerView(routes)
    // Warm-up views are not made by the bench's count: forget what they wrote.
    const logStart = readFileSync(log, 'utf8').length
    console.log(
      `${fmt(views.amount)} page views at ${views.connections} at once, ${enquiries} enquiries`,
    )
    const cpuBefore = workerdCpuMs(child.pid)
    const [site, sent] = await Promise.all([
      pageViews(views.amount, views.connections),
      sendEnquiries(150),
    ])
    const cpuMs = workerdCpuMs(child.pid) - cpuBefore
    console.log(
      `   ${[...site.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')} in ${fmt(site.seconds, 1)} s`,
    )
    // Counts still held by the Worker are written within its wait; mail goes out by the cron.
    await sleep(30_000)
    let cronRuns = 0
    while (cronRuns < 60) {
      const stats = await fake.stats()
      if (stats.delivered.length >= enquiries * 2) break
      await runCron(cronSchedules.outbox)
      cronRuns++
      await sleep(5_000)
    }
    await runCron(cronSchedules.enquiryDigest)
    await sleep(2_000)
    const written = rowsWrittenInLog(log, logStart)
    await stopWranglerDev(child)
    child = undefined
    const recorded = recordedViews()
    const views200 = (site.statuses.get(200) ?? 0) + (site.statuses.get(404) ?? 0)

    // The last burst, with `wrangler dev` stopped right after it: what an ending isolate loses.
    child = await start()
    const cut = await pageViews(cutOff, 10)
    await stopWranglerDev(child)
    child = undefined
    const cutMade = (cut.statuses.get(200) ?? 0) + (cut.statuses.get(404) ?? 0)
    const lost = recorded + cutMade - recordedViews()

    const resend = await fake.stats()
    const stored = query<{ reference: string }>('SELECT reference FROM enquiries')
    const ownerMails = query<{ key: string; reference: string; status: string }>(
      `SELECT m.idempotency_key AS key, e.reference, m.status FROM outgoing_messages m
       JOIN enquiries e ON e.id = m.enquiry_id WHERE m.template = 'enquiry-owner'`,
    )
    const delivered = new Map(resend.delivered)
    const mailedOnce = ownerMails.filter(
      (m) => m.status === 'sent' && delivered.get(m.key)?.to === ownerEmail,
    )
    const storedRefs = new Set(stored.map((s) => s.reference))
    const perThousand = (written.total / views.amount) * 1000
    const checks = [
      {
        what: `Every page view answered (200, or 404 for the ${unknownPaths.length} unknown paths)`,
        ok: views200 === views.amount && site.errors === 0,
        detail: [...site.statuses].map(([s, n]) => `${fmt(n)} × ${s}`).join(', '),
      },
      {
        what: `${enquiries} enquiries during the views: each stored once and mailed to her once`,
        ok:
          sent.refs.length === enquiries &&
          stored.length === enquiries &&
          sent.refs.every((r) => storedRefs.has(r)) &&
          new Set(mailedOnce.map((m) => m.reference)).size === enquiries &&
          mailedOnce.every((m) => (delivered.get(m.key)?.calls ?? 0) >= 1),
        detail: `${sent.statuses.filter((s) => s === 200).length} × 200, ${stored.length} stored, ${mailedOnce.length} owner mails delivered (${cronRuns} cron runs)`,
      },
      {
        what: 'Rows written per 1,000 page views ≤ 10 (batches and add-up)',
        ok: perThousand <= 10,
        detail: `${fmt(written.total)} rows for ${fmt(views.amount)} views: ${fmt(perThousand, 1)} per 1,000`,
      },
    ]
    const p = (q: number) => fmt(percentile(site.ttfb, q), 1)
    bench.report(
      [
        runOf(`\`npm run bench:traffic\`${label ? ` (${label})` : ''}`, ['wrangler', 'workerd']),
        '',
        listItem(
          `Page views (${views.connections} at once, ${routes.length} routes + ${unknownPaths.length} unknown, ${sources.length} sources): ${fmt(views.amount)} in ${fmt(site.seconds, 1)} s (${fmt(views.amount / site.seconds)}/s)`,
        ),
        listItem(`Time to first byte, p50 / p99: ${p(50)} ms / ${p(99)} ms`),
        listItem(
          `Worker requests per page view (page + its files matching \`run_worker_first\`): ${fmt(perView.mean, 2)} (at most ${perView.max}); files: ${perView.files.map((f) => `\`${f}\``).join(', ') || 'none'}`,
        ),
        listItem(
          `workerd CPU per page view (whole local runtime: an upper bound): ${fmt(cpuMs / views.amount, 2)} ms`,
        ),
        listItem(
          `D1 rows written by counting, per 1,000 page views: **${fmt(perThousand, 1)}** (${fmt(written.total)} rows)`,
        ),
        listItem(
          `… writing the batches: ${fmt(written.rows)} rows in ${fmt(written.writes)} writes`,
        ),
        listItem(
          `… adding the day up (${fmt(written.addUps)} add-up${written.addUps === 1 ? '' : 's'}): ${fmt(written.addUpRows)} rows: ${fmt(written.days)} day${written.days === 1 ? '' : 's'} rewritten, ${fmt(written.batchesDeleted)} batches deleted`,
        ),
        listItem(`Views recorded / made: ${fmt(recorded)} / ${fmt(views200)}`),
        listItem(
          `Lost when \`wrangler dev\` stopped right after ${cutOff} more views: ${fmt(lost)}`,
        ),
      ],
      checks,
    )
  } finally {
    if (child) await stopWranglerDev(child)
    fake.close()
  }
}

await main()
