import { expect, test } from '@playwright/test'
import { aboutContent } from '../../shared/content/about'
import { registeredImage } from '../../shared/content/images'
import { breakpoints } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import { expectInDocumentOrder, marqueeStates } from './helpers'

test.describe('about page', () => {
  test('should tell her story and values in order, word for word', async ({ page }) => {
    const { hero, story, purpose } = aboutContent
    await page.goto(paths.about)
    const main = page.getByRole('main')
    // Relative to whatever contains it, so it also works inside `has:` filters.
    const heading = (name: string) => page.getByRole('heading', { name, exact: true })

    await expect(main.getByRole('heading', { level: 1 })).toContainText(hero.quote)
    const storySection = main.locator('section', { has: heading(story.title) })
    for (const paragraph of story.paragraphs) await expect(storySection).toContainText(paragraph)

    const purposeSection = main.locator('section', { has: heading(purpose.title) })
    await expect(purposeSection).toContainText(purpose.intro)
    await expect(purposeSection.getByRole('heading', { level: 3 })).toHaveText(
      purpose.values.map((v) => v.name),
    )
    for (const value of purpose.values) await expect(purposeSection).toContainText(value.line)

    const points = main
      .locator('section', { has: heading(aboutContent.team.title) })
      .getByRole('listitem')
    await expect(points).toHaveCount(aboutContent.team.points.length)
    for (const [i, point] of aboutContent.team.points.entries()) {
      await expect(points.nth(i)).toContainText(point.title)
      await expect(points.nth(i)).toContainText(point.text)
    }

    const booking = main.getByRole('link', { name: aboutContent.bookingBanner, exact: true })
    await expect(booking).toHaveCount(1)
    await expect(booking).toHaveAttribute('href', paths.contact)

    const cta = main.getByRole('link', { name: aboutContent.secondStory.cta, exact: true })
    await expect(cta).toHaveAttribute('href', paths.contact)

    await expectInDocumentOrder([
      main.getByRole('heading', { level: 1 }),
      heading(story.title),
      heading(purpose.title),
      booking,
      heading(aboutContent.team.title),
      heading(aboutContent.subscribe.title),
      heading(aboutContent.secondStory.title),
      main.getByRole('img', { name: registeredImage('about-second-story').alt }),
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
      const heroPhoto = page.getByRole('img', { name: registeredImage('about-hero').alt })
      await expect(heroPhoto).toBeVisible()
      const quote = page.getByRole('heading', { level: 1 })
      const [q, p] = [await quote.boundingBox(), await heroPhoto.boundingBox()]
      // One column up to 810px (her portrait first, the quote under it), two columns above
      // (the portrait on the left, the quote beside it).
      if (width <= breakpoints.philosophyImage) expect(q!.y).toBeGreaterThan(p!.y + p!.height)
      else expect(q!.x).toBeGreaterThan(p!.x + p!.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
    })
  }

  test('should stop the booking banner for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(paths.about)
    const [state] = await marqueeStates(page)
    expect(state?.animationName).toBe('none')
  })

  test('should keep the good-team heading and a client’s words in view beside the points on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(paths.about)
    const heading = page.getByRole('heading', { name: aboutContent.team.title })
    const quote = page.getByRole('figure').filter({ hasText: aboutContent.team.quote.text })
    await expect(quote).toContainText(`“${aboutContent.team.quote.text}”`)
    await expect(quote).toContainText(aboutContent.team.quote.author)
    const lastPoint = page.getByRole('heading', { name: aboutContent.team.points.at(-1)!.title })
    await lastPoint.scrollIntoViewIfNeeded()
    await expect(heading).toBeInViewport()
    await expect(quote).toBeInViewport()
    // The column beside the points holds the words, not an empty band under the heading.
    const [words, points] = [
      (await quote.boundingBox())!,
      (await page.locator('section', { has: lastPoint }).getByRole('list').boundingBox())!,
    ]
    expect(words.x + words.width).toBeLessThan(points.x)
  })
})
