/**
 * `npm run trace:load -- /route`: what runs in the long tasks of a page load on a slow
 * phone, to find what to shorten. Debian's Chromium as a 412×823 phone whose CPU is the
 * benches' phone (`cpuSlowdown`), 150 ms round trips and 1.6 Mbps down, against the production build served
 * by `wrangler dev` (build first). Prints, for each of two loads, every main-thread
 * task over 50 ms with its largest parts, and the sum of their time over 50 ms.
 * A diagnostic, not a benchmark: its numbers go nowhere.
 */
import { serveBuild } from './server'
import { stopWranglerDev } from '../dev/wrangler'
import { endTrace, phone, phoneBrowser, slowNetwork, type TraceEvent } from './slow-phone'

const port = Number(process.env.BENCH_PORT ?? 8798)
const route = process.argv[2] ?? '/'
const longMs = 50
const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
]

const ms = (us: number) => (us / 1000).toFixed(0)
const describe = (e: TraceEvent) =>
  `${e.name}${e.args?.data?.url ? `:${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? `:${e.args.data.functionName}` : ''} ${ms(e.dur ?? 0)}`

const server = await serveBuild(port)
const { browser, host } = await phoneBrowser()
try {
  for (let run = 1; run <= 2; run++) {
    const page = await browser.newPage(phone)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: host.rate })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slowNetwork)
    await cdp.send('Tracing.start', {
      categories: categories.join(','),
      transferMode: 'ReturnAsStream',
    })
    const start = Date.now()
    await page.goto(`http://127.0.0.1:${port}${route}`)
    // The page loads, its islands in view come to life, and it settles.
    await page.waitForLoadState('load', { timeout: 60_000 })
    await page.waitForTimeout(3000)
    const events = await endTrace(cdp)
    // The page's renderer: the busiest main thread (navigating may switch processes).
    const tasksOf = (t: TraceEvent) =>
      events.filter((e) => e.name === 'RunTask' && e.pid === t.pid && e.tid === t.tid)
    const busy = (t: TraceEvent) => tasksOf(t).reduce((sum, e) => sum + (e.dur ?? 0), 0)
    const main = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .sort((a, b) => busy(b) - busy(a))[0]
    if (!main) throw new Error('no renderer main thread in the trace')
    const tasks = tasksOf(main)
    const first = Math.min(...tasks.map((t) => t.ts))
    let blocking = 0
    console.log(`${route}, load ${run} (${((Date.now() - start) / 1000).toFixed(1)} s):`)
    for (const task of tasks.filter((t) => (t.dur ?? 0) > longMs * 1000)) {
      blocking += (task.dur ?? 0) / 1000 - longMs
      const end = task.ts + (task.dur ?? 0)
      const parts = events.filter(
        (e) =>
          e.ph === 'X' &&
          e !== task &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= end &&
          (e.dur ?? 0) > 8000 &&
          !e.name.startsWith('V8.') &&
          !['ThreadControllerImpl::RunTask', 'Receive mojo message'].includes(e.name),
      )
      console.log(
        `  at ${ms(task.ts - first)} ms, ${ms(task.dur ?? 0)} ms: ${parts.slice(0, 10).map(describe).join(' | ')}`,
      )
    }
    console.log(`  time over ${longMs} ms in long tasks: ${blocking.toFixed(0)} ms`)
    await page.close()
  }
} finally {
  await browser.close()
  await stopWranglerDev(server)
}
