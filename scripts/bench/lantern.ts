/**
 * `npm run bench:lantern [-- /route …]`: why Lighthouse's simulated TBT of a prerendered
 * page swings between runs on this machine. Builds ours and the client-rendered build,
 * then measures each route, interleaved run by run, in Lighthouse's CLI (a fresh browser
 * per run) and in one warm browser (both simulated throttling, at Lighthouse's default 4×: the
 * question here is the server, not the phone):
 *   - ours served by `wrangler dev`, as `npm run bench` serves it (pages through the Worker);
 *   - ours, and the client-rendered build, served by a plain file server in this process:
 *     the same files, gzipped, without the Worker's headers, sooner, and with less of the
 *     machine's two cores taken.
 * For each run it reads what Lantern (Lighthouse's simulator) decides from:
 *   - whether the web fonts had arrived by the page's first paint as observed: Lantern
 *     then counts them in its estimate of first paint, which moves later, and TBT counts
 *     only what runs after that estimate;
 *   - the renderer's main-thread tasks of 12.5 ms or more (50 ms once Lantern multiplies
 *     them by 4), their wall time and the share of it the thread actually ran (CPU time):
 *     the rest is the thread waiting for a core or for the browser process.
 * Writes its table into docs/PERFORMANCE.md between the lantern markers (`npm run bench`
 * keeps them). A script, not a test. BENCH_RUNS (5) runs per route, server and mode; the
 * routes are `npm run bench`'s unless given.
 * BENCH_BEFORE=<git ref>: the site at that commit, from the same plain file server, takes the
 * client-rendered build's place, interleaved with ours; the table (with simulated and observed
 * LCP) goes to dist/bench/lantern.md only.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import type Result from 'lighthouse/types/lhr/lhr.js'
import { benchRoutes } from './routes'
import {
  buildBefore,
  launchChromium,
  median,
  measuredOn,
  runLighthouseCli,
  serveBuild,
  inTurn,
  sh,
  writeBenchReport,
  writeDocBlock,
} from './server'
import { stopWranglerDev } from '../dev/wrangler'
import type { TraceEvent } from './slow-phone'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 8790)
const debugPort = port + 1000
const runs = Number(process.env.BENCH_RUNS ?? 5)
/** `npm run bench`'s routes, or those given. */
const routes = process.argv.slice(2).length ? process.argv.slice(2) : benchRoutes
/** A task this long, multiplied by Lantern's 4, is a long task (50 ms). */
const longTaskMs = 50 / 4

// The third build (the client-rendered one, or the site before) is kept aside; ours is built
// last and stays in dist/.
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-lantern-'))
const before = buildBefore()
const third = before ? path.join(before.dir, 'dist/client') : path.join(scratch, 'client-rendered')
if (!before) {
  sh('npm', ['run', 'bench:client-rendered'])
  cpSync(path.join(root, 'dist/client'), third, { recursive: true })
}
sh('npm', ['run', 'build'])

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
}
const compressed = new Set(['.html', '.js', '.css', '.json'])
/** Built files as a plain server sends them: `/a/b` is a/b.html, text gzipped. */
const fileServer = (site: string, at: number) =>
  createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const candidates = [path.join(site, pathname), path.join(site, `${pathname}.html`)]
    if (pathname === '/') candidates.unshift(path.join(site, 'index.html'))
    const file = candidates.find((f) => f.startsWith(site) && existsSync(f) && statSync(f).isFile())
    if (!file) return void res.writeHead(404).end()
    const ext = path.extname(file)
    const body = readFileSync(file)
    res.writeHead(200, {
      'content-type': types[ext] ?? 'application/octet-stream',
      ...(compressed.has(ext) ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(compressed.has(ext) ? gzipSync(body) : body)
  }).listen(at, '127.0.0.1')

const thirdName = before ? `before (${before.ref}), plain files` : 'client-rendered, plain files'
const subjects: Record<string, string> = {
  'ours, wrangler dev': `http://127.0.0.1:${port}`,
  'ours, plain files': `http://127.0.0.1:${port + 1}`,
  [thirdName]: `http://127.0.0.1:${port + 2}`,
}
const fileServers = [
  fileServer(path.join(root, 'dist/client'), port + 1),
  fileServer(third, port + 2),
]
type Mode = 'CLI' | 'warm browser'
const modes: Mode[] = ['CLI', 'warm browser']

interface Run {
  tbt: number
  /** Lantern's first paint (simulated) and the one the browser really made, ms. */
  fcp: number
  observedFcp: number
  fontsBeforePaint: boolean
  /** Largest paint, simulated and as the browser made it, ms. */
  lcp: number
  observedLcp: number
  ttfb: number
  /** Main-thread tasks of 12.5 ms or more: their wall time, and the part of it spent running. */
  longWallMs: number
  longCpuMs: number
  benchmarkIndex: number
}

/** Lighthouse's CLI, asynchronously (the file servers answer from this process). */
async function cliRun(url: string, out: string): Promise<Run> {
  await runLighthouseCli(url, [`--output-path=${out}.json`, '--save-assets'])
  const lhr = JSON.parse(readFileSync(`${out}.json`, 'utf8')) as Result
  const trace = JSON.parse(readFileSync(`${out}-0.trace.json`, 'utf8')) as { traceEvents: Timed[] }
  return runOf(lhr, trace.traceEvents)
}

/** Lighthouse in the one browser every warm run shares. */
async function warmRun(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate',
  })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  return runOf(result.lhr, result.artifacts.Trace.traceEvents as Timed[])
}

type Timed = TraceEvent & { tdur?: number }

/** The long tasks of the page's renderer: the busiest renderer main thread in the trace. */
function longTasks(events: Timed[]): { wall: number; cpu: number } {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X')
  const threadOf = (e: Timed) => `${e.pid}:${e.tid}`
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(threadOf),
  )
  const busy = new Map<string, number>()
  for (const t of tasks)
    if (mains.has(threadOf(t))) busy.set(threadOf(t), (busy.get(threadOf(t)) ?? 0) + (t.dur ?? 0))
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0]
  const long = tasks.filter((t) => threadOf(t) === main && (t.dur ?? 0) >= longTaskMs * 1000)
  const sum = (pick: (t: Timed) => number) => long.reduce((s, t) => s + pick(t), 0) / 1000
  return { wall: sum((t) => t.dur ?? 0), cpu: sum((t) => t.tdur ?? 0) }
}

function runOf(lhr: Result, events: Timed[]): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0]
  const requests = lhr.audits['network-requests']?.details as {
    items?: { resourceType?: string; networkEndTime: number }[]
    debugData?: { networkStartTimeTs: number }
  }
  const networkStart = (requests.debugData?.networkStartTimeTs ?? NaN) / 1000
  const paintedAt = (metrics?.observedFirstContentfulPaintTs ?? NaN) / 1000
  const fonts = (requests.items ?? []).filter((r) => r.resourceType === 'Font')
  const tasks = longTasks(events)
  return {
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    observedFcp: metrics?.observedFirstContentfulPaint ?? NaN,
    fontsBeforePaint:
      fonts.length > 0 && fonts.every((f) => networkStart + f.networkEndTime <= paintedAt),
    lcp: audit('largest-contentful-paint'),
    observedLcp: metrics?.observedLargestContentfulPaint ?? NaN,
    ttfb: audit('server-response-time'),
    longWallMs: tasks.wall,
    longCpuMs: tasks.cpu,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

const results = new Map<string, Map<string, Run[]>>()
const wrangler = await serveBuild(port)
const browser = await launchChromium(`--remote-debugging-port=${debugPort}`, '--no-first-run')
try {
  // A fresh browser's first run pays for starting up: one thrown away.
  await warmRun(`${subjects['ours, plain files']}/`)
  for (const route of routes) {
    const byRow = new Map<string, Run[]>()
    for (let i = 0; i < runs; i++)
      for (const mode of modes)
        for (const subject of inTurn(Object.keys(subjects), i)) {
          const url = `${subjects[subject]}${route}`
          const out = path.join(scratch, `run-${i}`)
          const run = mode === 'CLI' ? await cliRun(url, out) : await warmRun(url)
          const row = `${mode}|${subject}`
          byRow.set(row, [...(byRow.get(row) ?? []), run])
        }
    results.set(route, byRow)
    console.log(route, JSON.stringify(Object.fromEntries(byRow)))
  }
} finally {
  await browser.close()
  await stopWranglerDev(wrangler)
  for (const server of fileServers) server.close()
  rmSync(scratch, { recursive: true, force: true })
}

/** A run Lighthouse could not measure (NaN) shows as a dash. */
const ms = (x: number) => (Number.isFinite(x) ? String(Math.round(x)) : '—')
const rows = [...results].flatMap(([route, byRow]) =>
  [...byRow].map(([row, r]) => {
    const [mode, subject] = row.split('|')
    const m = (pick: (x: Run) => number) => median(r.map(pick))
    const cpuShare =
      r.reduce((s, x) => s + x.longCpuMs, 0) / r.reduce((s, x) => s + x.longWallMs, 0)
    return `| ${route} | ${mode} | ${subject} | **${ms(m((x) => x.tbt))}** | ${r.map((x) => ms(x.tbt)).join(', ')} | ${ms(m((x) => x.ttfb))} | ${ms(m((x) => x.observedFcp))} | ${r.filter((x) => x.fontsBeforePaint).length} of ${r.length} | ${(m((x) => x.fcp) / 1000).toFixed(2)} | ${ms(m((x) => x.longWallMs))} | ${Math.round(cpuShare * 100)} % | ${(m((x) => x.lcp) / 1000).toFixed(2)} | ${ms(m((x) => x.observedLcp))} |`
  }),
)
const allRuns = [...results.values()].flatMap((byRow) => [...byRow.values()].flat())

const ranOn = measuredOn(
  `; Lighthouse's CPU benchmark index of this machine (median): ${Math.round(median(allRuns.map((x) => x.benchmarkIndex)))}. Lighthouse, simulated mobile throttling, with its CLI (a fresh browser per run) and in one warm browser, ${runs} runs per route, mode and server, interleaved.`,
)
const report = writeBenchReport(
  'lantern',
  `# One page, two servers\n\n${ranOn}\n\n| route | mode | build and server | TBT ms | TBT each run | TTFB ms | first paint observed ms | fonts by first paint | FCP simulated s | long tasks, wall ms | of it running | LCP simulated s | LCP observed ms |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
)
/** Per route, the median TBT of each mode and server, in the order of the header. */
const columns = modes.flatMap((mode) =>
  Object.keys(subjects).map((subject) => `${mode}|${subject}`),
)
const compactRows = [...results].map(
  ([route, byRow]) =>
    `| ${route} | ${columns.map((column) => ms(median((byRow.get(column) ?? []).map((x) => x.tbt)))).join(' | ')} |`,
)

if (before) {
  console.log(`wrote ${report} (BENCH_BEFORE: docs/PERFORMANCE.md left as it was)`)
  process.exit(0)
}

const section = `## One page, two servers (\`npm run bench:lantern\`)

${ranOn}
Our build served by \`wrangler dev\` ("dev", as \`npm run bench\` serves it), the same files
by a plain file server ("files": gzipped, without the Worker's headers; it answers sooner
and takes less of the machine's two cores), and the client-rendered build from the same
plain server ("CSR"). Median TBT in ms. Every run, with TTFB, first paint, fonts and long
tasks: \`${report}\`.

| route | CLI, dev | CLI, files | CLI, CSR | warm, dev | warm, files | warm, CSR |
|---|---|---|---|---|---|---|
${compactRows.join('\n')}`

writeDocBlock('lantern', section)
console.log('wrote docs/PERFORMANCE.md')
