import { expect, test } from '@playwright/test'
import { registeredImage } from '../../shared/content/images'
import { products } from '../../shared/content/products'
import { paths } from '../../shared/site/routes'

const book = products.find((p) => p.hash === 'libro')!
/** A product still showing the placeholder detail page. */
const placeholder = products.find((p) => p.hash === 'prod4')!

test.describe('the shop', () => {
  test('should list the six products with image, title, description and VER PRODUCTO', async ({
    page,
  }) => {
    await page.goto(paths.shop)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productos')
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards).toHaveCount(products.length)
    for (const [i, product] of products.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.title)
      await expect(
        card.getByRole('img', { name: registeredImage(product.image).alt }),
      ).toBeVisible()
      if (product.description) await expect(card).toContainText(product.description)
      await expect(card.getByRole('link', { name: 'VER PRODUCTO' })).toHaveAttribute(
        'href',
        paths.product(product.hash),
      )
    }
    await cards.first().getByRole('link', { name: 'VER PRODUCTO' }).click()
    await expect(page).toHaveURL(paths.product(products[0]!.hash))
  })

  // Three a row on wide screens, two on a tablet and on a phone (the grid and the photos'
  // one shape: design.spec; the phone's cards, links without a button: design-phone.spec).
  for (const [width, perRow] of [
    [1800, 3],
    [1280, 3],
    [800, 2],
  ] as const) {
    test(`should set ${perRow} cards a row at ${width}px, each button at its row's foot`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(paths.shop)
      const cards = page.getByRole('main').getByRole('listitem')
      await expect(cards).toHaveCount(products.length)
      const boxes = await cards.evaluateAll((all) =>
        all.map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
      )
      expect(boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 1)).toHaveLength(perRow)
      // The button's look at the card's foot (the whole card is the link).
      const buttons = await cards
        .getByText('VER PRODUCTO', { exact: true })
        .evaluateAll((all) => all.map((a) => a.getBoundingClientRect().bottom))
      expect(buttons).toHaveLength(products.length)
      for (const [i, box] of boxes.entries()) {
        // Photo first, the button last, both inside the card.
        const photo = (await cards.nth(i).getByTestId('product-image').boundingBox())!
        expect(photo.y).toBeCloseTo(box.y, 0)
        expect(buttons[i]!).toBeLessThanOrEqual(box.y + box.height + 0.5)
        // The buttons of a row on one line.
        const rowStart = i - (i % perRow)
        expect(buttons[i]!).toBeCloseTo(buttons[rowStart]!, 0)
      }
    })
  }

  test('should fit the cards on a phone without overflowing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(paths.shop)
    const box = (await page.getByTestId('product-image').first().boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(30)
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 30)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })
})

test.describe('a product', () => {
  test('should show the book with its characteristics and actions', async ({ page }) => {
    await page.goto(paths.product(book.hash))
    const { title, description, characteristics } = book.individualPage
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('img', { name: registeredImage(book.image).alt })).toBeVisible()
    await expect(page.getByText(description)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Características' })).toBeVisible()
    const list = page.getByRole('list').filter({ hasText: characteristics[0]! })
    await expect(list.getByRole('listitem')).toHaveText(characteristics)

    const buy = page.getByRole('link', { name: 'QUIERO COMPRAR' })
    await expect(buy).toHaveAttribute('target', '_blank')
    await expect(buy).toHaveAttribute('href', book.individualPage.wpLink)

    const { giftSection } = book.individualPage
    const gift = page.getByRole('region', { name: giftSection.title })
    for (const p of giftSection.paragraphs) await expect(gift).toContainText(p)
    await expect(gift.getByRole('link', { name: giftSection.button.text })).toHaveAttribute(
      'href',
      paths.contact,
    )

    await page.getByRole('link', { name: 'CONSULTAR' }).click()
    await expect(page).toHaveURL(paths.productContact(book.hash))
  })

  test('should show a placeholder product with its own title, text and characteristics', async ({
    page,
  }) => {
    const { title, description, characteristics } = placeholder.individualPage
    await page.goto(paths.product(placeholder.hash))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(description)).toBeVisible()
    const list = page.getByRole('list').filter({ hasText: characteristics[0]! })
    await expect(list.getByRole('listitem')).toHaveText(characteristics)
  })

  test('should answer an unknown product with a way back to the shop', async ({ page }) => {
    const res = await page.goto('/shop/no-existe')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Este producto no está disponible',
    )
    await page.getByRole('link', { name: 'VOLVER A LA TIENDA' }).click()
    await expect(page).toHaveURL(paths.shop)
  })
})

test.describe('a product enquiry', () => {
  test('should show the product image, the heading and the product title', async ({ page }) => {
    await page.goto(paths.productContact(book.hash))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '¡Envianos tu consulta acerca de este producto!',
    )
    await expect(page.getByRole('main')).toContainText(book.title)
    await expect(page.getByRole('img', { name: registeredImage(book.image).alt })).toBeVisible()
    await page.getByRole('link', { name: 'VOLVER AL PRODUCTO' }).click()
    await expect(page).toHaveURL(paths.product(book.hash))
  })
})
