/**
 * The phone, as a designer looks at it: a compact header that
 * still turns solid and moves nothing; titles in capitals that break between phrases,
 * never leaving one word alone; lists that set photos two a row and across the screen
 * instead of one card under another.
 */
import { expect, test, type Page } from '@playwright/test'
import { layout } from '../../shared/site/design'
import { journalFilters } from '../../shared/content/journal-kinds'
import { products } from '../../shared/content/products'
import { paths } from '../../shared/site/routes'
import { builtPages } from './helpers'
import { headingLines } from './page-checks'

const phones = [360, 390, 430] as const

test.describe('the header on a phone', () => {
  for (const width of phones)
    test(`should be a bar of at most 64 px at ${width} px, its wordmark larger than before`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(paths.shop)
      const bar = page.getByRole('banner').locator('> div')
      const box = (await bar.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(64)
      expect(box.height).toBe(layout.headerHeightCompact)
      const logo = page.getByRole('banner').getByRole('link', { name: 'Fotografía Emocional' })
      expect(Number.parseFloat(await logo.evaluate((el) => getComputedStyle(el).fontSize))).toBe(22)
      // The wordmark, the menu and Instagram on one row inside the bar, none on another.
      for (const control of [
        logo,
        page.getByRole('button', { name: 'Abrir menú' }),
        page.getByRole('banner').getByRole('link', { name: /Instagram/ }),
      ]) {
        const c = (await control.boundingBox())!
        expect(c.y).toBeGreaterThanOrEqual(box.y - 0.5)
        expect(c.y + c.height).toBeLessThanOrEqual(box.y + box.height + 0.5)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    })

  test('should start a page that opens on its photo right under it, and the home’s photo under it at the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.shop)
    const photo = page.locator('[data-page-opening] img:visible').first()
    expect((await photo.boundingBox())!.y).toBeCloseTo(layout.headerHeightCompact, 0)
    await page.goto(paths.home)
    const hero = page.getByRole('main').locator('img:visible').first()
    expect((await hero.boundingBox())!.y).toBeCloseTo(0, 0)
  })

  test('should stay in place as the page scrolls, turning solid past its height and clear again at the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.home)
    const header = page.getByRole('banner')
    const bar = header.locator('> div')
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    for (const y of [layout.headerHeightCompact + 10, 600, 200]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect(bar).toHaveCSS('background-color', 'rgb(247, 247, 247)')
      expect((await header.boundingBox())!.y).toBe(0)
    }
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  })

  test('should land a link to a part of the page just under the compact bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${paths.services}#servicios`)
    const target = (await page.locator('#servicios').boundingBox())!
    expect(target.y).toBeGreaterThanOrEqual(layout.headerHeightCompact - 1)
    expect(target.y).toBeLessThan(layout.headerHeightCompact + 40)
  })
})

/** Headings in capitals whose last line holds one word, with the words of each line. */
const capsLeftAlone = async (page: Page): Promise<string[]> =>
  (await headingLines(page, 'h1, h2, h3'))
    .filter(({ caps, lines }) => caps && lines.length > 1 && lines.at(-1)!.length === 1)
    .map(({ tag, lines }) => `${tag} "${lines.map((l) => l.join(' ')).join(' / ')}"`)

test.describe('titles in capitals on a phone', () => {
  for (const path of builtPages())
    test(`should leave no word alone on the last line of ${path} at ${phones.join(', ')} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: phones[0], height: 800 })
      await page.goto(path)
      for (const width of phones) {
        await page.setViewportSize({ width, height: 800 })
        expect(await capsLeftAlone(page), `${width} px`).toEqual([])
      }
    })

  test('should set the services’ and the questions’ titles on one line, or one phrase a line', async ({
    page,
  }) => {
    const titles = [
      { path: paths.services, lines: [['COMO', 'TRABAJAR', 'CONMIGO']] },
      {
        path: paths.faqs,
        lines: [
          ['PREGUNTAS', 'FRECUENTES'],
          ['SOBRE', 'MI', 'TRABAJO'],
        ],
      },
    ]
    for (const width of phones) {
      await page.setViewportSize({ width, height: 800 })
      for (const { path, lines } of titles) {
        await page.goto(path)
        const [title] = await headingLines(page, 'main h1')
        expect(title?.lines, `${path} at ${width} px`).toEqual(lines)
      }
    }
  })
})

test.describe('lists on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('should set the shop two cards a row, each card one link to its product', async ({
    page,
  }) => {
    await page.goto(paths.shop)
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards).toHaveCount(products.length)
    const boxes = await cards.evaluateAll((all) =>
      all.map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
    )
    for (let i = 0; i < boxes.length; i += 2) {
      const [left, right] = [boxes[i]!, boxes[i + 1]!]
      expect(right.top, `row ${i / 2 + 1}`).toBeCloseTo(left.top, 0)
      expect(right.left).toBeGreaterThan(left.right)
      expect(left.width).toBeCloseTo(right.width, 0)
    }
    for (const [i, product] of products.entries()) {
      const card = cards.nth(i)
      const links = card.getByRole('link')
      await expect(links).toHaveCount(1)
      await expect(links).toHaveAttribute('href', paths.product(product.hash))
      // The link is the card: photo, title and words are all in it, edge to edge.
      const link = (await links.boundingBox())!
      expect(link.width).toBeCloseTo(boxes[i]!.width, 0)
      expect(link.height).toBeCloseTo(boxes[i]!.height, 0)
      await expect(card.getByText('VER PRODUCTO')).toBeHidden()
    }
    await cards.nth(1).getByRole('heading', { level: 3 }).click()
    await expect(page).toHaveURL(paths.product(products[1]!.hash))
  })

  /** Each photo's box in a list: across the screen, or one of two side by side. */
  const photoBoxes = (page: Page, list: string) =>
    page
      .locator(`${list} > li`)
      .evaluateAll((items) =>
        items.map((li) => li.querySelector('img')!.getBoundingClientRect().toJSON() as DOMRect),
      )

  const expectRhythm = (boxes: DOMRect[], where: string) => {
    const bleed = boxes.map((b) => Math.abs(b.width - 390) < 1)
    expect(bleed.some(Boolean), `${where}: something across the screen`).toBe(true)
    expect(
      bleed.some((b) => !b),
      `${where}: something two a row`,
    ).toBe(true)
    // The others come in pairs side by side, never one alone in a row.
    for (let i = 0; i < boxes.length;) {
      if (bleed[i]) {
        i += 1
        continue
      }
      expect(bleed[i + 1], `${where}: photo ${i + 1} alone in its row`).toBe(false)
      expect(boxes[i + 1]!.top, `${where}: photos ${i + 1} and ${i + 2}`).toBeCloseTo(
        boxes[i]!.top,
        0,
      )
      i += 2
    }
  }

  test('should set a portfolio’s works across the screen and two a row, in turn', async ({
    page,
  }) => {
    for (const section of ['families', 'pregnancies', 'brands'] as const) {
      await page.goto(paths.portfolio(section))
      const boxes = await photoBoxes(page, 'main ul')
      if (boxes.length >= 3) expectRhythm(boxes, section)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    }
  })

  test('should open the journal on its lead story’s photo, the list’s largest, then photos two a row', async ({
    page,
  }) => {
    await page.goto(paths.journal())
    const boxes = await photoBoxes(page, 'ul[aria-label="Historias"]')
    expect(boxes.length).toBeGreaterThanOrEqual(3)
    expectRhythm(boxes, 'journal')
    const area = (b: DOMRect) => b.width * b.height
    for (const [i, b] of boxes.slice(1).entries())
      expect(area(boxes[0]!), `story ${i + 2}`).toBeGreaterThanOrEqual(area(b))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })

  test('should keep the journal’s filters on one line that scrolls sideways, without a scrollbar, by keyboard too', async ({
    page,
  }) => {
    await page.goto(paths.journal())
    const nav = page.getByRole('navigation', { name: 'Historias por tipo de sesión' })
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(journalFilters.length + 1)
    const tops = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().top))
    for (const top of tops) expect(top).toBeCloseTo(tops[0]!, 0)
    // No scrollbar eats room under the links, and the page itself does not scroll sideways.
    const row = nav.locator('ul')
    expect(await row.evaluate((ul) => (ul as HTMLElement).offsetHeight - ul.clientHeight)).toBe(0)
    expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    // Tab reaches the last kind, and the row scrolls it into view.
    const last = links.last()
    await links.first().focus()
    for (let i = 0; i < journalFilters.length; i++) await page.keyboard.press('Tab')
    await expect(last).toBeFocused()
    const box = (await last.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  })
})
