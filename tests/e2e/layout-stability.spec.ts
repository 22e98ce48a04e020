import { expect, test } from '@playwright/test'
import { benchRoutes } from '../../scripts/bench/routes'

/**
 * Nothing jumps while a page loads and its islands come to life on a phone. The
 * target is CLS ≤ 0.01; Lighthouse measures it in `npm run bench`, and this test
 * catches the regressions that matter most: an island throwing its prerendered HTML
 * away and rendering it again, or a carousel widening the page as it mounts.
 * A slow CPU (4×, like Lighthouse's mobile profile) widens the window in which that
 * can happen.
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })

for (const route of benchRoutes) {
  test(`${route} does not shift while it loads and its islands come to life`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __layoutShifts: shifts })
      new PerformanceObserver((list) => {
        // No input happens in this test, so every shift counts.
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    // Hydration of lazily loaded parts finishes after the last request.
    await page.waitForTimeout(500)
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
    )
    const total = shifts.reduce((sum, v) => sum + v, 0)
    expect(total, `layout shifts on ${route}: ${shifts.join(', ')}`).toBeLessThanOrEqual(0.01)
  })
}
