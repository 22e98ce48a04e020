/**
 * Details a designer notices: "¡" and "¿" drawn by the display serif, and drawn whole; the
 * testimonials counted ('1 / 7') between two thin arrows instead of a row of dots; a journal
 * entry's closing box on the story's text column; pages that end on their call to action.
 */
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../../shared/site/routes'
import { mountedCarousel } from './helpers'

/** The faces Chromium drew a node's text with (DevTools protocol), by family name. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((f) => f.familyName)
}

/** How much taller, in ink, a character is than another in the page's serif: 1 when alike. */
const inkRatio = (page: Page, char: string, reference: string) =>
  page.evaluate(
    ([a, b]) => {
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `300 200px Newsreader`
      const ink = (c: string) => {
        const m = context.measureText(c)
        return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent
      }
      return ink(a!) / ink(b!)
    },
    [char, reference],
  )

test.describe('the display serif', () => {
  const headings = [
    { path: paths.home, selector: 'h2', text: '¡' },
    { path: paths.services, selector: '#dudas', text: '¿' },
  ]
  for (const { path, selector, text } of headings)
    test(`should draw "${text}" in ${path}'s heading with Newsreader, no fallback`, async ({
      page,
    }) => {
      await page.goto(path)
      const heading = page.locator(selector).filter({ hasText: text }).first()
      await heading.scrollIntoViewIfNeeded()
      const id = await heading.evaluate((el) => {
        el.id ||= 'con-signo'
        return el.id
      })
      // One face for every letter and sign: Newsreader's Light ('Newsreader 16pt 16pt Light'),
      // once the section is drawn (sections below the first screen are drawn as they near it).
      await expect
        .poll(() => fontsDrawing(page, `#${id}`))
        .toEqual([expect.stringMatching(/^Newsreader\b/)])
    })

  test('should draw "¡" and "¿" whole in the light serif: as tall as "!" and "?"', async ({
    page,
  }) => {
    await page.goto(paths.home)
    await page.evaluate(() => document.fonts.load('300 200px Newsreader', '¡!¿?'))
    // The Light "¡" as published stopped short of its dot: about 0.93 of the "!".
    expect(await inkRatio(page, '¡', '!')).toBeGreaterThan(0.98)
    expect(await inkRatio(page, '¿', '?')).toBeGreaterThan(0.98)
  })
})

test.describe('the testimonials', () => {
  for (const path of [paths.home, paths.services])
    for (const width of [390, 1280])
      test(`should count them between two arrows, with no row of dots, on ${path} at ${width}px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        const carousel = await mountedCarousel(page, 'Testimonios')
        const total = await carousel.locator('.splide__slide:not(.splide__slide--clone)').count()
        const counter = carousel.locator('.carousel-counter')
        await expect(counter).toBeVisible()
        await expect(counter).toHaveText(`1 / ${total}`)
        await expect(carousel.locator('.splide__pagination__page')).toHaveCount(0)
        const prev = carousel.locator('.splide__arrow--prev')
        const next = carousel.locator('.splide__arrow--next')
        const row = (await counter.boundingBox())!
        for (const [arrow, side] of [
          [prev, -1],
          [next, 1],
        ] as const) {
          await expect(arrow).toBeVisible()
          await expect(arrow).toHaveAccessibleName(/.+/)
          const box = (await arrow.boundingBox())!
          expect(box.width).toBeGreaterThanOrEqual(44)
          expect(box.height).toBeGreaterThanOrEqual(44)
          // Unboxed, on the counter's row, on its side.
          expect(await arrow.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px')
          expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2))).toBeLessThan(4)
          if (side < 0) expect(box.x + box.width).toBeLessThanOrEqual(row.x + 1)
          else expect(box.x).toBeGreaterThanOrEqual(row.x + row.width - 1)
        }
        await next.click()
        await expect(counter).toHaveText(`2 / ${total}`)
      })

  test('should set a quote in one typeface, first paragraph to last', async ({ page }) => {
    await page.goto(paths.services)
    const faces = await page
      .locator('.splide__slide blockquote')
      .first()
      .evaluate((quote) =>
        [...quote.querySelectorAll('p')].map((p) => {
          const style = getComputedStyle(p)
          return `${style.fontFamily} ${style.fontSize}`
        }),
      )
    expect(faces.length).toBeGreaterThan(1)
    expect(new Set(faces).size).toBe(1)
  })
})

test.describe("a journal entry's close", () => {
  test('should set the session box on the story’s text column, its kicker a label like the others', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(paths.journal())
    const first = page.locator('main a[href^="/diario/"]:not([href^="/diario/tipo/"])').first()
    await page.goto((await first.getAttribute('href'))!)
    const column = (await page.locator('article .story .text p').first().boundingBox())!
    const box = (await page.locator('#tu-sesion').locator('..').boundingBox())!
    expect(Math.abs(box.x - column.x)).toBeLessThanOrEqual(2)
    expect(Math.abs(box.x + box.width - (column.x + column.width))).toBeLessThanOrEqual(2)
    const kicker = page.locator('#tu-sesion').locator('xpath=preceding-sibling::p[1]')
    // The page's own kicker: the label over its title.
    const label = await page
      .locator('main h1')
      .first()
      .locator('xpath=preceding-sibling::p[1]')
      .evaluate((el) => getComputedStyle(el).fontSize)
    await expect(kicker).toHaveCSS('font-size', label)
  })
})

test.describe('the end of a page', () => {
  // What a visitor meets last before the footer is the way to ask for a session, never the
  // legal text or a link away.
  for (const path of [paths.faqs, paths.services])
    test(`should end ${path} on the call to action, a solid link to the contact page`, async ({
      page,
    }) => {
      await page.goto(path)
      const last = page.locator('main a[href]').last()
      await expect(last).toHaveAttribute('href', paths.contact)
      const [fill, paper] = await last.evaluate((a) => [
        getComputedStyle(a).backgroundColor,
        getComputedStyle(a.closest('section') ?? document.body).backgroundColor,
      ])
      expect(fill).not.toBe('rgba(0, 0, 0, 0)')
      expect(fill).not.toBe(paper)
    })
})
