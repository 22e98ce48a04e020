/**
 * Text over photos that reads, measured on the photo under it; every inside page that
 * opens on a photo has it first under the header; a sticky heading that stays off the
 * text on a phone; grids that fit what they hold (the shop's cards on the columns, one
 * photo shape, no item alone in a row, the contact form on the middle columns) and lists
 * that end on a call to book. The type scale, the kickers, the page grid and what
 * sticky elements cover on every page: pages.spec.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { breakpoints, grid, layout, palette } from '../../shared/site/design'
import { registeredImage } from '../../shared/content/images'
import { paths } from '../../shared/site/routes'
import { isLargestPaint } from './helpers'
import { coveredByStuck, loneInRows, openingPhotoProblems } from './page-checks'

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
const luminance = (rgb: readonly number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))

/**
 * Every line of `text` reads over the photo under it: white against the light parts of
 * what is behind the line (the photo and its scrim, the text hidden), at 4.5:1, or 3:1
 * from 24px.
 */
async function expectReadableOverPhoto(page: Page, text: Locator, where: string) {
  const lines = (
    await text.evaluateAll((all) =>
      all.map((el) => {
        const out: { x: number; y: number; width: number; height: number; size: number }[] = []
        const size = parseFloat(getComputedStyle(el).fontSize)
        const range = document.createRange()
        range.selectNodeContents(el)
        for (const r of range.getClientRects())
          if (r.width > 0) out.push({ x: r.x, y: r.y, width: r.width, height: r.height, size })
        ;(el as HTMLElement).style.color = 'transparent'
        return out
      }),
    )
  ).flat()
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) {
    const shot = await page.screenshot({ clip: line })
    const brightest = await page.evaluate(async (png) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const data = context.getImageData(0, 0, image.width, image.height).data
      const values: number[][] = []
      for (let i = 0; i < data.length; i += 4) values.push([data[i]!, data[i + 1]!, data[i + 2]!])
      // The 95th percentile of brightness: the light parts, not one speck of grain.
      values.sort((a, b) => a[0]! + a[1]! + a[2]! - (b[0]! + b[1]! + b[2]!))
      return values[Math.floor(values.length * 0.95)]!
    }, shot.toString('base64'))
    const ratio = (luminance(hex(palette.white)) + 0.05) / (luminance(brightest) + 0.05)
    const needed = line.size >= 24 ? 3 : 4.5
    expect(
      ratio,
      `${where}, text ${line.size}px at y=${Math.round(line.y)}`,
    ).toBeGreaterThanOrEqual(needed)
  }
}

for (const width of [390, 1280]) {
  test(`should keep the text over the home photos readable at ${width} px, measured on the photo under it`, async ({
    browser,
  }) => {
    // Without scripts each slide can be shown in turn by scrolling its row.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(paths.home)
    const slides = page.getByRole('region', { name: 'Presentación' }).locator('.splide__slide')
    expect(await slides.count()).toBe(2)
    for (let i = 0; i < 2; i++) {
      const slide = slides.nth(i)
      // Without scripts the slides after the first wait hidden: show this one alone.
      await slides.evaluateAll(
        (all, i) =>
          all.forEach((s, n) => {
            ;(s as HTMLElement).style.visibility = n === i ? 'visible' : 'hidden'
          }),
        i,
      )
      await slide.evaluate((s) => s.scrollIntoView({ block: 'nearest', inline: 'start' }))
      await slide
        .locator('img')
        .evaluateAll((imgs) => Promise.all(imgs.map((img) => (img as HTMLImageElement).decode())))
      await page.evaluate(() => document.fonts.ready)
      await expectReadableOverPhoto(page, slide.locator('p'), `slide ${i + 1}`)
    }
    await context.close()
  })
}

test('should keep sticky headings off the content while /about scrolls on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(paths.about)
  // A quarter screen at a time: a stuck heading shows over the points it passes.
  const end = () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  for (let y = 0; y <= (await end()); y += 844 / 4) {
    await page.evaluate((y) => window.scrollTo(0, y), y)
    expect(await coveredByStuck(page), `scrolled to ${y}`).toEqual([])
  }
})

/** Inside pages that open on a photo across the screen, and /about on her portrait. */
const openings = [
  paths.services,
  paths.studio,
  paths.faqs,
  paths.contact,
  paths.shop,
  paths.journal(),
  paths.journalKind('embarazo'),
  ...(['families', 'pregnancies', 'brands'] as const).map((s) => paths.portfolio(s)),
  // Pages that open on their own photo (design-openings.spec checks every page's share;
  // journal.spec an entry's cover, whose alt is in the entry rather than images.json). A
  // product's enquiry page opens on its form.
  paths.families('embarazo'),
  paths.brands,
  paths.work(2),
  paths.product('libro'),
]

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const path of [...openings, paths.about]) {
    test(`should open ${path} at ${width} px on its photo, first under the header and the page's largest paint`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.goto(path)
      const photo = page.getByRole('main').locator('img').filter({ visible: true }).first()
      await photo.evaluate((img) => (img as HTMLImageElement).decode())
      expect(await openingPhotoProblems(page)).toEqual([])
      // The photo shown says what it shows: the phone crop has its own alt text.
      expect(await photo.getAttribute('alt')).toBe(
        registeredImage((await photo.getAttribute('data-image'))!).alt,
      )
      // What the browser reports as the largest paint is that photo, and nothing moved.
      expect(await isLargestPaint(photo), `${path}: its photo is the largest paint`).toBe(true)
      if (path === paths.about) return

      // Across the screen: three quarters of its height on a wide one, 3:4 on a phone.
      const box = (await photo.boundingBox())!
      expect(box.x).toBe(0)
      expect(box.width).toBe(width)
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      if (width > breakpoints.pageOpening) {
        expect(box.height).toBeCloseTo(height * 0.75, -1)
        // The kicker and title over the photo's foot, on the content's left edge.
        expect(title.x).toBe(layout.sidePadding.wide)
        expect(title.y + title.height).toBeLessThan(box.y + box.height)
        expect(title.y).toBeGreaterThan(box.y + box.height / 2)
      } else {
        // The title under it, on the page.
        expect(title.y).toBeGreaterThan(box.y + box.height)
        expect(title.y + title.height).toBeLessThan(height)
        // 3:4, every opening alike (/studio's too, its button under the title).
        expect(box.height).toBeCloseTo((width * 4) / 3, -1)
      }
    })
  }
}

test('should keep the kicker and title over every opening photo readable at 1280 px, measured on the photo under them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of openings) {
    await page.goto(path)
    await page
      .getByRole('main')
      .locator('img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).decode())
    await page.evaluate(() => document.fonts.ready)
    // The kicker and the title: the words over the photo.
    await expectReadableOverPhoto(
      page,
      page.locator('[data-page-opening] :is(h1, p:has(+ h1))'),
      path,
    )
  }
})

/** The width of `span` columns of the page grid at a desktop width (content under maxWidth). */
const columnsWide = (viewport: number, span: number) => {
  const content = Math.min(viewport - 2 * layout.sidePadding.wide, layout.maxWidth)
  const column = (content - (grid.columns - 1) * grid.gutter.wide) / grid.columns
  return span * column + (span - 1) * grid.gutter.wide
}

const portfolioLists = (['families', 'pregnancies', 'brands'] as const).map((s) =>
  paths.portfolio(s),
)

test.describe('grids that fit what they hold', () => {
  for (const width of [390, 1280]) {
    test(`should give every shop card's photo one shape at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(paths.shop)
      const boxes = await page
        .getByTestId('product-image')
        .evaluateAll((frames) => frames.map((f) => f.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes.length).toBeGreaterThan(1)
      const [first] = boxes.map((b) => b.width / b.height)
      for (const [i, b] of boxes.entries())
        expect(Math.abs(b.width / b.height / first! - 1), `card ${i + 1}`).toBeLessThanOrEqual(0.01)
    })
  }

  test('should set the shop cards on the 12-column grid at 1280 px: equal widths, the gutter between', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(paths.shop)
    const cards = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((all) => all.map((c) => c.getBoundingClientRect().toJSON() as DOMRect))
    const width = columnsWide(1280, grid.cardSpan.wide)
    for (const [i, card] of cards.entries())
      expect(Math.abs(card.width - width), `card ${i + 1} is ${card.width} px`).toBeLessThan(1)
    // The first card on the content's edge, each next one a gutter after the one before.
    expect(cards[0]!.x).toBeCloseTo(layout.sidePadding.wide, 0)
    const firstRow = cards.filter((c) => Math.abs(c.y - cards[0]!.y) < 1)
    expect(firstRow).toHaveLength(grid.columns / grid.cardSpan.wide)
    for (let i = 1; i < firstRow.length; i++)
      expect(firstRow[i]!.x - (firstRow[i - 1]!.x + firstRow[i - 1]!.width)).toBeCloseTo(
        grid.gutter.wide,
        0,
      )
  })

  test('should leave no item alone in a row with room beside it at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const path of [
      paths.faqs,
      paths.shop,
      paths.services,
      paths.contact,
      paths.about,
      paths.studio,
      paths.home,
      ...portfolioLists,
      // A service page with one journal story of its kind, and one with two.
      paths.families('embarazo'),
      paths.families('recienNacido'),
      paths.journal(),
    ]) {
      await page.goto(path)
      expect(await loneInRows(page), path).toEqual([])
    }
  })

  test("should keep the contact forms on the grid's middle columns at 1280 px, short fields in pairs, and in one column on a phone", async ({
    page,
  }) => {
    // A field by its label's first words, and its control: a text box, or the date's group.
    const label = (form: Locator, name: string) =>
      form
        .getByText(new RegExp(`^${name}`))
        .filter({ visible: true })
        .first()
    const control = (form: Locator, name: string) =>
      name === 'Fecha estimada'
        ? form.getByRole('group', { name })
        : form.getByRole('textbox', { name, exact: true })
    for (const [path, formName, pairs] of [
      [
        paths.contact,
        'Formulario para familias',
        [
          ['Nombre', 'Apellido'],
          ['Email', 'Fecha estimada'],
        ],
      ],
      [paths.productContact('libro'), 'Consulta sobre el producto', [['Nombre', 'Teléfono']]],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path)
      const form = page.getByRole('form', { name: formName })
      const box = (await form.boundingBox())!
      expect(box.width, `${path}: the form's width`).toBeLessThanOrEqual(720)
      // Centred on the content, as the grid's middle columns are.
      expect(Math.abs(box.x + box.width / 2 - 640), path).toBeLessThan(2)
      // Where a label's words are (a label above its control starts with padding).
      const words = (name: string) =>
        label(form, name).evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return range.getBoundingClientRect().toJSON() as DOMRect
        })
      for (const [a, b] of pairs) {
        const [left, right] = [await words(a), await words(b)]
        expect(Math.abs(left.y - right.y), `${a} and ${b} on one line`).toBeLessThan(2)
        expect(right.x, `${b} beside ${a}`).toBeGreaterThan(
          (await control(form, a).boundingBox())!.x + (await control(form, a).boundingBox())!.width,
        )
      }
      await page.setViewportSize({ width: 390, height: 844 })
      const width = (await form.boundingBox())!.width
      for (const [a, b] of pairs) {
        const [top, under] = [
          (await control(form, a).boundingBox())!,
          (await label(form, b).boundingBox())!,
        ]
        expect(under.y, `${b} under ${a} on a phone`).toBeGreaterThan(top.y + top.height - 1)
        expect(top.width, `${a} across the form`).toBeGreaterThan(width * 0.9)
      }
    }
  })

  for (const path of portfolioLists)
    test(`should end ${path} on a call to book, not straight into the footer`, async ({ page }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      const last = main.locator(':scope > *').last()
      const book = last.locator(`a[href="${paths.contact}"]`)
      await expect(book).toBeVisible()
      // Below every work of the list.
      const cards = await main
        .getByRole('listitem')
        .evaluateAll((all) => Math.max(...all.map((c) => c.getBoundingClientRect().bottom)))
      expect((await book.boundingBox())!.y).toBeGreaterThan(cards)
    })
})
