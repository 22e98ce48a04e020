import { expect, test, type Page } from '@playwright/test'
import { homeContent, homeServiceCards } from '../../shared/content/home'
import { registeredImage } from '../../shared/content/images'
import { homeTestimonials } from '../../shared/content/testimonials'
import { breakpoints, timings } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import {
  expectInDocumentOrder,
  marqueeStates,
  mountedCarousel,
  selectedDot,
  settledBox,
} from './helpers'

const HERO = 'Fotografía emocional y para marcas'
const GALLERY = 'Galería de fotos'
const TESTIMONIALS = 'Testimonios'

/**
 * Load the home with a fake clock, let its carousels mount, then pause time so the
 * carousels' timing can be stepped exactly.
 */
async function gotoWithClock(page: Page) {
  await page.clock.install()
  await page.goto('/')
  for (const name of [HERO, GALLERY, TESTIMONIALS]) await mountedCarousel(page, name)
  // Paused a little ahead of the page's clock; a busy machine may run past that
  // point between reading the clock and pausing it, so then a little further.
  for (let ahead = 500; ; ahead *= 2) {
    const at = await page.evaluate((ms) => Date.now() + ms, ahead)
    const paused = await page.clock.pauseAt(at).then(
      () => true,
      (error: unknown) => (ahead >= 8000 ? Promise.reject(error) : false),
    )
    if (paused) break
  }
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
  test('should show every section in order with its exact text and link', async ({ page }) => {
    const [first, second] = homeContent.hero
    const { intro, story, philosophy, workTogether, gift } = homeContent
    const firstYear = homeContent.firstYear.items[0]!
    await page.goto('/')
    const main = page.getByRole('main')
    const link = (name: string | RegExp) => main.getByRole('link', { name, exact: true })

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(first.headline)
    await expect(link(intro.cta)).toHaveAttribute('href', paths.about)
    await expect(link(story.cta)).toHaveAttribute('href', paths.contact)
    await expect(link(philosophy.cta)).toHaveAttribute('href', paths.about)
    await expect(link(workTogether.cta)).toHaveAttribute('href', paths.contact)
    await expect(link(firstYear)).toHaveAttribute('href', paths.families())
    await expect(link(gift.defaultButton)).toHaveAttribute('href', paths.services)

    // Slide 2 lies on top of slide 1 (they fade): it belongs to the same hero.
    const hero = main.locator(`[aria-label="${HERO}"]`)
    await expect(hero.getByText(second.kicker, { exact: true })).toHaveCount(1)
    await expect(hero.getByText(second.headline, { exact: true })).toHaveCount(1)

    await expectInDocumentOrder([
      main.getByText(first.kicker, { exact: true }),
      // The headline on screen (the h1 itself is for screen readers, outside the slides).
      hero.locator('p').getByText(first.headline, { exact: true }),
      main.getByRole('heading', { name: intro.title }),
      main.getByRole('heading', { name: homeContent.services.title }),
      link(homeServiceCards[0]!.title),
      main.getByText(homeContent.agendaMarquee, { exact: true }).first(),
      main.getByRole('heading', { name: story.title }),
      link(story.cta),
      main.locator(`[aria-label="${GALLERY}"]`),
      main.getByRole('heading', { name: homeContent.testimonialsTitle }),
      main.getByRole('heading', { name: philosophy.title }),
      link(philosophy.cta),
      main.getByRole('heading', { name: workTogether.title }),
      link(workTogether.cta),
      link(firstYear),
      main.getByRole('heading', { name: gift.title }),
      link(gift.defaultButton),
    ])
  })

  test('should link the three service cards to their service pages', async ({ page }) => {
    await page.goto('/')
    // In order: families, newborns (the alias of its families section), brands.
    const expected = [paths.families(), paths.newbornsAlias, paths.brands]
    expect(homeServiceCards).toHaveLength(expected.length)
    for (const [i, card] of homeServiceCards.entries()) {
      const link = page.getByRole('main').getByRole('link', { name: card.title, exact: true })
      await expect(link).toHaveAttribute('href', expected[i]!)
      // The whole card is clickable; its text sits beside the title link.
      const cardBox = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: card.title, exact: true }) })
      await expect(cardBox.getByText(card.description)).toBeVisible()
    }
    const brandsCard = homeServiceCards.find((c) => c.link === paths.brands)!
    await page.getByRole('link', { name: brandsCard.title, exact: true }).click()
    await expect(page).toHaveURL(paths.brands)
  })

  test('should show the three philosophy lines', async ({ page }) => {
    await page.goto('/')
    const lines = page
      .getByRole('heading', { name: homeContent.philosophy.title })
      .locator('xpath=..')
      .getByRole('listitem')
    await expect(lines).toHaveText([...homeContent.philosophy.lines])
  })

  test('should name the philosophy link exactly as the content words it, its brackets outside the link', async ({
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
    const item = page.getByRole('link', { name: homeContent.firstYear.items[0], exact: true })
    const strip = page.locator('[data-marquee]', { has: item })
    // The visitor scrolls down to it (its section is laid out as it nears the screen),
    // rests the pointer on the strip, which pauses it, and clicks whichever copy of the
    // item is then on screen (the strip repeats its items to loop).
    await strip.scrollIntoViewIfNeeded()
    await expect(strip).toBeInViewport()
    await strip.hover()
    await expect(strip.locator('[data-marquee-track]')).toHaveCSS('animation-play-state', 'paused')
    const onScreen = await strip
      .getByText(homeContent.firstYear.items[0]!, { exact: true })
      .evaluateAll((links) => {
        const box = links
          .map((link) => link.getBoundingClientRect())
          .find((r) => r.left >= 0 && r.right <= window.innerWidth && r.width > 0)
        return box && { x: box.left + box.width / 2, y: box.top + box.height / 2 }
      })
    expect(onScreen).toBeTruthy()
    await page.mouse.click(onScreen!.x, onScreen!.y)
    await expect(page).toHaveURL(paths.families())
  })

  test('should let screen readers read each marquee once', async ({ page }) => {
    await page.goto('/')
    const agenda = page.getByText(homeContent.agendaMarquee, { exact: true })
    expect(await agenda.count()).toBeGreaterThan(1)
    const exposed = await agenda.evaluateAll(
      (nodes) => nodes.filter((n) => !n.closest('[aria-hidden="true"]')).length,
    )
    expect(exposed).toBe(1)
    // Hidden copies of a link are out of the tab order too.
    await expect(page.getByRole('link', { name: homeContent.firstYear.items[0] })).toHaveCount(1)
  })
})

test.describe('home layout at its breakpoints', () => {
  const wide = registeredImage('home-hero-family').alt

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
    const wideAlt = registeredImage('home-philosophy').alt
    const narrowAlt = registeredImage('home-philosophy-narrow').alt
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

  test(`should count the gallery's photos instead of nine dots under ${breakpoints.galleryCounter}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const gallery = await mountedCarousel(page, GALLERY)
    await gallery.scrollIntoViewIfNeeded()
    const count = gallery.locator('.carousel-counter')
    await expect(count).toBeVisible()
    await expect(gallery.locator('.splide__pagination__page')).toHaveCount(9)
    for (const dot of await gallery.locator('.splide__pagination__page').all())
      await expect(dot).toBeHidden()
    const shown = async () => Number((await count.innerText()).split(' / ')[0])
    await expect(count).toHaveText(/^\d \/ 9$/)
    // The arrows move it one photo at a time, past the end to the start (paused while
    // the pointer rests on it).
    await gallery.hover()
    const before = await shown()
    await gallery.getByRole('button', { name: 'Siguiente' }).click()
    await expect.poll(shown).toBe((before % 9) + 1)
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
  test('should move the gallery by its arrows with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(paths.home)
    const root = page.locator(`.splide[aria-label="${GALLERY}"]`)
    const track = root.locator('.splide__track')
    // Mid-screen: at the bottom edge the chat button (always shown without scripts) sits
    // where the next arrow is.
    await track.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    const scrolled = () => track.evaluate((el) => el.scrollLeft)
    expect(await scrolled()).toBe(0)
    // The browser's own buttons, where Splide's will be (laid out, hidden): in the row
    // under the photos; measured once the sections around have laid out and they stay put.
    const next = await settledBox(root.locator('.splide__arrow--next'))
    const prev = await settledBox(root.locator('.splide__arrow--prev'))
    await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2)
    await expect.poll(scrolled).toBeGreaterThan(0)
    const afterNext = await scrolled()
    // It stops on a slide's edge (scroll snap), and the previous button brings it back.
    const slideLeft = await root
      .locator('.splide__slide')
      .evaluateAll((slides) => slides.map((s) => (s as HTMLElement).offsetLeft))
    expect(slideLeft.map((l) => l - slideLeft[0]!)).toContainEqual(expect.closeTo(afterNext, 0))
    await page.mouse.click(prev.x + prev.width / 2, prev.y + prev.height / 2)
    await expect.poll(scrolled).toBe(0)
    await context.close()
  })

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
    // Run the page's clock until the hero turns to slide 2 (its timing has its own test).
    await expect(async () => {
      await page.clock.runFor(500)
      await expect(activeSlideText(page, HERO)).toContainText(second.kicker, { timeout: 200 })
    }).toPass()
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
  test(`should scroll the marquees at ${timings.marqueePxPerSecond} px/s, pausing on hover`, async ({
    page,
  }) => {
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
