import { expect, test, type Page, type Route } from '@playwright/test'
import { homeContent } from '../../shared/content/home'
import { paths } from '../../shared/site/routes'
import { settledBox, staticImports } from './helpers'

/**
 * A page runs JavaScript only where it does something: its one script is the island
 * runtime, and each island comes to life by its directive (docs/ARCHITECTURE.md,
 * "Islands"). On a phone.
 */
test.use({ viewport: { width: 412, height: 823 } })

/** The scripts a page requested before its load event ended, by file name. */
const scriptsDuringLoad = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith('.js') && r.startTime < nav.loadEventEnd)
      .map((r) => r.name.replace(/.*\//, ''))
  })

/** The page's script tag's file, which must import nothing. */
async function runtimeOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  expect(html, 'no module preloaded by the HTML').not.toContain('rel="modulepreload"')
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)]
  expect(scripts, 'one script tag').toHaveLength(1)
  const file = scripts[0]?.[1] ?? ''
  const code = await (await page.request.get(`/assets/${file}`)).text()
  expect(staticImports(code), 'the runtime imports nothing').toEqual([])
  return file
}

const firstScreenWithoutIslands = [
  paths.faqs,
  paths.portfolio('families'),
  paths.work(2),
  paths.shop,
  '/shop/libro',
  paths.families('recienNacido'),
  paths.studio,
] as const

for (const path of firstScreenWithoutIslands)
  test(`should fetch nothing but the island runtime while ${path} loads`, async ({ page }) => {
    const runtime = await runtimeOf(page, path)
    await page.goto(path)
    await page.waitForLoadState('load')
    expect(await scriptsDuringLoad(page)).toEqual([runtime])
  })

test('should bring the home hero carousel to life untouched once the page has loaded, with no React', async ({
  page,
}) => {
  await runtimeOf(page, paths.home)
  // The first screen is whole without it: Splide's mount waits until the page has loaded,
  // here held back by its opening photo.
  const islands: string[] = []
  page.on('request', (r) => void (r.url().includes('.island-') && islands.push(r.url())))
  const release = await hold(page, /\/images\/home-hero-family/)
  await page.goto(paths.home, { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))))
  expect(islands).toEqual([])
  release()
  await page.waitForLoadState('networkidle')
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => r.name.replace(/.*\//, '')),
  )
  expect(scripts.some((s) => s.startsWith('carousel.island-'))).toBe(true)
  // Its islands mount without React, and nothing below the first screen came.
  expect(scripts.filter((s) => /react|Form|workGallery/.test(s))).toEqual([])
  await expect(page.locator('.splide[aria-label="Galería de fotos"]')).not.toHaveClass(
    /is-initialized/,
  )
  await expect(page.locator('.splide.is-initialized')).toHaveCount(1)
})

/** Holds the chunks whose file name matches `file` back until the returned function is called. */
async function hold(page: Page, file: RegExp): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  await page.route(file, async (route: Route) => {
    await held
    await route.continue()
  })
  return release
}

/** Whether React owns the element (it marks the nodes it has hydrated). */
const owned = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react')))

test('should bring the contact form to life only as it nears the screen', async ({ page }) => {
  const families = 'form[aria-label="Formulario para familias"]'
  await page.goto(paths.contact)
  await page.waitForLoadState('networkidle')
  // Two screens down, the form waits and posts itself meanwhile; nothing of React came.
  expect(await owned(page, families)).toBe(false)
  expect(await scriptsDuringLoad(page)).toHaveLength(1)
  await page.locator(families).scrollIntoViewIfNeeded()
  await expect.poll(() => owned(page, families)).toBe(true)
  // The hidden brands form waits until it is shown.
  const brands = 'form[aria-label="Formulario para marcas"]'
  expect(await owned(page, brands)).toBe(false)
})

test('should keep what was typed and chosen before the form came to life', async ({ page }) => {
  const release = await hold(page, /\/assets\/brandsForm\.island-[^/]+\.js$/)
  await page.goto(`${paths.contact}#formulario-marcas`)
  const brandName = page.getByRole('textbox', { name: 'Nombre de la marca' })
  await expect(brandName).toBeVisible()
  await brandName.fill('Almacén Lumbre')
  const know = page.getByRole('radiogroup', { name: '¿Cómo me conociste?' }).last()
  await know.getByText('Por referido/a').click()
  release()
  await expect.poll(() => owned(page, 'form[aria-label="Formulario para marcas"]')).toBe(true)
  await page.waitForTimeout(300)
  await expect(brandName).toHaveValue('Almacén Lumbre')
  await expect(know.getByRole('radio', { name: 'Por referido/a' })).toBeChecked()
  // The field is React's now: typing goes on from what was there.
  await brandName.press('End')
  await brandName.pressSequentially(' SRL')
  await expect(brandName).toHaveValue('Almacén Lumbre SRL')
})

/** What the page did with a tap or key on a field while its island came to life. */
interface Touch {
  type: string
  /** React had started on the island (its root exists)… */
  hydrating: boolean
  /** …and had hydrated the field. */
  fieldLive: boolean
  /** The event reached React, which listens on the island, below the document. */
  reachedReact: boolean
  /** The event's time, in the page's clock. */
  at: number
}

/** Notes every pointerdown and keydown from the next page load on (readTouches). */
async function watchTouches(page: Page) {
  await page.addInitScript(() => {
    const marked = (node: Element | null | undefined, prefix: string) =>
      !!node && Object.keys(node).some((key) => key.startsWith(prefix))
    const w = window as unknown as { touches: Touch[] }
    w.touches = []
    for (const type of ['pointerdown', 'keydown']) {
      addEventListener(
        type,
        (event) => {
          const target = event.target as Element
          w.touches.push({
            type,
            hydrating: marked(target.closest('island-root'), '__reactContainer'),
            fieldLive: marked(target, '__reactFiber'),
            reachedReact: false,
            at: event.timeStamp,
          })
        },
        true,
      )
      document.addEventListener(type, () => {
        w.touches.at(-1)!.reachedReact = true
      })
    }
  })
}

const readTouches = (page: Page) =>
  page.evaluate(() => (window as unknown as { touches: Touch[] }).touches)

/**
 * The families form's name field on a phone `slower` times slower, its island held back
 * until the returned function releases it.
 */
async function slowContactForm(page: Page, slower = 10) {
  await watchTouches(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slower })
  const release = await hold(page, /\/assets\/familiesForm\.island-[^/]+\.js$/)
  await page.goto(paths.contact)
  const name = page.getByRole('textbox', { name: 'Nombre', exact: true })
  await name.scrollIntoViewIfNeeded()
  const fieldLive = async () => {
    await expect.poll(() => owned(page, '[data-panel="families"] input[name="name"]')).toBe(true)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
  return { name, release, fieldLive }
}

/**
 * From the next page load on, a `type` event on the families name field from the page
 * itself the moment React has started on the form's island, before it can have reached
 * the field.
 */
const touchEarly = (page: Page, type: 'pointerdown' | 'keydown') =>
  page.addInitScript((type) => {
    const touch = () => {
      const island = document.querySelector('[data-panel="families"] island-root')
      const started = island && Object.keys(island).some((k) => k.startsWith('__reactContainer'))
      if (!started) return setTimeout(touch, 0)
      const init = { bubbles: true, composed: true }
      island
        .querySelector('input[name="name"]')!
        .dispatchEvent(
          type === 'keydown' ? new KeyboardEvent(type, init) : new PointerEvent(type, init),
        )
    }
    addEventListener('DOMContentLoaded', touch)
  }, type)

/** Resolves once React has started on the families form's island (its root exists). */
const reactStarted = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-panel="families"] island-root')!).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  )

/** When the families form's island chunk had arrived, in the page's clock; NaN before. */
const islandArrived = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/familiesForm\.island-[^/]+\.js$/.test(entry.name),
      )?.responseEnd ?? NaN,
  )

// The island's code and its hydration are long tasks: a key typed meanwhile waits for them.
test('should run the form’s code in a pause in typing, not under the keys', async ({ page }) => {
  // At full speed: on a slowed page, a busy machine spaces the keys into pauses.
  const { name, release, fieldLive } = await slowContactForm(page, 1)
  await name.click()
  await name.press('V')
  release()
  // A key every 150 ms, for well after the island's code has arrived.
  await name.pressSequentially('alentina', { delay: 150 })
  await expect(name).toHaveValue('Valentina')
  const keys = (await readTouches(page)).filter((touch) => touch.type === 'keydown')
  const arrived = await islandArrived(page)
  expect(
    keys.filter((key) => key.at > arrived).length,
    'keys typed after it arrived',
  ).toBeGreaterThan(2)
  expect(keys.filter((key) => key.hydrating)).toEqual([])
  // Once she stops, the form comes to life and knows what she typed.
  await fieldLive()
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expect(page.getByText('El apellido es requerido', { exact: true })).toBeVisible()
  await expect(name).toHaveValue('Valentina')
  await expect(page.getByText('El nombre es requerido', { exact: true })).toHaveCount(0)
})

// A tap or a key reaching React while it hydrates makes it hydrate the field in one long task.
test('should leave keys typed while the form comes to life to the browser, keep them, and know them once live', async ({
  page,
}) => {
  // A key the moment React has started (the form hydrates in a few keys' time), then typing.
  await touchEarly(page, 'keydown')
  const { name, release, fieldLive } = await slowContactForm(page)
  // Focused before the island comes, as after a tap on a page still loading.
  await name.click()
  release()
  await reactStarted(page)
  await name.pressSequentially('Valentina', { delay: 80 })
  await expect(name).toHaveValue('Valentina')
  await fieldLive()
  await name.press('End')
  await name.pressSequentially(' Sol')
  await expect(name).toHaveValue('Valentina Sol')
  const keys = (await readTouches(page)).filter((touch) => touch.type === 'keydown')
  const whileHydrating = keys.filter((key) => key.hydrating && !key.fieldLive)
  expect(whileHydrating.length, 'keys typed while React hydrated the form').toBeGreaterThan(0)
  expect(whileHydrating.filter((key) => key.reachedReact)).toEqual([])
  expect(keys.at(-1)).toMatchObject({ fieldLive: true, reachedReact: true })
  // Sending shows the other fields' messages and renders the form again: the name stays,
  // and the form knows it.
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expect(page.getByText('El apellido es requerido', { exact: true })).toBeVisible()
  await expect(name).toHaveValue('Valentina Sol')
  await expect(page.getByText('El nombre es requerido', { exact: true })).toHaveCount(0)
})

test('should leave a tap on a field while the form comes to life to the browser, and take the typing after', async ({
  page,
}) => {
  // A press on the field the moment React has started on the form's island, then taps.
  await touchEarly(page, 'pointerdown')
  const { name, release, fieldLive } = await slowContactForm(page)
  const box = (await name.boundingBox())!
  release()
  await reactStarted(page)
  for (let tap = 0; tap < 3; tap++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(60)
  }
  await expect(name).toBeFocused()
  await fieldLive()
  await name.pressSequentially('Lía')
  await expect(name).toHaveValue('Lía')
  const touches = await readTouches(page)
  const early = touches.filter((touch) => touch.type === 'pointerdown' && !touch.fieldLive)
  expect(early.length, 'taps while React hydrated the field').toBeGreaterThan(0)
  expect(early.filter((touch) => touch.reachedReact)).toEqual([])
  expect(touches.at(-1)).toMatchObject({ fieldLive: true, reachedReact: true })
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expect(page.getByText('El apellido es requerido', { exact: true })).toBeVisible()
  await expect(page.getByText('El nombre es requerido', { exact: true })).toHaveCount(0)
})

test('should answer a form sent before it came to life with its page again, working without scripts', async ({
  page,
}) => {
  // The form's island never arrives: the browser posts the form itself.
  await page.route(/\/assets\/familiesForm\.island-[^/]+\.js$/, (route) => route.abort())
  await page.goto(paths.contact)
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lía')
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expect(page).toHaveTitle(/^Error: /)
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lía')
  // The first problem has focus; each is named under its field.
  await expect(page.getByRole('textbox', { name: 'Apellido' })).toBeFocused()
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toHaveAccessibleDescription(/El email es requerido/)
  // The picker needs its island: the browser's own date field stands in for it.
  await expect(page.locator('input[type="date"]').filter({ visible: true })).toHaveCount(1)
  await expect(page.getByRole('spinbutton')).toHaveCount(0)
})

test('should open the photo clicked before the work page’s gallery came to life', async ({
  page,
}) => {
  const release = await hold(page, /\/assets\/workGallery\.island-[^/]+\.js$/)
  await page.goto(paths.work(2))
  const photo = page.locator('[data-photo]').filter({ visible: true }).nth(1)
  // Its place among the session's photos (the opening's own is not a button).
  const place = Number(await photo.getAttribute('data-photo')) + 1
  await photo.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  release()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(new RegExp(`^${place} de \\d+$`))).toBeVisible()
})

test('should go to the slide of a hero dot pressed before Splide came, and start Splide there', async ({
  page,
}) => {
  const release = await hold(page, /\/assets\/carousel\.island-[^/]+\.js$/)
  await page.goto(paths.home)
  const hero = page.locator('.splide[aria-label="Fotografía emocional y para marcas"]')
  const [first, second] = homeContent.hero
  const dots = hero.locator('.splide__pagination__page')
  await expect(dots).toHaveCount(2)
  await expect(dots.nth(1)).toBeVisible()
  await expect(hero.getByText(second!.kicker)).toBeHidden()
  await dots.nth(1).click()
  // The page answers on its own: the second slide shows, the first is out of sight.
  await expect(hero).not.toHaveClass(/is-initialized/)
  await expect(hero.getByText(second!.kicker)).toBeVisible()
  await expect(hero.getByText(first!.kicker)).toBeHidden()
  await expect(hero.getByRole('radio', { name: 'Ir a la diapositiva 2' })).toBeChecked()
  release()
  await expect(hero).toHaveClass(/is-initialized/)
  // Splide's own dots stand in the drawn ones' place, on the slide already chosen.
  await expect(dots).toHaveCount(2)
  await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(hero.locator('.splide__slide.is-active')).toContainText(second!.kicker)
})

test('should keep a keyboard on the hero’s dots when Splide takes them over', async ({ page }) => {
  const release = await hold(page, /\/assets\/carousel\.island-[^/]+\.js$/)
  await page.goto(paths.home)
  const hero = page.locator('.splide[aria-label="Fotografía emocional y para marcas"]')
  await hero.getByRole('radio', { name: 'Ir a la diapositiva 1' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(hero.getByRole('radio', { name: 'Ir a la diapositiva 2' })).toBeChecked()
  await expect(hero.getByText(homeContent.hero[1]!.kicker)).toBeVisible()
  release()
  await expect(hero).toHaveClass(/is-initialized/)
  const dot = hero.getByRole('tab', { name: 'Ir a la diapositiva 2' })
  await expect(dot).toBeFocused()
  await expect(dot).toHaveAttribute('aria-selected', 'true')
})

test('should keep the photo the browser’s own arrow moved to before the gallery came to life', async ({
  page,
}) => {
  let crashed = false
  page.on('crash', () => (crashed = true))
  const release = await hold(page, /\/assets\/carousel\.island-[^/]+\.js$/)
  await page.goto(paths.home)
  const root = page.locator('.splide[aria-label="Galería de fotos"]')
  const track = root.locator('.splide__track')
  await track.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  // The browser's next button sits where Splide's (hidden until it mounts) will be.
  const next = root.locator('.splide__arrow--next')
  await expect(next).toBeHidden()
  const box = await settledBox(next)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  release()
  await expect(root).toHaveClass(/is-initialized/)
  // Splide starts on the photo she went to, and the tab lives on: Chromium's crashed a
  // moment after Splide mounted when the pressed button lost its content.
  await expect(root.locator('.carousel-counter')).toHaveText('2 / 9')
  await page.waitForTimeout(1000)
  expect(crashed).toBe(false)
})

/**
 * Whether every id in the element is the one React gave it: an island hydrated with
 * other ids than the build's keeps the build's in the page, and labels and errors
 * would point at ids React no longer uses.
 */
const idsMatch = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) =>
    [root, ...root.querySelectorAll('[id]')].every((el) => {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps'))
      const props = key ? (el as unknown as Record<string, { id?: string }>)[key] : undefined
      return !el.id || props?.id === undefined || props.id === el.id
    }),
  )

test('should bring every React island to life without a mismatch with its prerendered HTML', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  for (const path of [paths.contact, paths.about, '/shop/libro/contact']) {
    await page.goto(path)
    for (const form of await page.locator('main form').filter({ visible: true }).all()) {
      await form.scrollIntoViewIfNeeded()
      await expect
        .poll(() => form.evaluate((f) => Object.keys(f).some((k) => k.startsWith('__react'))))
        .toBe(true)
    }
  }
  await page.goto(`${paths.contact}#formulario-marcas`)
  await expect.poll(() => owned(page, 'form[aria-label="Formulario para marcas"]')).toBe(true)
  expect(await idsMatch(page, 'form[aria-label="Formulario para marcas"]')).toBe(true)
  await page.goto(paths.work(2))
  await page.locator('[data-photo]').filter({ visible: true }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(errors).toEqual([])
})

for (const motion of ['no-preference', 'reduce'] as const)
  test(`should turn the header solid once scrolled, with CSS alone or its island (motion: ${motion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion })
    const bar = page.locator('header[data-tone] > div')
    const background = () => bar.evaluate((e) => getComputedStyle(e).backgroundColor)
    // The solid header is the page's own white.
    const solid = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    // Scroll-driven CSS: no script for it.
    await page.goto(paths.home)
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    await page.mouse.wheel(0, 600)
    await expect.poll(background).toBe(await solid())
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => r.name.includes('headerLook')),
      ),
    ).toBe(false)

    // A browser without scroll-driven animations: the island sets `data-scrolled`.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS)
      CSS.supports = ((...args: [string, string?]) =>
        String(args[0]).includes('animation-timeline')
          ? false
          : supports(...(args as [string]))) as typeof CSS.supports
    })
    await page.goto(paths.home)
    const header = page.locator('header[data-tone]')
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-scrolled', '')
    await expect.poll(background).toBe(await solid())
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-scrolled')
  })
