/**
 * Saves a full-page screenshot of every prerendered route at 390, 768, 1280 and
 * 1920px into screenshots/<width>/ — for reviewing the finish of every page.
 * Builds first unless --no-build; serves the build with `wrangler dev` on a free port.
 * `--widths 390,1280` and `--only /contact,/faqs` narrow the run.
 */
import { spawnSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { prerenderPaths } from '../../shared/site/catalog'
import { startWranglerDev, stopWranglerDev, wranglerEnv } from './wrangler'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.SCREENSHOTS_PORT ?? 8792)
const origin = `http://127.0.0.1:${port}`
const option = (name: string): string[] | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : undefined
}
const widths = option('--widths')?.map(Number) ?? [390, 768, 1280, 1920]
const routes = option('--only') ?? prerenderPaths()

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: wranglerEnv,
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// The local origin, as `npm start` passes it (wrangler.toml holds the production one).
const server = await startWranglerDev({ port, vars: { SITE_ORIGIN: origin } })

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  for (const width of widths) {
    const dir = path.join(root, 'screenshots', String(width))
    await mkdir(dir, { recursive: true })
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      locale: 'es-AR',
      bypassCSP: true,
    })
    for (const route of routes) {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
      // Scroll through so lazy images load, then back to the top for the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 120))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      // Sections off screen skip rendering (content-visibility: auto) and would come out
      // blank in a full-page capture: render them all first.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
    }
    await page.close()
    console.log(`screenshots/${width}: ${routes.length} routes`)
  }
  await browser.close()
} finally {
  await stopWranglerDev(server)
}
