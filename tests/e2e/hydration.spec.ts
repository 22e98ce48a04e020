import { expect, test, type Route } from '@playwright/test'

/**
 * The order a phone on 4G needs: the prerendered page, its hero photo and fonts
 * first; the app's scripts after the page has loaded (client/entry-client.tsx).
 */
test.use({ viewport: { width: 412, height: 823 } })

test('should fetch no app script before the page has loaded its photo and fonts', async ({
  page,
}) => {
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return {
      loadEnd: nav.loadEventEnd,
      photoEnd: Math.max(
        ...resources.filter((r) => r.name.includes('/images/about-hero')).map((r) => r.responseEnd),
      ),
      scripts: resources
        .filter((r) => /\/assets\/.*\.js$/.test(r.name))
        .map((r) => ({ name: r.name, start: r.startTime })),
    }
  })
  // The entry script (the page's one script tag) plus the app's own: hydration and the page.
  expect(timings.scripts.length).toBeGreaterThan(2)
  const appScripts = timings.scripts.filter((s) => !/\/assets\/index-[^/]+\.js$/.test(s.name))
  expect(appScripts.length).toBeGreaterThan(1)
  for (const s of appScripts) {
    expect(s.start, `${s.name} starts after the hero photo arrived`).toBeGreaterThanOrEqual(
      timings.photoEnd,
    )
    expect(s.start, `${s.name} starts after the load event`).toBeGreaterThanOrEqual(timings.loadEnd)
  }
})

test('should press a button again that was pressed before the page hydrated', async ({ page }) => {
  // Hold the hydration module back until the menu button has been pressed.
  let release: () => void = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route: Route) => {
    await held
    await route.continue()
  })
  await page.goto('/about')
  const toggle = page.getByRole('button', { name: 'Abrir menú' })
  await toggle.click()
  const menu = page.getByRole('dialog', { name: 'Menú' })
  await expect(menu).toBeHidden()
  release()
  await expect(menu).toBeVisible()
  // Pressed once, opened once: the replay does not also close it again.
  await page.waitForTimeout(300)
  await expect(menu).toBeVisible()
})
