/**
 * `npm run bench:interaction`: how soon a tap does something, on a slow phone.
 *
 * Debian's Chromium as a 412×823 phone whose CPU is the same on any host (`cpuSlowdown`),
 * 150 ms round trips and 1.6 Mbps down (Lighthouse's mobile profile), against the production build served
 * by `wrangler dev`. For each first-screen control (the menu, an accordion, a tab, a
 * carousel's arrow and the hero's dot), seven runs (BENCH_RUNS) of:
 *   - first tap: a fresh page is tapped the moment the control is painted; the time
 *     until the page shows the response (menu open, answer shown, tab or slide
 *     selected), as the visitor sees it: timed in the page, from the touch's own
 *     timestamp to the end of the first frame that shows the response;
 *   - after load: the same tap once the page has loaded and gone quiet (scrolled to the
 *     control first, then quiet again), measured the same way, and the browser's own
 *     Event Timing duration of the tap (input delay + handlers + the next paint: what
 *     INP counts).
 * Medians go into docs/PERFORMANCE.md between the interaction markers (`npm run bench`
 * keeps them), with the slowdowns used and Lighthouse's CPU benchmark index of this machine. With
 * BENCH_BEFORE=<git ref>: the site at that commit, served beside ours and measured in the
 * same run, interleaved control by control and run by run, so a busy moment of the machine
 * falls on both.
 * A script, not a test: timings vary from run to run. Builds first unless --no-build.
 * BENCH_ONLY='/contact tab' measures only the controls whose route and name contain it,
 * and prints them without touching the document.
 */
import type { Browser, Locator, Page } from '@playwright/test'
import {
  buildBefore,
  launchChromium,
  measuredOn,
  serveBuilds,
  inTurn,
  sh,
  writeBenchReport,
  writeDocBlock,
} from './server'
import {
  controlOf,
  phone,
  phoneCpu,
  phoneSlowdown,
  reachControl,
  slowNetwork,
  tapMiddle,
  typeAsPerson,
  type Aim,
  type HostCpu,
} from './slow-phone'

const port = Number(process.env.BENCH_PORT ?? 8796)
// Seven: single runs of one control spread widely on a shared host, and a median of few cannot tell two builds apart.
const runs = Number(process.env.BENCH_RUNS ?? 7)

const only = process.env.BENCH_ONLY

interface Control extends Aim {
  route: string
  name: string
  /** True in the page once the tap's response shows. */
  done: string
  /**
   * Instead of `done`: run in the page just before the tap, it returns the check
   * (for a response that is a change from how the page was then).
   */
  arm?: string
  /**
   * Typed right after the tap, a key every 120 ms, as a person types a name: the first tap's
   * figure is then the slowest key's Event Timing duration (what INP counts), and "none" when
   * the field does not end up holding every letter.
   */
  type?: string
  /**
   * After `type`, a person's pause, then a tap on this field and `text` typed the same way
   * (the next field, while the form comes to life); its keys count with the first ones.
   */
  next?: { target: string; text: string }
}

/** From the last key of one field to the tap on the next, as a person moves on. */
const nextFieldPause = 800

const menu = (route: string): Control => ({
  route,
  name: 'menu',
  target: 'header button[aria-label="Abrir menú"]',
  done: `!!document.querySelector('dialog[aria-label="Menú"][open]')`,
})
const accordion = (route: string): Control => ({
  route,
  name: 'accordion',
  target: 'main summary',
  done: `[...document.querySelectorAll('main details')].some((d) => d.open && d.checkVisibility())`,
})

const gallery = 'Galería de fotos'

/** A field of /contact's families form, and the check that it holds `text`. */
const familiesField = (name: string) => `main [data-panel="families"] input[name="${name}"]`
const holds = (field: string, text: string) =>
  `document.querySelector('${field}')?.value === '${text}'`

/**
 * The home hero's second dot: in the page from the first paint (a radio's label that shows its
 * slide with CSS), then Splide's own (a tab).
 */
const heroDot = `[aria-label="Fotografía emocional y para marcas"] .splide__pagination li:nth-child(2)`

const controls: Control[] = [
  menu('/'),
  {
    route: '/',
    name: 'hero dot',
    target: `${heroDot} .splide__pagination__page`,
    done: `document.querySelector('${heroDot} :is(:checked, [aria-selected="true"])') !== null`,
  },
  {
    route: '/',
    name: 'carousel arrow',
    reveal: `[aria-label="${gallery}"]`,
    // Before Splide mounts, its arrow is hidden and the browser's own (the track's
    // ::scroll-button) sits in its place; either moves the slides.
    target: `[aria-label="${gallery}"] .splide__arrow--next`,
    hidden: true,
    done: 'false',
    arm: `(() => {
      const track = document.querySelector('[aria-label="${gallery}"] .splide__track')
      const left = (el) => el.getBoundingClientRect().left
      const first = [...track.querySelectorAll('.splide__slide')].find((s) => Math.abs(left(s) - left(track)) < 2)
      const x = left(first)
      return () => Math.abs(left(first) - x) > 1
    })()`,
  },
  menu('/about'),
  menu('/services/families/recienNacido'),
  accordion('/services/families/recienNacido'),
  menu('/faqs'),
  accordion('/faqs'),
  menu('/contact'),
  {
    route: '/contact',
    name: 'tab',
    // The brands form's link (a react-aria tab on the site before islands).
    target: 'main [data-choice="brands"], main [role="tab"]:nth-child(2)',
    // The second form shows: the link's fragment is the URL's, and CSS answers.
    done: `!!document.querySelector('main [data-panel="brands"] form')?.checkVisibility()`,
  },
  {
    route: '/contact',
    name: 'typing a name',
    // The form's island comes as she reaches it: React and react-aria load and hydrate
    // while she types her name and surname.
    target: familiesField('name'),
    done: `${holds(familiesField('name'), 'Valentina')} && ${holds(familiesField('lastName'), 'Pérez')}`,
    type: 'Valentina',
    next: { target: familiesField('lastName'), text: 'Pérez' },
  },
  menu('/work/18'),
]

/** A fresh phone page with the slow network, the CPU slowed `rate` times, and Event Timing recorded. */
async function slowPhone(browser: Browser, rate: number): Promise<Page> {
  // The site's CSP forbids evaluating strings; the bench's response checks are strings.
  const context = await browser.newContext({ ...phone, bypassCSP: true })
  const page = await context.newPage()
  // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
  await page.addInitScript(`
    window.__taps = []
    window.__keys = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'pointerup' || e.name === 'click') window.__taps.push(e.duration)
        else if (e.name.startsWith('key')) window.__keys.push(e.duration)
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
    // From the touch (its event's own time) to the end of the first frame that shows
    // the answer, in the page's clock: the harness's round trips do not count.
    window.__tapped = NaN
    window.__shown = NaN
    addEventListener('pointerdown', (event) => {
      if (!window.__done || !Number.isNaN(window.__tapped)) return
      window.__tapped = event.timeStamp
      const check = () => {
        // A frame callback runs before its paint; a task it queues, after it.
        if (window.__done()) setTimeout(() => (window.__shown = performance.now()))
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }, { capture: true })
  `)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', slowNetwork)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return page
}

/** What the page records of a tap (its init script). */
interface Watch {
  __taps: number[]
  __keys: number[]
  __done?: () => boolean
  __tapped: number
  __shown: number
}

/**
 * Scrolls to the control and measures it, again if it was drawn anew meanwhile (a carousel
 * draws its dots again as it mounts).
 */
async function boxOf(
  target: Locator,
): Promise<NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>> {
  for (let attempt = 1; ; attempt++) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 5000 })
      const box = await target.boundingBox()
      if (box) return box
    } catch (error) {
      if (attempt === 5) throw error
    }
    await target.waitFor({ state: 'visible' })
  }
}

/** Taps the control's middle and waits until its response shows: ms from the tap. */
async function tap(page: Page, control: Control): Promise<number> {
  const box = await boxOf(controlOf(page, control))
  await page.evaluate(`window.__done = ${control.arm ?? `() => ${control.done}`}`)
  await tapMiddle(page, box)
  if (control.type) {
    await typeAsPerson(page, control.type)
    if (control.next) {
      await page.waitForTimeout(nextFieldPause)
      await tapMiddle(page, (await page.locator(control.next.target).first().boundingBox())!)
      await typeAsPerson(page, control.next.text)
    }
    const kept = await page
      .waitForFunction(control.done, null, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    await page.waitForTimeout(300)
    const keys = await page.evaluate(() => (window as unknown as Watch).__keys)
    return kept ? Math.max(0, ...keys) : Infinity
  }
  // A tap the page never answers (lost before hydration) counts as no response.
  const answered = await page
    .waitForFunction(() => !Number.isNaN((window as unknown as Watch).__shown), null, {
      timeout: 10_000,
    })
    .then(() => true)
    .catch(() => false)
  if (!answered) return Infinity
  return page.evaluate(() => {
    const w = window as unknown as Watch
    return w.__shown - w.__tapped
  })
}

interface Sample {
  painted: number
  firstTap: number
  afterLoad: number
  eventDuration: number
}

async function measure(
  browser: Browser,
  origin: string,
  control: Control,
  rate: number,
): Promise<Sample> {
  // First tap: as soon as the control is on screen.
  let page = await slowPhone(browser, rate)
  const navigated = performance.now()
  await page.goto(`${origin}${control.route}`, { waitUntil: 'commit' })
  await reachControl(page, control)
  const painted = performance.now() - navigated
  const firstTap = await tap(page, control)
  await page.context().close()

  // After load: the page has loaded, hydrated and gone quiet.
  page = await slowPhone(browser, rate)
  await page.goto(`${origin}${control.route}`, { waitUntil: 'networkidle' })
  const target = await reachControl(page, control)
  // Scrolled to before the pause, not at the tap: what nearing the screen sets off
  // (sections laid out, a form or carousel starting up) is over by then, as it is
  // for a person, who takes longer than a jump to get there and aim.
  await target.scrollIntoViewIfNeeded()
  await page.waitForTimeout(1500)
  const afterLoad = await tap(page, control)
  await page.waitForTimeout(300)
  const durations = await page.evaluate(() => (window as unknown as Watch).__taps)
  await page.context().close()
  return { painted, firstTap, afterLoad, eventDuration: Math.max(0, ...durations) }
}

/** `measure`, made again (up to twice) when the browser's tab crashes under it, as one now and then does here. */
async function measureAgainOnCrash(...args: Parameters<typeof measure>): Promise<Sample> {
  for (let attempt = 1; ; attempt++)
    try {
      return await measure(...args)
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Target crashed')) throw error
      console.warn('the tab crashed; measuring again')
    }
}

interface Row {
  control: Control
  samples: Sample[]
}

/**
 * Every control's samples on each build (a folder, or undefined for this checkout), each
 * served on a port of its own; the builds take turns for every run of every control.
 */
async function measureBuilds(dirs: (string | undefined)[], hosts: HostCpu[]): Promise<Row[][]> {
  const browser = await launchChromium('--no-first-run', '--disable-background-networking')
  const { origins, stop } = await serveBuilds(
    dirs.map((dir, i) => ({ port: port + i, dir })),
  ).catch(async (error: unknown) => {
    await browser.close()
    throw error
  })
  const rows: Row[][] = dirs.map(() => [])
  try {
    // A first page load of each warms wrangler and the browser up; it does not count.
    for (const origin of origins) await measure(browser, origin, controls[0]!, 4)
    for (const control of controls) {
      if (only && !`${control.route} ${control.name}`.includes(only)) continue
      const samples: Sample[][] = dirs.map(() => [])
      // The phone's slowdown for this host now, the same for both builds' runs of this control.
      const host = await phoneSlowdown(browser)
      hosts.push(host)
      console.log(`the phone: ${phoneCpu([host])}`)
      for (let run = 0; run < runs; run++)
        for (const [i, origin] of inTurn([...origins.entries()], run))
          samples[i]!.push(await measureAgainOnCrash(browser, origin, control, host.rate))
      for (const [i, dir] of dirs.entries()) {
        rows[i]!.push({ control, samples: samples[i]! })
        console.log(dir ?? 'ours', control.route, control.name, samples[i])
      }
    }
  } finally {
    await browser.close()
    await stop()
  }
  return rows
}

const before = buildBefore()
if (!process.argv.includes('--no-build')) sh('npm', ['run', 'build'])
const hosts: HostCpu[] = []
const measured = await measureBuilds(before ? [before.dir, undefined] : [undefined], hosts)
const oursRows = measured.at(-1)!
const beforeRows = before ? measured[0]! : []

// Infinity (no response within 10 s) sorts last and reads as 'none'.
const ms = (x: number) => (Number.isFinite(x) ? String(Math.round(x)) : 'none')
const m = (samples: Sample[], k: keyof Sample) => {
  const xs = samples.map((s) => s[k]).sort((a, b) => a - b)
  return xs[Math.floor(xs.length / 2)] ?? NaN
}
/** Before → **ours**, or ours alone. */
const pair = (i: number, k: keyof Sample, show: (x: number) => string = ms) => {
  const b = beforeRows[i]
  const o = oursRows[i]!
  return `${b ? `${show(m(b.samples, k))} → ` : ''}**${show(m(o.samples, k))}**`
}
const rows = oursRows.map(
  ({ control, samples }, i) =>
    `| ${control.route} | ${control.name} | ${pair(i, 'painted', (x) => (x / 1000).toFixed(2))} | ${pair(i, 'firstTap')} | ${samples.map((s) => ms(s.firstTap)).join(', ')} | ${pair(i, 'afterLoad')} | ${pair(i, 'eventDuration')} |`,
)
console.log(rows.join('\n'))

if (only) process.exit(0)

const ranOn = measuredOn(
  `: Chromium as a 412×823 phone, ${phoneCpu(hosts)}, ${slowNetwork.latency} ms round trips, 1.6 Mbps down; medians of ${runs} run${runs === 1 ? '' : 's'}.${before ? ` Each cell: the site at ${before.ref} → **ours**, interleaved run by run.` : ''}`,
)
const report = writeBenchReport(
  'interaction',
  `# A tap on a slow phone\n\n${ranOn}\n\n| route | control | painted s | first tap ms | first tap, each run (ours) | after load ms | event ms |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
)
const compactRows = oursRows.map(
  ({ control }, i) =>
    `| ${control.route} | ${control.name} | ${pair(i, 'painted', (x) => (x / 1000).toFixed(2))} | ${pair(i, 'firstTap')} | ${pair(i, 'afterLoad')} | ${pair(i, 'eventDuration')} |`,
)

const section = `## A tap on a slow phone (\`npm run bench:interaction\`)

${ranOn}
"Painted": when the control first shows after navigating (carousel controls: after
scrolling to them at once). "First tap": tapping it right then, until the first frame that
shows the response ("none": nothing within 10 s). "After load": the same once the page is
quiet, with the browser's Event Timing duration of that tap ("event", what INP counts).
"Typing a name": a key every 120 ms from the tap on, then 0.8 s later a tap on the surname and
that typed too; its taps' figures are the slowest key's Event Timing duration ("none": a letter
was lost). Targets: ≤ 100 ms for both taps. Every run: \`${report}\`.

| route | control | painted s | first tap ms | after load ms | event ms |
|---|---|---|---|---|---|
${compactRows.join('\n')}`

writeDocBlock('interaction', section)
console.log('wrote docs/PERFORMANCE.md')
