import { expect, test } from '@playwright/test'
import { serviceTestimonials } from '../../shared/content/service-testimonials'
import { families } from '../../shared/content/services'
import { paths } from '../../shared/site/routes'

test.describe('the services overview', () => {
  test('should show the heading, the intro link and the three service blocks with their links', async ({
    page,
  }) => {
    await page.goto(paths.services)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('COMO TRABAJAR CONMIGO')
    await page.getByRole('link', { name: 'EXPLORA MIS SERVICIOS' }).click()
    await expect(page).toHaveURL(/#servicios$/)

    const blocks = page
      .locator('#servicios')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') })
    await expect(blocks).toHaveCount(3)
    for (const block of await blocks.all()) {
      await expect(block.getByRole('list', { name: 'Incluye' })).toContainText(
        '30 imágenes en alta calidad.',
      )
      await expect(block).toContainText('Sesión en el estudio y/o en tu espacio.')
      await expect(block).toContainText('Material editado y listo para publicar.')
    }
    await expect(page.getByRole('link', { name: 'QUIERO AGENDAR' })).toHaveAttribute(
      'href',
      paths.brands,
    )
    await expect(page.getByRole('link', { name: 'CONOCÉ MÁS' })).toHaveAttribute(
      'href',
      paths.families(),
    )
    await expect(page.getByRole('link', { name: 'QUIERO SABER MÁS' })).toHaveAttribute(
      'href',
      paths.contact,
    )

    // The sections near the screen are laid out as it reaches them (content-visibility),
    // which can move the link after Playwright scrolled to it: click once they have.
    const faq = page.getByRole('link', { name: 'VER FAQ' })
    await faq.scrollIntoViewIfNeeded()
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await faq.click()
    await expect(page).toHaveURL(paths.faqs)
  })

  test('should go to the families page from its block', async ({ page }) => {
    await page.goto(paths.services)
    await page.getByRole('link', { name: 'CONOCÉ MÁS' }).click()
    await expect(page).toHaveURL(paths.families())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      families.sections.embarazo.title,
    )
  })
})

test.describe('the services testimonials', () => {
  const carousel = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Testimonios' })
  const visibleSlide = (page: import('@playwright/test').Page) =>
    carousel(page).locator('.splide__slide.is-active:not(.splide__slide--clone)')
  /** Opens /services and scrolls to the carousel: Splide sets itself up as it nears the screen. */
  const openCarousel = async (page: import('@playwright/test').Page) => {
    await page.goto(paths.services)
    await carousel(page).scrollIntoViewIfNeeded()
  }

  test('should show session, both quotes and author, and move with the arrows in a loop', async ({
    page,
  }) => {
    await openCarousel(page)
    const first = serviceTestimonials[0]!
    const last = serviceTestimonials.at(-1)!
    await expect(visibleSlide(page)).toContainText(first.quote)
    await expect(visibleSlide(page)).toContainText(first.quote2)
    await expect(visibleSlide(page)).toContainText(first.author)
    await expect(visibleSlide(page)).toContainText(first.session)
    await carousel(page).getByRole('button', { name: 'Testimonio siguiente' }).click()
    await expect(visibleSlide(page)).toContainText(serviceTestimonials[1]!.quote)
    await carousel(page).getByRole('button', { name: 'Testimonio anterior' }).click()
    await expect(visibleSlide(page)).toContainText(first.quote)
    // On the first slide Splide names the same arrow for where it leads ('Ir al último').
    await carousel(page).locator('.splide__arrow--prev').click()
    // It loops: before the first comes the last.
    await expect(visibleSlide(page)).toContainText(last.quote)
  })

  test('should move with the keyboard arrows once focused', async ({ page }) => {
    await openCarousel(page)
    await carousel(page).getByRole('button', { name: 'Testimonio siguiente' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(visibleSlide(page)).toContainText(serviceTestimonials[1]!.quote)
    await page.keyboard.press('ArrowLeft')
    await expect(visibleSlide(page)).toContainText(serviceTestimonials[0]!.quote)
  })

  test('should move when dragged', async ({ page }) => {
    await openCarousel(page)
    const box = (await visibleSlide(page).boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + box.width * (0.8 - i * 0.07), y)
      await page.waitForTimeout(16)
    }
    // Released at rest, so it lands where it was dragged to: released moving, Splide adds
    // a flick of up to a page, as far as the machine's timing of the moves makes it.
    await page.waitForTimeout(300)
    await page.mouse.up()
    await expect(visibleSlide(page)).toContainText(serviceTestimonials[1]!.quote)
  })

  test('should keep its arrows on a phone, beside the count', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await openCarousel(page)
    await expect(visibleSlide(page)).toBeVisible()
    await expect(carousel(page).getByRole('button', { name: 'Testimonio siguiente' })).toBeVisible()
    await expect(carousel(page).locator('.carousel-counter')).toHaveText(
      `1 / ${serviceTestimonials.length}`,
    )
  })
})
