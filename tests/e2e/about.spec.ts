import { expect, test } from '@playwright/test'
import { aboutContent } from '../../shared/content/about'
import { images } from '../../shared/content/images'
import { breakpoints } from '../../shared/design'
import { paths } from '../../shared/routes'
import { expectInDocumentOrder, marqueeStates } from './helpers'

test.describe('about page', () => {
  test('should tell her story and values in the spec order', async ({ page }) => {
    await page.goto(paths.about)
    const main = page.getByRole('main')
    // Relative to whatever contains it, so it also works inside `has:` filters.
    const heading = (name: string) => page.getByRole('heading', { name, exact: true })

    await expect(main.getByRole('heading', { level: 1 })).toContainText('fotografía emocional', {
      ignoreCase: true,
    })
    const story = main.locator('section', { has: heading('Mi historia') })
    await expect(story).toContainText('2012')
    await expect(story).toContainText('2014')
    await expect(story).toContainText('Mi embarazo y el nacimiento de mi hija')

    const values = main.locator('section', { has: heading('Mi propósito') }).getByRole('heading', {
      level: 3,
    })
    await expect(values).toHaveText(['CERCANÍA', 'SENSIBILIDAD', 'CONFIANZA', 'DISFRUTE'])

    const points = main
      .locator('section', { has: heading(aboutContent.team.title) })
      .getByRole('listitem')
    await expect(points).toHaveCount(5)
    await expect(points.first()).toContainText(aboutContent.team.points[0].title)

    const booking = main.getByRole('link', { name: aboutContent.bookingBanner, exact: true })
    await expect(booking).toHaveCount(1)
    await expect(booking).toHaveAttribute('href', paths.contact)

    const cta = main.getByRole('link', { name: aboutContent.secondStory.cta, exact: true })
    await expect(cta).toHaveAttribute('href', paths.contact)

    await expectInDocumentOrder([
      main.getByRole('heading', { level: 1 }),
      heading('Mi historia'),
      heading('Mi propósito'),
      booking,
      heading(aboutContent.team.title),
      heading(aboutContent.subscribe.title),
      heading(aboutContent.secondStory.title),
      main.getByRole('img', { name: images['about-second-story'].alt }),
      heading(aboutContent.secondStory.heroTitle),
      cta,
    ])
  })

  test('should place the subscribe form inside the newsletter block', async ({ page }) => {
    await page.goto(paths.about)
    const block = page.getByRole('main').locator('section', {
      has: page.getByRole('heading', { name: aboutContent.subscribe.title }),
    })
    await expect(block).toContainText(aboutContent.subscribe.text)
    // The form itself belongs to the forms work; here it only has to be in this block.
    await expect(block.locator('form, [data-stub="subscribe-form"]')).toHaveCount(1)
  })

  test('should take the booking banner to the contact page', async ({ page }) => {
    await page.goto(paths.about)
    const link = page.getByRole('link', { name: aboutContent.bookingBanner, exact: true })
    await page.locator('[data-marquee]', { has: link }).hover()
    await link.click()
    await expect(page).toHaveURL(paths.contact)
  })

  for (const width of [breakpoints.philosophyImage, breakpoints.philosophyImage + 1]) {
    test(`should read in order without sideways overflow at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(paths.about)
      const heroPhoto = page.getByRole('img', { name: images['about-hero'].alt })
      await expect(heroPhoto).toBeVisible()
      const quote = page.getByRole('heading', { level: 1 })
      const [q, p] = [await quote.boundingBox(), await heroPhoto.boundingBox()]
      // One column up to 810px (photo under the quote), two columns above.
      if (width <= breakpoints.philosophyImage) expect(p!.y).toBeGreaterThan(q!.y + q!.height)
      else expect(p!.x).toBeGreaterThan(q!.x + q!.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
    })
  }

  test('should stop the booking banner for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(paths.about)
    const [state] = await marqueeStates(page)
    expect(state?.animationName).toBe('none')
  })
})
