/** What the benches and their diagnostics share: the phone, a finger, and traces. */
import type { Browser, CDPSession, Locator, Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { launchChromium } from './server'

/** A mid-range phone's screen (412×823 at 1.75×, touch), Lighthouse's mobile one. */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, 750 Kbps up. */
export const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** Lighthouse's CPU benchmark index of this host now, unthrottled (higher is faster). */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
  await page.close()
  return Number(index)
}

/**
 * The phones a bench can be, by the Lighthouse CPU index each stands for (higher is faster):
 * - `low-tier` (the default): Chrome DevTools' low-tier preset, calibrated on a Moto G Power
 *   2022 (index 264), the kind of Samsung A or Moto G many of her visitors carry;
 * - `first-targets`: the phone the site's first targets were set on, 4× slower than a host of
 *   index 2450 (index ~612);
 * - `mid-tier`: Lighthouse's calculator for its mid-tier phone (`lighthouseMidTier`).
 * BENCH_PHONE picks one; BENCH_CPU_SLOWDOWN=<n> fixes the rate instead.
 */
const benchPhones = {
  'low-tier': { index: 264, name: "DevTools' low-tier phone (index 264)" },
  'first-targets': { index: 2450 / 4, name: "the first targets' phone (index ~612)" },
  'mid-tier': { index: undefined, name: "Lighthouse's mid-tier phone" },
} as const
type BenchPhone = keyof typeof benchPhones

/** The phone of this run: BENCH_PHONE, else the low-tier one. */
function benchPhone(): BenchPhone {
  const named = process.env.BENCH_PHONE
  if (!named) return 'low-tier'
  if (named in benchPhones) return named as BenchPhone
  throw new Error(
    `BENCH_PHONE must be one of ${Object.keys(benchPhones).join(', ')}, got "${named}"`,
  )
}

/** How much to slow this host's CPU to be the run's phone: the host's index over the phone's. */
function cpuSlowdown(index: number): number {
  const fixed = Number(process.env.BENCH_CPU_SLOWDOWN)
  if (fixed > 0) return fixed
  const phone = benchPhones[benchPhone()]
  const rate = phone.index === undefined ? lighthouseMidTier(index) : index / phone.index
  return Math.max(1, Math.round(rate * 100) / 100)
}

/** Lighthouse's CPU throttling calculator for its mid-tier phone: 3× at index 1300, one more per 233. */
const lighthouseMidTier = (index: number) =>
  index >= 1300
    ? 3 + (index - 1300) / 233
    : index >= 800
      ? 2 + (index - 800) / 500
      : 1 + (index - 150) / 650

/** A host's Lighthouse CPU index and the CPU slowdown that makes it the benches' phone. */
export interface HostCpu {
  index: number
  rate: number
}

/** The slowdown of this host for the benches' phone, from a median of three index runs. */
export async function phoneSlowdown(browser: Browser): Promise<HostCpu> {
  const runs = [
    await benchmarkIndex(browser),
    await benchmarkIndex(browser),
    await benchmarkIndex(browser),
  ]
  const index = runs.sort((a, b) => a - b)[1]!
  return { index, rate: cpuSlowdown(index) }
}

/** The diagnostics' browser: Chromium, and this host's slowdown to the benches' phone (printed). */
export async function phoneBrowser(): Promise<{ browser: Browser; host: HostCpu }> {
  const browser = await launchChromium()
  const host = await phoneSlowdown(browser)
  console.log(`the phone: ${phoneCpu([host])}`)
  return { browser, host }
}

/** How a run's phone CPU reads in its document: the slowdowns used and the host's index. */
export function phoneCpu(hosts: HostCpu[]): string {
  const span = (xs: number[], show: (x: number) => string) => {
    const lo = Math.min(...xs)
    const hi = Math.max(...xs)
    return lo === hi ? show(lo) : `${show(lo)}–${show(hi)}`
  }
  const phone =
    Number(process.env.BENCH_CPU_SLOWDOWN) > 0 ? 'fixed' : benchPhones[benchPhone()].name
  return `the CPU slowed ${span(
    hosts.map((h) => h.rate),
    (x) => x.toFixed(1),
  )}× (${phone}) on a host of CPU index ${span(
    hosts.map((h) => h.index),
    (x) => String(Math.round(x)),
  )}`
}

/** A finger landing in the middle of `box` (a control's, measured beforehand). */
export const tapMiddle = (
  page: Page,
  box: { x: number; y: number; width: number; height: number },
) => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)

/** A control to tap: its selector, a section to scroll to first, and whether it may be hidden. */
export interface Aim {
  /** The control: the first visible element matching this selector. */
  target: string
  /** A section to scroll to first, where the control is further down the page. */
  reveal?: string
  /** The control may be hidden (its place taken by the browser's own): tap its box anyway. */
  hidden?: boolean
}

/** The control: the first visible match, or the first at all when it may be hidden. */
export const controlOf = (page: Page, aim: Aim): Locator =>
  (aim.hidden
    ? page.locator(aim.target)
    : page.locator(aim.target).filter({ visible: true })
  ).first()

/** Scrolls to the control's section and waits for the control: the moment a person can tap it. */
export async function reachControl(page: Page, aim: Aim): Promise<Locator> {
  if (aim.reveal) await page.locator(aim.reveal).scrollIntoViewIfNeeded()
  const control = controlOf(page, aim)
  await control.waitFor({ state: aim.hidden ? 'attached' : 'visible' })
  return control
}

/** `text` typed as a person fills a field: a key every 120 ms. */
export const typeAsPerson = (page: Page, text: string) => page.keyboard.type(text, { delay: 120 })

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } }
}

/** Ends the trace `Tracing.start` began on `cdp` (`ReturnAsStream`) and reads its events. */
export async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')),
  )
  await cdp.send('Tracing.end')
  const handle = await complete
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle })
    text += chunk.data
    if (chunk.eof) break
  }
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] }
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}
