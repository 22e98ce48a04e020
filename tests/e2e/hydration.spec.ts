import { expect, test, type Page, type Route } from '@playwright/test'
import { paths } from '../../shared/routes'
import { staticImports } from './helpers'

/**
 * The order a phone on 4G needs: the prerendered page, its hero photo and fonts
 * first; the app's scripts after the page has loaded (client/prehydration/loadApp.ts).
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
  // The loader (the page's one script tag and the module it imports) plus the app's
  // own: hydration and the page.
  const html = await (await page.request.get('/about')).text()
  const entry = html.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1] ?? ''
  const entryCode = await (await page.request.get(entry)).text()
  const loader = [entry, ...staticImports(entryCode).map((name) => `/assets/${name}`)]
  expect(loader.length, 'the loader and its helpers').toBe(2)
  // Preloading the helpers beside the first layout slowed it (docs/PERFORMANCE.md).
  expect(html, 'no module preloaded by the HTML').not.toContain('rel="modulepreload"')
  const appScripts = timings.scripts.filter((s) => !loader.some((file) => s.name.endsWith(file)))
  expect(appScripts.length).toBeGreaterThan(1)
  for (const s of appScripts) {
    expect(s.start, `${s.name} starts after the hero photo arrived`).toBeGreaterThanOrEqual(
      timings.photoEnd,
    )
    expect(s.start, `${s.name} starts after the load event`).toBeGreaterThanOrEqual(timings.loadEnd)
  }
})

/** Holds the hydration module back until the returned function is called. */
async function holdHydration(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route: Route) => {
    await held
    await route.continue()
  })
  return release
}

test('should keep the tab chosen and the answers typed before the page hydrated', async ({
  page,
}) => {
  const release = await holdHydration(page)
  await page.goto(paths.contact)
  const brands = page.getByRole('tab', { name: /MARCAS/ })
  await brands.click()
  // The tab is a link: its form shows at once, before any script, and takes answers.
  const brandName = page.getByRole('textbox', { name: 'Nombre de la marca' })
  await expect(brandName).toBeVisible()
  await brandName.fill('Almacén Lumbre')
  const know = page.getByRole('radiogroup', { name: '¿Cómo me conociste?' }).last()
  await know.getByText('Por referido/a').click()
  release()
  await expect(brands).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#anuncio-de-pagina')).toBeAttached()
  await page.waitForTimeout(300)
  await expect(brands).toHaveAttribute('aria-selected', 'true')
  await expect(brandName).toBeVisible()
  await expect(brandName).toHaveValue('Almacén Lumbre')
  await expect(know.getByRole('radio', { name: 'Por referido/a' })).toBeChecked()
  // The field is the app's now: typing goes on from what was there.
  await brandName.press('End')
  await brandName.pressSequentially(' SRL')
  await expect(brandName).toHaveValue('Almacén Lumbre SRL')
})

test('should leave the menu as the visitor left it before the page hydrated', async ({ page }) => {
  const release = await holdHydration(page)
  await page.goto('/about')
  const toggle = page.getByRole('button', { name: 'Abrir menú' })
  const menu = page.getByRole('dialog', { name: 'Menú' })
  // The browser opens and closes the menu itself; once hydrated, nothing presses it again.
  await toggle.click()
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Cerrar menú' }).click()
  await expect(menu).toBeHidden()
  release()
  // The route announcer is added once the page has hydrated.
  await expect(page.locator('#anuncio-de-pagina')).toBeAttached()
  await page.waitForTimeout(300)
  await expect(menu).toBeHidden()
})

test('should answer a form sent before the page hydrated with its page again, working without the app', async ({
  page,
}) => {
  // The app never arrives: the browser posts the form itself.
  await holdHydration(page)
  await page.goto(paths.contact)
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lía')
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expect(page).toHaveTitle(/^Error: /)
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lía')
  // The first problem has focus; each is named under its field.
  await expect(page.getByRole('textbox', { name: 'Apellido' })).toBeFocused()
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toHaveAccessibleDescription(/El email es requerido/)
  // The picker needs the app: the browser's own date field stands in for it.
  await expect(page.locator('input[type="date"]').filter({ visible: true })).toHaveCount(1)
  await expect(page.getByRole('spinbutton')).toHaveCount(0)
})

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`should turn the header solid once scrolled, before and after the page hydrated (motion: ${motion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion })
    const release = await holdHydration(page)
    await page.goto(paths.home)
    const bar = page.locator('header[data-tone] > div')
    const background = () => bar.evaluate((e) => getComputedStyle(e).backgroundColor)
    // The solid header is the page's own white.
    const solid = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    // Over the home photo, the header is see-through; past its height, solid.
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    await page.mouse.wheel(0, 600)
    await expect.poll(background).toBe(solid)
    release()
    await expect(page.locator('header[data-live]')).toBeAttached()
    await expect.poll(background).toBe(solid)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
  })
}

/** Whether React owns the element (it marks the nodes it has hydrated or rendered). */
const owned = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react')))

test('should hydrate the contact form only as it nears the screen, and at once on a page the app opens', async ({
  page,
}) => {
  const families = 'form[aria-label="Formulario para familias"]'
  await page.goto(paths.contact)
  await expect(page.locator('#anuncio-de-pagina')).toBeAttached()
  await page.waitForLoadState('networkidle')
  // The page has hydrated; the form, two screens down, waits and posts itself meanwhile.
  expect(await owned(page, families)).toBe(false)
  await page.locator(families).scrollIntoViewIfNeeded()
  await expect.poll(() => owned(page, families)).toBe(true)

  // Reached through the app, the form is rendered by it, whole, wherever it is.
  await page.goto(paths.about)
  await expect(page.locator('#anuncio-de-pagina')).toBeAttached()
  await page.getByRole('contentinfo').getByRole('link', { name: 'CONTACT' }).click()
  await expect(page).toHaveURL(paths.contact)
  await expect(page.locator(families)).toBeAttached()
  expect(await owned(page, families)).toBe(true)
})
