/**
 * `npm run bench`: Lighthouse (Debian Chromium) on every bench route, mobile emulation,
 * for our build (islands), the same app built client-rendered (client-rendered.ts: an
 * empty root that JavaScript fills, the old site's architecture) and, with
 * BENCH_BEFORE=<git ref>, the site as it was at that commit, all in one run:
 *   - in one warm browser, simulated throttling and devtools throttling;
 *   - with Lighthouse's own CLI, a fresh browser per run (simulated throttling).
 * The site before (BENCH_BEFORE) is served beside ours and takes turns with it run by run, so
 * a busy moment of the machine falls on both; it skips devtools throttling (its LCP is
 * compared simulated). The client-rendered build is measured on its own, first.
 * Writes its block of medians into docs/PERFORMANCE.md and every run to dist/bench/lighthouse.md.
 * A script, not a test: timings vary from run to run.
 */
import { spawn } from 'node:child_process'
import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import type Result from 'lighthouse/types/lhr/lhr.js'
import { benchRoutes } from './routes'
import { phoneCpu, phoneSlowdown, type HostCpu } from './slow-phone'
import { countCpuMicros } from './worker-cpu'
import {
  buildBefore,
  chromiumVersion,
  launchChromium,
  median,
  runLighthouseCli,
  serveBuilds,
  inTurn,
  sh,
  wrapParagraph,
  writeBenchReport,
  writeDocBlock,
} from './server'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 8794)
const debugPort = port + 1000
const runs = Number(process.env.BENCH_RUNS ?? 3)

/**
 * The host's floor: a page of one line, no style, font or script, served beside the site
 * and measured like a route in every run. What a route costs is what it measures above it.
 */
const emptyPage = '(an empty page)'
const emptyPort = port + 2
const emptyHtml =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Vacía</title></head><body><p>Una página vacía.</p></body></html>'
// A process of its own, so its answers never wait on this one's work.
const emptyServer = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(${JSON.stringify(emptyHtml)})).listen(${emptyPort}, '127.0.0.1')`,
  ],
  { stdio: 'ignore' },
)
const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)
const urlOf = (route: string, origin: string) =>
  route === emptyPage ? `http://127.0.0.1:${emptyPort}/` : `${origin}${route}`

/** BENCH_ROUTES=/,/faqs measures a subset (for trying the script); the doc wants them all. */
const routes = [
  emptyPage,
  ...(process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : benchRoutes),
]

/**
 * - 'simulate', 'devtools': Lighthouse in one warm browser, with simulated or devtools
 *   throttling;
 * - 'cli': Lighthouse's CLI, which starts a fresh browser for every run (simulated).
 */
type Mode = 'simulate' | 'devtools' | 'cli'
type Variant = 'islands' | 'client-rendered' | 'before'

/**
 * A narrower run, for a question the whole bench takes an hour to answer (e.g. LCP before
 * and after, on some routes): BENCH_MODES=simulate,cli picks the modes, and
 * BENCH_CLIENT_RENDERED=0 skips the comparison build. Its tables go to dist/bench/ only:
 * docs/PERFORMANCE.md's block is written by a whole run.
 */
const onlyModes = process.env.BENCH_MODES?.split(',') as Mode[] | undefined
const withClientRendered = process.env.BENCH_CLIENT_RENDERED !== '0'
const wholeRun = !process.env.BENCH_ROUTES && !onlyModes && withClientRendered
interface Sample {
  /** Every run's TBT, the median's spread: on a 2-core machine it is wide. */
  tbtRuns: number[]
  score: number
  /** Time to the HTML's first byte (Lighthouse's server-response-time). */
  ttfb: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  /** Every script the page fetched while Lighthouse watched. */
  jsBytes: number
  /** Scripts whose request started before the page's load event. */
  jsDuringLoad: number
  /**
   * The long tasks (≥ 50 ms, those TBT counts), ms in all, by what Lighthouse attributes each to:
   * a script that ran in it, or the page itself (parsing, style, layout, paint).
   */
  longScript: number
  longPage: number
}

interface Measured {
  byRoute: Map<string, Partial<Record<Mode, Sample>>>
  /** Lighthouse's CPU benchmark of this machine during the runs (median; higher is faster). */
  benchmarkIndex: number
  /** Each route's phone: the host's index before it, and the CPU slowdown that made the phone. */
  hosts: HostCpu[]
}

const tbtOf = (lhr: Result) => lhr.audits['total-blocking-time']?.numericValue ?? NaN

/** The figures of one Lighthouse result. */
function sampleOf(lhr: Result): Omit<Sample, 'tbtRuns'> {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  type Item = { resourceType: string; transferSize: number; rendererStartTime?: number }
  const items = (audit: string) =>
    (lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? []
  const load =
    (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]
      ?.observedLoad ?? NaN
  const scripts = items('network-requests').filter((r) => r.resourceType === 'Script')
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    ttfb: audit('server-response-time'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: tbtOf(lhr),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    jsBytes:
      items('resource-summary').find((it) => it.resourceType === 'script')?.transferSize ?? NaN,
    jsDuringLoad: scripts
      .filter((r) => (r.rendererStartTime ?? Infinity) < load)
      .reduce((sum, r) => sum + r.transferSize, 0),
    ...longTaskAttribution(lhr),
  }
}

/**
 * The long tasks' time by attribution, from the `long-tasks` audit (every task, simulated
 * durations; Lantern drops their inner events, so a task is attributed, not broken down).
 */
function longTaskAttribution(lhr: Result): Pick<Sample, 'longScript' | 'longPage'> {
  const details = lhr.audits['long-tasks']?.details as
    | { debugData?: { urls?: string[]; tasks?: { urlIndex: number; duration: number }[] } }
    | undefined
  const urls = details?.debugData?.urls ?? []
  const byWhom = { longScript: 0, longPage: 0 }
  for (const task of details?.debugData?.tasks ?? [])
    byWhom[/\.js(\?|$)/.test(urls[task.urlIndex] ?? '') ? 'longScript' : 'longPage'] +=
      task.duration
  return byWhom
}

/** Lighthouse's CLI on one URL: a browser of its own, started and closed for this run. */
const cliRun = async (url: string, rate: number): Promise<Result> =>
  JSON.parse(
    await runLighthouseCli(url, [
      '--output-path=stdout',
      `--throttling.cpuSlowdownMultiplier=${rate}`,
    ]),
  ) as Result

/** A build to measure: which, and the checkout it is built in. */
interface Site {
  variant: Variant
  dir: string
}

/**
 * Every route in every mode, for each site served on a port of its own (the first on the
 * bench's port, the next 10 above); for every run the sites take turns.
 */
async function measure(sites: Site[]): Promise<Measured[]> {
  const browser = await launchChromium(`--remote-debugging-port=${debugPort}`, '--no-first-run')
  const { origins, stop } = await serveBuilds(
    sites.map((site, i) => ({ port: port + 10 * i, dir: site.dir })),
  ).catch(async (error: unknown) => {
    await browser.close()
    throw error
  })
  const results = sites.map(() => new Map<string, Partial<Record<Mode, Sample>>>())
  const benchmarkIndices = sites.map((): number[] => [])
  const hosts: HostCpu[] = []
  try {
    const warmRun = async (url: string, mode: Mode, rate: number) => {
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: mode === 'devtools' ? 'devtools' : 'simulate',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: rate },
      })
      if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`)
      return result.lhr
    }
    // A fresh browser's first run pays for starting up: one of each, thrown away.
    for (const mode of ['simulate', 'devtools'] as const)
      await warmRun(urlOf(emptyPage, origins[0]!), mode, 4)
    const modesOf = (site: Site) =>
      (
        (site.variant === 'before'
          ? ['simulate', 'cli']
          : ['simulate', 'devtools', 'cli']) as Mode[]
      ).filter((mode) => !onlyModes || onlyModes.includes(mode))
    const allModes = [...new Set(sites.flatMap(modesOf))]
    for (const route of routes) {
      // The phone's slowdown for this host now, the same for every build and mode on this route.
      const host = await phoneSlowdown(browser)
      hosts.push(host)
      console.log(route, `the phone: ${phoneCpu([host])}`)
      // A build from before the route existed (the journal) has nothing to measure there.
      const has = (site: Site) =>
        route === emptyPage || existsSync(path.join(site.dir, 'dist/client', htmlFileOf(route)))
      for (const mode of allModes) {
        const measuring = sites
          .map((site, i) => ({ site, i }))
          .filter(({ site }) => has(site) && modesOf(site).includes(mode))
        const samples = sites.map((): Omit<Sample, 'tbtRuns'>[] => [])
        for (let run = 0; run < runs; run++)
          for (const { i } of inTurn(measuring, run)) {
            const url = urlOf(route, origins[i]!)
            const once = () =>
              mode === 'cli' ? cliRun(url, host.rate) : warmRun(url, mode, host.rate)
            let lhr = await once()
            // Now and then Lighthouse gives a run no TBT (the audit errs): that run is made again, up to twice.
            for (let again = 0; again < 2 && !Number.isFinite(tbtOf(lhr)); again++) {
              console.warn(route, mode, 'no TBT:', lhr.audits['total-blocking-time']?.errorMessage)
              lhr = await once()
            }
            benchmarkIndices[i]!.push(lhr.environment.benchmarkIndex)
            samples[i]!.push(sampleOf(lhr))
          }
        for (const { site, i } of measuring) {
          const own = samples[i]!
          const medians = Object.fromEntries(
            (Object.keys(own[0] ?? {}) as (keyof (typeof own)[number])[]).map((k) => [
              k,
              median(own.map((x) => x[k])),
            ]),
          ) as Omit<Sample, 'tbtRuns'>
          const byMode = results[i]!.get(route) ?? {}
          byMode[mode] = { ...medians, tbtRuns: own.map((x) => Math.round(x.tbt)) }
          results[i]!.set(route, byMode)
          console.log(site.variant, route, mode, byMode[mode])
        }
      }
    }
  } finally {
    await browser.close()
    await stop()
  }
  return results.map((byRoute, i) => ({
    byRoute,
    benchmarkIndex: median(benchmarkIndices[i]!),
    hosts,
  }))
}

// The client-rendered build first, on its own; then ours (the build that stays in dist/)
// beside the site before.
const before = buildBefore()
const measured = await (async () => {
  try {
    let csr: Measured | undefined
    if (withClientRendered) {
      sh('npm', ['run', 'bench:client-rendered'])
      ;[csr] = await measure([{ variant: 'client-rendered', dir: root }])
    }
    sh('npm', ['run', 'build'])
    const [ours, measuredBefore] = await measure([
      { variant: 'islands', dir: root },
      ...(before ? [{ variant: 'before' as const, dir: before.dir }] : []),
    ])
    return { before: measuredBefore, csr, ours: ours! }
  } finally {
    emptyServer.kill()
  }
})()

const s = (ms: number) => (ms / 1000).toFixed(2)
const kb = (b: number) => (b / 1024).toFixed(0)
const ms = (x: number) => String(Math.round(x))
const get = (m: Measured | undefined, route: string, mode: Mode) => m?.byRoute.get(route)?.[mode]

const detailHeader =
  '| route | score | TTFB ms | FCP s | LCP s | TBT ms | TBT each run | CLS | transferred KB | JS KB | JS during load KB | long tasks ms: script, page |\n|---|---|---|---|---|---|---|---|---|---|---|---|'
const detail = (m: Measured | undefined, mode: Mode) =>
  [
    detailHeader,
    ...routes.map((r) => {
      const x = get(m, r, mode)
      return x
        ? `| ${r} | ${x.score} | ${ms(x.ttfb)} | ${s(x.fcp)} | ${s(x.lcp)} | ${ms(x.tbt)} | ${x.tbtRuns.join(', ')} | ${x.cls.toFixed(3)} | ${kb(x.bytes)} | ${kb(x.jsBytes)} | ${kb(x.jsDuringLoad)} | ${ms(x.longScript)}, ${ms(x.longPage)} |`
        : `| ${r} | — |`
    }),
  ].join('\n')

/** One figure for the three builds: before → ours (client-rendered). */
const three = (route: string, mode: Mode, pick: (x: Sample) => string) => {
  const b = get(measured.before, route, mode)
  const o = get(measured.ours, route, mode)
  const c = get(measured.csr, route, mode)
  return `${b ? `${pick(b)} → ` : ''}**${o ? pick(o) : '—'}** (${c ? pick(c) : '—'})`
}
const ratio = (route: string, mode: Mode) => {
  const o = get(measured.ours, route, mode)?.tbt ?? NaN
  const c = get(measured.csr, route, mode)?.tbt ?? NaN
  return c > 0 ? `${(o / c).toFixed(2)}×` : '—'
}
/** Ours above the host's floor, the empty page measured in the same run and mode. */
const aboveEmpty = (route: string, mode: Mode) =>
  ms(
    (get(measured.ours, route, mode)?.tbt ?? NaN) -
      (get(measured.ours, emptyPage, mode)?.tbt ?? NaN),
  )
const summary = [
  `| route | TBT ms, warm browser | TBT ms, CLI | TBT ms ours above the empty page (warm, CLI) | TTFB ms, warm browser | LCP s, simulated | LCP s, devtools | CLS | JS during load KB | TBT ours ÷ client-rendered (warm, CLI) |`,
  '|---|---|---|---|---|---|---|---|---|---|',
  ...routes.map(
    (r) =>
      `| ${r} | ${three(r, 'simulate', (x) => ms(x.tbt))} | ${three(r, 'cli', (x) => ms(x.tbt))} | ${aboveEmpty(r, 'simulate')}, ${aboveEmpty(r, 'cli')} | ${three(r, 'simulate', (x) => ms(x.ttfb))} | ${three(r, 'simulate', (x) => s(x.lcp))} | ${three(r, 'devtools', (x) => s(x.lcp))} | ${three(r, 'simulate', (x) => x.cls.toFixed(3))} | ${three(r, 'simulate', (x) => kb(x.jsDuringLoad))} | ${ratio(r, 'simulate')}, ${ratio(r, 'cli')} |`,
  ),
].join('\n')

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
}
/** Non-blank lines of the client's TypeScript in a checkout, in all and per folder under client/. */
function clientLines(dir: string): Map<string, number> {
  const lines = new Map<string, number>()
  for (const file of globSync('client/**/*.{ts,tsx}', { cwd: dir })) {
    const count = readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter((l) => l.trim()).length
    const folder = file.split('/').slice(1, -1).join('/') || '(client/)'
    for (const key of ['all', folder]) lines.set(key, (lines.get(key) ?? 0) + count)
  }
  return lines
}
const linesNow = clientLines(root)
const linesBefore = before ? clientLines(before.dir) : undefined
const lineRows = [...new Set([...(linesBefore?.keys() ?? []), ...linesNow.keys()])]
  .filter((k) => k !== 'all')
  .sort()
  .filter((k) => (linesBefore?.get(k) ?? 0) !== (linesNow.get(k) ?? 0))
  .map((k) => `| client/${k} | ${linesBefore?.get(k) ?? 0} | ${linesNow.get(k) ?? 0} |`)
const linesTable = [
  `| folder | ${before ? `before (${before.ref})` : '—'} | now |`,
  '|---|---|---|',
  `| **all of client/** | ${linesBefore?.get('all') ?? '—'} | ${linesNow.get('all')} |`,
  ...lineRows,
].join('\n')

const index = (m: Measured | undefined) => (m ? String(Math.round(m.benchmarkIndex)) : '—')
const phones = `${measured.before ? `ours and the site before` : 'ours'}: ${phoneCpu(measured.ours.hosts)}${measured.csr ? `; client-rendered: ${phoneCpu(measured.csr.hosts)}` : ''}`

const report = writeBenchReport(
  'lighthouse',
  `# Performance, every run (\`npm run bench\`)

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} on this project's
2-core machine: Lighthouse ${pkg.devDependencies.lighthouse} driving ${chromiumVersion()},
Node ${process.versions.node}, each build served by \`wrangler dev\` on localhost, in one run.
Medians of ${runs} runs per route and mode. Lighthouse's
CPU benchmark index of the machine during the runs (median; higher is faster; it moves
from hour to hour on this shared host): ${index(measured.ours)} while ours ran,
${index(measured.csr)} while the client-rendered build ran${measured.before ? `, ${index(measured.before)} while the site at ${before?.ref} ran, turn by turn with ours` : ''}.
The phone (Lighthouse's mobile emulation and network; its CPU the same on any host): ${phones}.

- **Ours**: every route prerendered; the page's only script is the 1 KB island runtime,
  and JavaScript runs only in islands (docs/ARCHITECTURE.md, "Islands").
- **Client-rendered**: the same app built by \`npm run bench:client-rendered\`, an empty root that
  JavaScript fills: the old site's architecture.${measured.before ? `\n- **Before**: the site at ${before?.ref}, served beside ours and measured turn by turn with it.` : ''}

Targets (every route, medians, in the same run): TBT ≤ 50 ms on routes whose first
screen has no island (or only \`interaction\` ones) and ≤ 100 ms elsewhere, both in a
warm browser and with Lighthouse's CLI, and ≤ 0.2× the client-rendered build's; LCP and
CLS no worse than before. Byte budgets are a test (\`tests/build/budgets.test.ts\`).
"JS during load" counts scripts whose request started before the load event.
"${emptyPage}" is the host's floor: one line of text with no style, font or script,
measured in every mode beside the routes. What Lighthouse gives it is what this machine
costs any page; a route's own cost is what it measures above it.
Pages pass through the Worker, which counts each visit: TTFB is the HTML's first byte as
Lighthouse saw it (server-response-time), and the counting itself costs the Worker
${countCpuMicros().toFixed(1)} µs of CPU per page view (\`scripts/bench/worker-cpu.ts\`, in Node here).
\`wrangler dev\` runs on the same two cores as the browser, and Lighthouse's simulated TBT
of these pages depends on it: "One page, two servers" below (\`npm run bench:lantern\`)
measures the same files from a plain file server beside it.

## Side by side

Each cell: ${measured.before ? 'before → ' : ''}**ours** (client-rendered). "Warm browser" is
Lighthouse's simulated mobile throttling in one browser for all runs; "CLI" is
Lighthouse's own command line, a fresh browser per run.

${summary}

## Client code

Non-blank lines of TypeScript under \`client/\`, with the folders that changed${before ? ` since ${before.ref}` : ''}.

${linesTable}

## Ours — warm browser, simulated throttling

${detail(measured.ours, 'simulate')}

## Ours — warm browser, devtools throttling

${detail(measured.ours, 'devtools')}

## Ours — Lighthouse CLI, a fresh browser per run

${detail(measured.ours, 'cli')}

## Client-rendered — warm browser, simulated throttling

${detail(measured.csr, 'simulate')}

## Client-rendered — warm browser, devtools throttling

${detail(measured.csr, 'devtools')}

## Client-rendered — Lighthouse CLI

${detail(measured.csr, 'cli')}
${
  measured.before
    ? `
## Before (${before?.ref}) — warm browser, simulated throttling

${detail(measured.before, 'simulate')}

## Before (${before?.ref}) — Lighthouse CLI

${detail(measured.before, 'cli')}
`
    : ''
}
`,
)

/** The document's block: the medians that answer "is it fast, and faster than before". */
const tbtTable = [
  '| route | TBT ms, warm | TBT ms, CLI | ours above the empty page | ours ÷ client-rendered |',
  '|---|---|---|---|---|',
  ...routes.map(
    (r) =>
      `| ${r} | ${three(r, 'simulate', (x) => ms(x.tbt))} | ${three(r, 'cli', (x) => ms(x.tbt))} | ${aboveEmpty(r, 'simulate')}, ${aboveEmpty(r, 'cli')} | ${ratio(r, 'simulate')}, ${ratio(r, 'cli')} |`,
  ),
].join('\n')
const lcpTable = [
  '| route | LCP s, simulated | LCP s, devtools | CLS |',
  '|---|---|---|---|',
  ...routes.map(
    (r) =>
      `| ${r} | ${three(r, 'simulate', (x) => s(x.lcp))} | ${three(r, 'devtools', (x) => s(x.lcp))} | ${three(r, 'simulate', (x) => x.cls.toFixed(3))} |`,
  ),
].join('\n')
if (wholeRun)
  writeDocBlock(
    'lighthouse',
    `## Lighthouse (\`npm run bench\`)

${wrapParagraph(`Measured on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${pkg.devDependencies.lighthouse} driving ${chromiumVersion()}, medians of ${runs} runs per route and mode; ${phones}. Each cell: ${measured.before ? 'before → ' : ''}**ours** (client-rendered); "warm" is one browser for all runs, "CLI" a fresh browser per run. Every run and column (TTFB, FCP, bytes, JS during load): \`${report}\`.`)}

${tbtTable}

${lcpTable}`,
  )
console.log(wholeRun ? `wrote docs/PERFORMANCE.md and ${report}` : `wrote ${report}`)
