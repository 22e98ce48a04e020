/**
 * `npm run trace:tap -- /route 'selector'`: what the main thread does between a tap and
 * the frame that shows its answer, on a slow phone, to find what to shorten. Debian's
 * Chromium as a 412×823 phone whose CPU is the benches' phone (`cpuSlowdown`), against the production build served
 * by `wrangler dev` (build first). The page loads, goes quiet, and the control is tapped
 * under a trace, three times on fresh pages; for each tap it prints the browser's Event
 * Timing duration and the renderer's work from the touch to the end of the next paint,
 * summed by kind (script, style, layout, paint…), with the largest single events.
 * A diagnostic, not a benchmark: its numbers go nowhere.
 */
import type { CDPSession } from '@playwright/test'
import { serveBuild } from './server'
import { stopWranglerDev } from '../dev/wrangler'
import {
  controlOf,
  endTrace,
  phone,
  phoneBrowser,
  reachControl,
  slowNetwork,
  tapMiddle,
  typeAsPerson,
  type TraceEvent,
} from './slow-phone'

const port = Number(process.env.BENCH_PORT ?? 8799)
const route = process.argv[2] ?? '/'
const selector = process.argv[3] ?? 'header button[aria-label="Abrir menú"]'
const runs = Number(process.env.RUNS ?? 3)
/** FIRST=1: tap the moment the control is painted, on a slow network, not once loaded. */
const first = process.env.FIRST === '1'
/** TYPE='text': after the tap, types it a key every 120 ms (a person filling a field). */
const typed = process.env.TYPE
/** PROFILE=1: also a JavaScript CPU profile by self and total time: the whole tap, its slowest event, its longest task. */
const profile = process.env.PROFILE === '1'
/** REVEAL='selector': scrolled to before waiting for the control (one below the first screen that mounts near it). */
const reveal = process.env.REVEAL
/** HIDDEN=1: the control may be hidden (its place taken by the browser's own): tap its box anyway. */
const hidden = process.env.HIDDEN === '1'
const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8.execute',
]
const stopProfiler = (cdp: CDPSession) => cdp.send('Profiler.stop')
const ms = (us: number) => (us / 1000).toFixed(1)

const server = await serveBuild(port)
const { browser, host } = await phoneBrowser()
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage({ ...phone, bypassCSP: true })
    await page.addInitScript(() => {
      const w = window as unknown as { __taps: string[] }
      w.__taps = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[])
          w.__taps.push(
            `${e.name} ${e.duration} (delay ${Math.round(e.processingStart - e.startTime)}, handlers ${Math.round(e.processingEnd - e.processingStart)})`,
          )
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit)
    })
    const cdp = await page.context().newCDPSession(page)
    const aim = { target: selector, reveal, hidden }
    const target = controlOf(page, aim)
    if (first) {
      // The first tap: on a slow network, the moment the control is painted.
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', slowNetwork)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: host.rate })
      await cdp.send('Tracing.start', {
        categories: categories.join(','),
        transferMode: 'ReturnAsStream',
      })
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'commit' })
      await reachControl(page, aim)
      await target.scrollIntoViewIfNeeded()
    } else {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: host.rate })
      await reachControl(page, aim)
      await target.scrollIntoViewIfNeeded()
      await page.waitForTimeout(1500)
      await cdp.send('Tracing.start', {
        categories: categories.join(','),
        transferMode: 'ReturnAsStream',
      })
      await page.waitForTimeout(200)
    }
    const box = (await target.boundingBox())!
    if (profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
    }
    await tapMiddle(page, box)
    if (typed) await typeAsPerson(page, typed)
    await page.waitForTimeout(1000)
    const cpu = profile ? (await stopProfiler(cdp)).profile : undefined
    if (cpu) printProfile(cpu)
    const events = await endTrace(cdp)
    const taps = await page.evaluate(() => (window as unknown as { __taps: string[] }).__taps)
    await page.close()

    const isTouch = (e: TraceEvent) =>
      e.name === 'EventDispatch' && ['pointerdown', 'touchstart'].includes(e.args?.data?.type ?? '')
    const touchAt = events.find(isTouch)
    if (!touchAt) throw new Error('no touch in the trace')
    const own = events.filter((e) => e.pid === touchAt.pid && e.tid === touchAt.tid && e.ph === 'X')
    const touch = own.find(isTouch)!
    const clicked = own.find(
      (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.ts > touch.ts,
    )
    const after = clicked ?? touch
    // The frame that shows the answer: the first Paint (or Commit) after the click.
    const painted = own.find(
      (e) => (e.name === 'Commit' || e.name === 'Paint') && e.ts > after.ts + (after.dur ?? 0),
    )
    const end = painted ? painted.ts + (painted.dur ?? 0) : after.ts + 500_000
    const inside = own.filter((e) => e.ts >= touch.ts && e.ts < end)
    const tasks = inside.filter((e) => e.name === 'RunTask')
    console.log(
      `${route} ${selector}, tap ${run}: touch → paint ${ms(end - touch.ts)} ms, ${tasks.length} tasks, busy ${ms(tasks.reduce((s, t) => s + (t.dur ?? 0), 0))} ms`,
    )
    for (const t of taps) console.log(`  event: ${t}`)
    if (process.env.TASKS)
      console.log(
        `  dispatched: ${own
          .filter((e) => e.name === 'EventDispatch' && e.ts >= touch.ts)
          .map((e) => `${e.args?.data?.type}@${ms(e.ts - touch.ts)}`)
          .join(' ')}`,
      )
    if (cpu) {
      // The slowest event and the longest task after the touch, with what ran inside each.
      const after = own.filter((e) => e.ts >= touch.ts)
      const longest = (name: string) =>
        after.filter((e) => e.name === name).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]
      for (const e of [longest('EventDispatch'), longest('RunTask')]) {
        if (!e) continue
        console.log(
          `  slowest ${e.name} ${e.args?.data?.type ?? ''} ${ms(e.dur ?? 0)} ms at +${ms(e.ts - touch.ts)}`,
        )
        printProfile(cpu, e.ts, e.ts + (e.dur ?? 0))
      }
    }
    if (process.env.TASKS)
      for (const task of tasks) {
        const parts = inside.filter(
          (e) =>
            e !== task &&
            e.ts >= task.ts &&
            e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
            (e.dur ?? 0) > 500,
        )
        console.log(
          `  task +${ms(task.ts - touch.ts)} ${ms(task.dur ?? 0)} ms: ${parts
            .slice(0, 12)
            .map(
              (e) =>
                `${e.name}${e.args?.data?.type ? `:${e.args.data.type}` : ''} ${ms(e.dur ?? 0)}`,
            )
            .join(' | ')}`,
        )
      }
    const kinds = [
      'EventDispatch',
      'FunctionCall',
      'TimerFire',
      'FireAnimationFrame',
      'UpdateLayoutTree',
      'Layout',
      'PrePaint',
      'Paint',
      'Layerize',
      'Commit',
      'HitTest',
      'ParseHTML',
      'ScheduleStyleRecalculation',
    ]
    for (const kind of kinds) {
      const of = inside.filter((e) => e.name === kind)
      if (!of.length) continue
      const sum = of.reduce((s, e) => s + (e.dur ?? 0), 0)
      const biggest = of.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3)
      console.log(
        `  ${kind}: ${of.length}× ${ms(sum)} ms (largest ${biggest.map((e) => `${ms(e.dur ?? 0)}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`).join(', ')}) first at +${ms(biggest[0]!.ts - touch.ts)}`,
      )
    }
  }
} finally {
  await browser.close()
  await stopWranglerDev(server)
}

type Profile = Awaited<ReturnType<typeof stopProfiler>>['profile']

/** Self and total time by function, of the samples between `from` and `to` (µs, the trace's clock). */
function printProfile(p: Profile, from = -Infinity, to = Infinity): void {
  const dt = new Map<number, number>()
  let at = p.startTime
  p.samples?.forEach((id, i) => {
    const delta = p.timeDeltas?.[i] ?? 0
    at += delta
    if (at >= from && at <= to) dt.set(id, (dt.get(id) ?? 0) + delta)
  })
  const byName = new Map<string, number>()
  for (const node of p.nodes) {
    const f = node.callFrame
    if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byName.set(name, (byName.get(name) ?? 0) + (dt.get(node.id) ?? 0))
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25)
  for (const [name, us] of top) console.log(`  self ${ms(us)} ms ${name}`)
  // Total time by function: each sample counts once for every function on its stack.
  const parent = new Map<number, number>()
  for (const node of p.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const total = new Map<string, number>()
  for (const [id, us] of dt) {
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame
      if (!f.url) continue
      const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + us)
    }
  }
  for (const [name, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  total ${ms(us)} ms ${name}`)
}
