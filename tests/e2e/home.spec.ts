import { expect, test, type Page } from '@playwright/test'
import { homeContent, homeServiceCards } from '../../shared/content/home'
import { images } from '../../shared/content/images'
import { homeTestimonials } from '../../shared/content/testimonials'
import { breakpoints, timings } from '../../shared/design'
import { paths } from '../../shared/routes'
import { expectInDocumentOrder, marqueeStates, mountedCarousel, selectedDot } from './helpers'

const HERO = 'Fotografía emocional y para marcas'
const GALLERY = 'Galería de fotos'
const TESTIMONIALS = 'Testimonios'

/**
 * Load the home with a fake clock, let it hydrate, then pause time so the
 * carousels' timing can be stepped exactly.
 */
async function gotoWithClock(page: Page) {
  await page.clock.install()
  await page.goto('/')
  for (const name of [HERO, GALLERY, TESTIMONIALS]) await mountedCarousel(page, name)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 500)
}

/** Advance the paused clock in small steps until `read` changes; returns the ms it took. */
async function msUntilChange<T>(page: Page, read: () => Promise<T>, maxMs: number, step = 50) {
  const start = await read()
  for (let elapsed = step; elapsed <= maxMs; elapsed += step) {
    await page.clock.runFor(step)
    if ((await read()) !== start) return elapsed
  }
  return Number.POSITIVE_INFINITY
}

const activeSlideText = (page: Page, carousel: string) =>
  page.locator(`.splide[aria-label="${carousel}"] .splide__slide.is-active`).first()

test.describe('home content', () => {
  test('should show every section in the spec order with its exact text and link', async ({
    page,
  }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    const link = (name: string | RegExp) => main.getByRole('link', { name, exact: true })

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Capturando la esencia de la vida en cada imagen',
    )
    await expect(link('Conocé más sobre mí')).toHaveAttribute('href', paths.about)
    await expect(link('RESERVA ACÁ')).toHaveAttribute('href', paths.contact)
    await expect(link('Conoce más')).toHaveAttribute('href', paths.about)
    await expect(link('QUIERO MI LUGAR')).toHaveAttribute('href', paths.contact)
    await expect(link('Sesión Primer Año')).toHaveAttribute('href', paths.families())
    await expect(link('CONOCÉ LOS SERVICIOS')).toHaveAttribute('href', paths.services)

    // Slide 2 lies on top of slide 1 (they fade): it belongs to the same hero.
    const hero = main.locator(`[aria-label="${HERO}"]`)
    await expect(hero.getByText('Fotografía para marcas', { exact: true })).toHaveCount(1)
    await expect(
      hero.getByText('Cada marca es única y tiene una historia que contar', { exact: true }),
    ).toHaveCount(1)

    await expectInDocumentOrder([
      main.getByText('Fotografía emocional', { exact: true }),
      // The headline on screen (the h1 itself is for screen readers, outside the slides).
      hero.locator('p').getByText('Capturando la esencia de la vida en cada imagen', {
        exact: true,
      }),
      main.getByRole('heading', { name: homeContent.intro.title }),
      main.getByRole('heading', { name: 'ME ENCANTA CAPTURAR EN FOTOS' }),
      link('Familia & Maternidad'),
      main.getByText('Agenda abierta 2025 - Reserva tu sesión.', { exact: true }).first(),
      main.getByRole('heading', { name: 'Todos tenemos una historia que contar...' }),
      link('RESERVA ACÁ'),
      main.locator(`[aria-label="${GALLERY}"]`),
      main.getByRole('heading', { name: 'Kind Words' }),
      main.getByRole('heading', { name: 'Mi Filosofía' }),
      link('Conoce más'),
      main.getByRole('heading', { name: '¡TRABAJEMOS JUNTOS!' }),
      link('QUIERO MI LUGAR'),
      link('Sesión Primer Año'),
      main.getByRole('heading', { name: 'Regala recuerdos' }),
      link('CONOCÉ LOS SERVICIOS'),
    ])
  })

  test('should link the three service cards to their service pages', async ({ page }) => {
    await page.goto('/')
    const expected = {
      'Familia & Maternidad': '/services/families/all',
      'Recién Nacidos': '/services/newborns/all',
      'Marcas & Emprendedores': '/services/brands/all',
    }
    for (const card of homeServiceCards) {
      const link = page.getByRole('main').getByRole('link', { name: card.title, exact: true })
      await expect(link).toHaveAttribute('href', expected[card.title as keyof typeof expected])
      // The whole card is clickable; its text sits beside the title link.
      const cardBox = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: card.title, exact: true }) })
      await expect(cardBox.getByText(card.description)).toBeVisible()
    }
    await page.getByRole('link', { name: 'Marcas & Emprendedores', exact: true }).click()
    await expect(page).toHaveURL(paths.brands)
  })

  test('should show the three philosophy lines', async ({ page }) => {
    await page.goto('/')
    const lines = page
      .getByRole('heading', { name: 'Mi Filosofía' })
      .locator('xpath=..')
      .getByRole('listitem')
    await expect(lines).toHaveText([...homeContent.philosophy.lines])
  })

  test('should name the philosophy link exactly as quoted, its brackets outside the link', async ({
    page,
  }) => {
    const { title, cta } = homeContent.philosophy
    await page.goto('/')
    const section = page.getByRole('region', { name: title })
    const link = section.getByRole('link')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('href', paths.about)
    expect(await link.textContent()).toBe(cta)
    await expect(link).toHaveAccessibleName(cta)
    // The name Chromium itself gives assistive technology (it applies text-transform, and
    // builds the tree of a section only once it is rendered: scroll to it first).
    await link.scrollIntoViewIfNeeded()
    const cdp = await page.context().newCDPSession(page)
    const chromiumNames = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree')
      return nodes
        .filter((n) => n.role?.value === 'link' && !n.ignored)
        .map((n) => String(n.name?.value ?? ''))
        .filter((name) => name.toLocaleLowerCase('es').includes(cta.toLocaleLowerCase('es')))
    }
    await expect.poll(chromiumNames).toEqual([cta])
    // The decorative brackets, if drawn, stay beside the link.
    await expect(link.locator('[aria-hidden="true"]')).toHaveCount(0)
  })

  test('should take the first-year marquee item to the families page', async ({ page }) => {
    await page.goto('/')
    await mountedCarousel(page, GALLERY)
    const item = page.getByRole('link', { name: 'Sesión Primer Año', exact: true })
    const strip = page.locator('[data-marquee]', { has: item })
    // The visitor scrolls down to it (its section is laid out as it nears the screen),
    // and their pointer pauses the strip before the click lands.
    await strip.scrollIntoViewIfNeeded()
    await expect(strip).toBeInViewport()
    await strip.hover()
    await item.click()
    await expect(page).toHaveURL(paths.families())
  })

  test('should let screen readers read each marquee once', async ({ page }) => {
    await page.goto('/')
    const agenda = page.getByText('Agenda abierta 2025 - Reserva tu sesión.', { exact: true })
    expect(await agenda.count()).toBeGreaterThan(1)
    const exposed = await agenda.evaluateAll(
      (nodes) => nodes.filter((n) => !n.closest('[aria-hidden="true"]')).length,
    )
    expect(exposed).toBe(1)
    // Hidden copies of a link are out of the tab order too.
    await expect(page.getByRole('link', { name: 'Sesión Primer Año' })).toHaveCount(1)
  })
})

test.describe('home layout at its breakpoints', () => {
  const wide = images['home-hero-family'].alt

  test(`should use slide 1's alternate photo at ${breakpoints.heroImage}px and narrower`, async ({
    page,
  }) => {
    // One <picture> with a narrow <source>: the file drawn is the narrow crop's.
    const drawn = () =>
      page
        .locator('img[data-image="home-hero-family"]')
        .evaluate((img: HTMLImageElement) => img.currentSrc)
    await page.setViewportSize({ width: breakpoints.heroImage, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('img', { name: wide })).toBeVisible()
    await expect.poll(drawn).toMatch(/\/home-hero-family-narrow-\d+\./)
    await page.setViewportSize({ width: breakpoints.heroImage + 1, height: 800 })
    await expect.poll(drawn).toMatch(/\/home-hero-family-\d+\./)
  })

  test(`should change the philosophy photo below ${breakpoints.philosophyImage}px`, async ({
    page,
  }) => {
    const wideAlt = images['home-philosophy'].alt
    const narrowAlt = images['home-philosophy-narrow'].alt
    await page.setViewportSize({ width: breakpoints.philosophyImage - 1, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('img', { name: narrowAlt })).toBeVisible()
    await expect(page.getByRole('img', { name: wideAlt })).toBeHidden()
    await page.setViewportSize({ width: breakpoints.philosophyImage, height: 800 })
    await expect(page.getByRole('img', { name: wideAlt })).toBeVisible()
    await expect(page.getByRole('img', { name: narrowAlt })).toBeHidden()
  })

  test(`should show one gallery photo per slide with arrows and dots at ${breakpoints.gallery}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: breakpoints.gallery, height: 900 })
    await page.goto('/')
    const gallery = await mountedCarousel(page, GALLERY)
    await gallery.scrollIntoViewIfNeeded()
    await expect(gallery.locator('.splide__pagination__page')).toHaveCount(9)
    await expect(gallery.getByRole('button', { name: 'Anterior' })).toBeVisible()
    await expect(gallery.getByRole('button', { name: 'Siguiente' })).toBeVisible()
    await expect(gallery.locator('.splide__slide.is-visible')).toHaveCount(1)
  })

  test(`should show the gallery as 3 slides of 3 photos wider than ${breakpoints.gallery}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: breakpoints.gallery + 1, height: 900 })
    await page.goto('/')
    const gallery = await mountedCarousel(page, GALLERY)
    await gallery.scrollIntoViewIfNeeded()
    await expect(gallery.locator('.splide__pagination__page')).toHaveCount(3)
    await expect(gallery.locator('.splide__slide.is-visible')).toHaveCount(3)
    await expect(gallery.locator('.splide__slide:not(.splide__slide--clone)')).toHaveCount(9)
  })

  test('should not overflow sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await mountedCarousel(page, GALLERY)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBe(0)
  })
})

test.describe('home carousels', () => {
  test(`should advance the hero every ${timings.heroAutoplayMs} ms and loop`, async ({ page }) => {
    await gotoWithClock(page)
    const kicker = () => activeSlideText(page, HERO).locator('p').first().innerText()
    const kickers = homeContent.hero.map((s) => s.kicker.toUpperCase())
    const start = await kicker()
    // The first change comes at most one interval after the clock stops...
    expect(await msUntilChange(page, kicker, timings.heroAutoplayMs + 200)).toBeLessThanOrEqual(
      timings.heroAutoplayMs + 50,
    )
    const second = await kicker()
    expect(kickers).toContain(second)
    expect(second).not.toBe(start)
    // ...then one interval apart: not before 2.5 s, by about 3 s, back to the first slide.
    const period = await msUntilChange(page, kicker, timings.heroAutoplayMs * 2)
    expect(period).toBeGreaterThan(2500)
    expect(period).toBeLessThanOrEqual(timings.heroAutoplayMs + 50)
    expect(await kicker()).toBe(start)
  })

  test("should keep the page's one h1 for screen readers while slide 2 shows", async ({ page }) => {
    const [first, second] = homeContent.hero
    await gotoWithClock(page)
    await page.clock.runFor(timings.heroAutoplayMs + 1000)
    await expect(activeSlideText(page, HERO)).toContainText(second.kicker)
    // Splide hides slide 1 from screen readers now: the h1 must not go with it.
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText(first.headline)
    // What a screen reader reads in the hero: the h1 once, then slide 2's words.
    const heard = await page.locator('section[aria-label="Presentación"]').ariaSnapshot()
    expect(heard.match(/heading/g)).toHaveLength(1)
    expect(heard.split(first.headline)).toHaveLength(2)
    expect(heard).toContain(second.headline)
  })

  test(`should advance the gallery every ${timings.galleryAutoplayMs} ms and pause on hover`, async ({
    page,
  }) => {
    await gotoWithClock(page)
    const gallery = await mountedCarousel(page, GALLERY)
    const dot = () => selectedDot(gallery)
    const pages = 3
    await msUntilChange(page, dot, timings.galleryAutoplayMs + 200)
    const before = await dot()
    const period = await msUntilChange(page, dot, timings.galleryAutoplayMs * 2)
    expect(period).toBeGreaterThan(timings.galleryAutoplayMs - 200)
    expect(period).toBeLessThanOrEqual(timings.galleryAutoplayMs + 50)
    const current = await dot()
    expect(current).toBe((before + 1) % pages)

    await gallery.hover()
    await page.clock.runFor(timings.galleryAutoplayMs * 3)
    expect(await dot()).toBe(current)

    await page.mouse.move(5, 5)
    const resumed = await msUntilChange(page, dot, timings.galleryAutoplayMs * 2)
    expect(resumed).toBeLessThanOrEqual(timings.galleryAutoplayMs + 50)
    expect(await dot()).toBe((current + 1) % pages)
  })

  test('should pause the gallery while one of its controls has focus', async ({ page }) => {
    await gotoWithClock(page)
    const gallery = await mountedCarousel(page, GALLERY)
    await gallery.locator('.splide__pagination__page').first().focus()
    const focused = await selectedDot(gallery)
    await page.clock.runFor(timings.galleryAutoplayMs * 3)
    expect(await selectedDot(gallery)).toBe(focused)
  })

  test('should move the testimonials with the arrows and loop past the ends', async ({ page }) => {
    await page.goto('/')
    const carousel = await mountedCarousel(page, TESTIMONIALS)
    const active = activeSlideText(page, TESTIMONIALS)
    const [first, second] = homeTestimonials
    const last = homeTestimonials.at(-1)!
    await expect(carousel.locator('.splide__slide:not(.splide__slide--clone)')).toHaveCount(7)
    await expect(active).toContainText(first!.author)
    const next = carousel.locator('.splide__arrow--next')
    const prev = carousel.locator('.splide__arrow--prev')
    await expect(next).toHaveAccessibleName('Siguiente')
    await next.click()
    await expect(active).toContainText(second!.author)
    await expect(active).toContainText(second!.session)
    await prev.click()
    await expect(active).toContainText(first!.author)
    await prev.click()
    await expect(active).toContainText(last.author)
  })

  test('should move the testimonials with the keyboard arrows', async ({ page }) => {
    await page.goto('/')
    const carousel = await mountedCarousel(page, TESTIMONIALS)
    const active = activeSlideText(page, TESTIMONIALS)
    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await expect(active).toContainText(homeTestimonials[1]!.author)
    await page.keyboard.press('ArrowRight')
    await expect(active).toContainText(homeTestimonials[2]!.author)
    await page.keyboard.press('ArrowLeft')
    await expect(active).toContainText(homeTestimonials[1]!.author)
  })
})

test.describe('home motion', () => {
  test('should scroll the marquees at the spec speed, pausing on hover', async ({ page }) => {
    await page.goto('/')
    await mountedCarousel(page, GALLERY)
    const marquees = page.locator('[data-marquee]')
    await expect(marquees).toHaveCount(2)
    // Below the first screen, a marquee is laid out, measured and set moving as it nears it.
    for (const i of [0, 1]) {
      await marquees.nth(i).scrollIntoViewIfNeeded()
      await expect
        .poll(async () => {
          const s = (await marqueeStates(page))[i]
          return (
            !!s &&
            s.animationName !== 'none' &&
            Math.abs(s.duration - s.groupWidth / timings.marqueePxPerSecond) < 0.05
          )
        })
        .toBe(true)
    }
    // Off screen a marquee stands still (its section is not rendered): back to the first.
    await marquees.first().scrollIntoViewIfNeeded()
    const track = page.locator('[data-marquee-track]').first()
    const read = () => track.evaluate((t) => getComputedStyle(t).transform)
    const before = await read()
    await expect.poll(read).not.toBe(before)
    await page.locator('[data-marquee]').first().hover()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
  })

  test('should stop carousels and marquees for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoWithClock(page)
    const gallery = await mountedCarousel(page, GALLERY)
    await page.clock.runFor(timings.galleryAutoplayMs * 3)
    await expect(activeSlideText(page, HERO)).toContainText(homeContent.hero[0].kicker)
    expect(await selectedDot(gallery)).toBe(0)
    for (const s of await marqueeStates(page)) {
      expect(s.animationName).toBe('none')
      expect(s.transform).toBe('none')
    }
  })
})
