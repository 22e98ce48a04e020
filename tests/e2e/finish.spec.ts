/**
 * The finish a visitor sees: the floating chat button stepping aside, carousel
 * controls that never sit on each other, the shop grid on the page's edge.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { breakpoints, palette } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import { gotoForm } from './forms-helpers'
import { mountedCarousel } from './helpers'
import { chatButton, chatPlaced, chatShown } from './page-checks'

const phone = { width: 390, height: 844 }
type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('the floating chat button', () => {
  test('should step aside while the page’s own WhatsApp call to action is on screen', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(paths.brands)
    await chatPlaced(page)
    const cta = page.getByRole('link', { name: 'CONSULTAR POR WHATSAPP' })
    await cta.scrollIntoViewIfNeeded()
    await chatPlaced(page)
    // Decided at once; seen once its 200 ms fade, begun as the page scrolled, has run.
    await expect(chatButton(page)).toHaveAttribute('data-hidden', '')
    await expect.poll(() => chatShown(page)).toBe(false)
    // Stepped aside, the keyboard still reaches it, and it shows while focused.
    await chatButton(page).focus()
    await expect.poll(() => chatShown(page)).toBe(true)
  })

  test('should keep a light ring so its circle shows on the dark footer', async ({ page }) => {
    await page.goto(paths.home)
    const shadow = await chatButton(page).evaluate((el) => getComputedStyle(el).boxShadow)
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(palette.white.slice(i, i + 2), 16))
    expect(shadow).toContain(`rgb(${r}, ${g}, ${b}) 0px 0px 0px 2px`)
  })
})

test.describe('the carousel rows', () => {
  const controls = async (page: Page, path: string, name: string) => {
    await page.goto(path)
    const carousel: Locator = await mountedCarousel(page, name)
    return carousel
  }

  // The gallery's dots, with its arrows in their row (the testimonials count instead:
  // design-details.spec.ts).
  for (const width of [breakpoints.galleryCounter, 1280]) {
    test(`should put the gallery's arrows at the ends of its dots at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const carousel = await controls(page, paths.home, 'Galería de fotos')
      const dots = carousel.locator('.splide__pagination__page')
      await expect(dots.first()).toBeVisible()
      // By class: Splide renames the arrows as the carousel moves ('Ir a la última…').
      const arrows = [
        carousel.locator('.splide__arrow--prev'),
        carousel.locator('.splide__arrow--next'),
      ]
      const dotBoxes = await dots.evaluateAll((all) =>
        all.map((d) => d.getBoundingClientRect().toJSON() as DOMRect),
      )
      const row = dotBoxes[0]!
      const photos = (await carousel.locator('.splide__track').boundingBox())!
      for (const arrow of arrows) {
        await expect(arrow).toBeVisible()
        const box = (await arrow.boundingBox())!
        for (const dot of dotBoxes) expect(overlap(box, dot)).toBe(false)
        // Under the photos, never on them; on the dots' row, give or take a few pixels.
        expect(overlap(box, photos)).toBe(false)
        expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2))).toBeLessThan(4)
      }
    })
  }

  for (const path of [paths.home, paths.services])
    test(`should fit the testimonials' row on ${path} on a phone, each control a 44px target`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      const carousel = await controls(page, path, 'Testimonios')
      for (const arrow of await carousel.locator('.splide__arrow').all()) {
        await expect(arrow).toBeVisible()
        const box = (await arrow.boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(44)
        expect(box.height).toBeGreaterThanOrEqual(44)
      }
      // The row fits the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow).toBe(0)
    })
})

test.describe('the shop grid', () => {
  for (const width of [390, 1280, 1920]) {
    test(`should start at the page's edge like its heading and end at the content's edge at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(paths.shop)
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem')
      const first = (await cards.first().boundingBox())!
      expect(Math.abs(first.x - heading.x)).toBeLessThan(1)
      // The first row's last card ends where the content does, not short of it.
      const content = await page
        .getByRole('main')
        .getByRole('list')
        .first()
        .evaluate((list) => list.getBoundingClientRect().right)
      const boxes = await cards.evaluateAll((all) => all.map((c) => c.getBoundingClientRect()))
      const firstRow = boxes.filter((b) => Math.abs(b.top - boxes[0]!.top) < 1)
      if (firstRow.length > 1 || width <= 390)
        expect(Math.abs(Math.max(...firstRow.map((b) => b.right)) - content)).toBeLessThan(1)
    })
  }
})

test.describe('the portfolio grid', () => {
  for (const section of ['families', 'brands', 'pregnancies'] as const) {
    test(`should fill every row of ${section} at 1280px, no empty slot`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(paths.portfolio(section))
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const right = await page
        .getByRole('main')
        .getByRole('list')
        .first()
        .evaluate((list) => list.getBoundingClientRect().right)
      const cards = await page
        .getByRole('main')
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().toJSON() as DOMRect))
      const rows = new Map<number, DOMRect[]>()
      for (const c of cards) rows.set(Math.round(c.y), [...(rows.get(Math.round(c.y)) ?? []), c])
      for (const row of rows.values()) {
        expect(Math.abs(row[0]!.x - heading.x)).toBeLessThan(1)
        expect(Math.abs(row.at(-1)!.right - right)).toBeLessThan(1)
      }
    })
  }
})

test.describe('the inside pages’ openings', () => {
  const openings = [
    paths.services,
    paths.studio,
    paths.contact,
    paths.faqs,
    paths.shop,
    paths.journal(),
    ...(['families', 'pregnancies', 'brands'] as const).map((s) => paths.portfolio(s)),
  ]
  for (const path of openings) {
    test(`should open ${path} on a photo across the screen, each crop preloaded only where it shows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const opening = page.getByRole('main').locator('section').first()
      const photo = opening.locator('img').filter({ visible: true })
      // The photo is the largest thing on that screen: fetched first, and preloaded,
      // the wide photo for wide screens and its upright crop for phones.
      await expect(photo).toHaveAttribute('fetchpriority', 'high')
      for (const sizes of await opening
        .locator('source')
        .evaluateAll((all) => all.map((s) => s.getAttribute('sizes'))))
        expect(sizes).toBe('100vw')
      const key = await photo.getAttribute('data-image')
      const preloads = page.locator('head link[rel="preload"][as="image"]')
      await expect(
        preloads.and(
          page.locator(
            `[imagesrcset*="/images/${key}-"]:not([imagesrcset*="/images/${key}-mobile-"])`,
          ),
        ),
      ).toHaveAttribute('media', `(min-width: ${breakpoints.pageOpening + 0.02}px)`)
      await expect(
        preloads.and(page.locator(`[imagesrcset*="/images/${key}-mobile-"]`)),
      ).toHaveAttribute('media', `(max-width: ${breakpoints.pageOpening}px)`)
      // Its frame has the screen's height, not the photo's: nothing shifts when it arrives.
      const frame = await photo.evaluate(
        (img) => getComputedStyle(img.parentElement!.parentElement!).height,
      )
      expect(parseFloat(frame)).toBeCloseTo(600, 0)
    })
  }
})

test.describe('text calls to action', () => {
  for (const path of [
    paths.home,
    paths.services,
    paths.brands,
    paths.work(2),
    paths.product('libro'),
  ]) {
    test(`should all be bracketed on ${path}, with the words alone as their names`, async ({
      page,
    }) => {
      await page.goto(path)
      // Letter-spaced words with no border: the text links, as opposed to the buttons.
      const links = await page
        .getByRole('main')
        .locator('a')
        .evaluateAll((all) =>
          all
            .filter((a) => {
              const style = getComputedStyle(a)
              return (
                parseFloat(style.letterSpacing) > 0.1 * parseFloat(style.fontSize) &&
                style.borderTopStyle === 'none' &&
                a.getBoundingClientRect().width > 0
              )
            })
            .map((a) => ({
              text: a.textContent ?? '',
              before: getComputedStyle(a, '::before').content,
              after: getComputedStyle(a, '::after').content,
            })),
        )
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        expect(link.before, link.text).toContain('[')
        expect(link.after, link.text).toContain(']')
        expect(link.text).not.toMatch(/[[\]]/)
      }
    })
  }
})

test.describe('buttons', () => {
  test('should put the primary action first and fill the width on a phone (product page)', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(paths.product('libro'))
    const buy = page.getByRole('link', { name: /QUIERO COMPRAR/ })
    const ask = page.getByRole('link', { name: 'CONSULTAR' })
    const [b, a] = [(await buy.boundingBox())!, (await ask.boundingBox())!]
    expect(b.y + b.height).toBeLessThanOrEqual(a.y)
    const column = await buy.evaluate((el) => el.parentElement!.getBoundingClientRect().width)
    expect(b.width).toBeCloseTo(column, 0)
    expect(a.width).toBeCloseTo(column, 0)
    // Filled for the primary action, outlined for the secondary one.
    expect(await buy.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await page.evaluate((c) => {
        const probe = document.createElement('i')
        probe.style.color = c
        document.body.append(probe)
        return getComputedStyle(probe).color
      }, palette.grafito),
    )
    expect(await ask.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    )
  })
})

test.describe('prices', () => {
  test('should set the starting word smaller than the number, and line the two columns up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(paths.brands)
    const fees = page.getByRole('region', { name: 'ARANCELES SESIONES' })
    const amounts = fees.locator('p', { hasText: /USD \d+/ })
    await expect(amounts).toHaveCount(2)
    for (const amount of await amounts.all()) {
      const [word, number] = await amount.evaluate((p) => [
        parseFloat(getComputedStyle(p.querySelector('span')!).fontSize),
        parseFloat(getComputedStyle(p).fontSize),
      ])
      expect(word! * 2).toBeLessThan(number!)
    }
    // The notes under the two amounts start on one line, though only one column says
    // 'Presupuesto a medida'.
    const notes = fees.getByText(/^Precio en dólares/)
    const tops = await notes.evaluateAll((ns) => ns.map((n) => n.getBoundingClientRect().top))
    expect(tops).toHaveLength(2)
    expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThan(1)
  })
})

test.describe('form labels', () => {
  test('should look the same at rest, floated, and above a choice or the date', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    const look = (label: Locator) =>
      label.evaluate((l) => {
        const s = getComputedStyle(l)
        // What the eye sees, should a label ever be drawn scaled.
        const scale = s.transform === 'none' ? 1 : new DOMMatrix(s.transform).a
        const px = (v: string) => Math.round(parseFloat(v) * scale * 10) / 10
        const padding = parseFloat(s.paddingTop) + parseFloat(s.paddingBottom)
        return {
          size: px(s.fontSize),
          tracking: px(s.letterSpacing),
          lineHeight: Math.round((l.getBoundingClientRect().height - padding) * 10) / 10,
          color: s.color,
        }
      })
    const form = page.getByRole('main').locator('form').first()
    const name = form.locator('label', { hasText: /^Nombre/ })
    const above = await look(form.getByText('¿Dónde te gustaría la sesión?'))
    expect(await look(name)).toEqual(above)
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana')
    // The label floats up in a 200 ms transition: compare once it has settled.
    await expect.poll(() => look(name)).toEqual(above)
  })
})
