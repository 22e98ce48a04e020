import { expect, test } from '@playwright/test'
import { registeredImage } from '../../shared/content/images'
import { studioContent } from '../../shared/content/studio'
import { breakpoints } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import { expectInDocumentOrder, marqueeStates } from './helpers'

const heroAlt = registeredImage('studio-hero').alt
/** The phone crop says what it shows: the window from top to bottom. */
const cropAlt = registeredImage('studio-hero-mobile').alt

test.describe('studio page', () => {
  test('should show the hero, the banner, the rental description and the booking link in order', async ({
    page,
  }) => {
    const { hero, rental } = studioContent
    await page.goto(paths.studio)
    const main = page.getByRole('main')
    const h1 = main.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(hero.title)
    const reserve = main.getByRole('link', { name: hero.cta, exact: true })
    await expect(reserve).toHaveAttribute('href', paths.contact)
    const banner = main.getByText(studioContent.banner, { exact: true }).first()
    const rentalSection = main.locator('section', {
      has: page.getByRole('heading', { name: rental.title }),
    })
    for (const paragraph of rental.paragraphs) await expect(rentalSection).toContainText(paragraph)
    const list = (title: string) =>
      rentalSection.getByRole('heading', { level: 3, name: title }).locator('xpath=..')
    await expect(list(rental.usesTitle).getByRole('listitem')).toHaveText([...rental.uses])
    await expect(list(rental.featuresTitle).getByRole('listitem')).toHaveText([...rental.features])
    const booking = main.getByRole('link', { name: studioContent.cta, exact: true })
    await expectInDocumentOrder([h1, reserve, banner, rentalSection, booking])
  })

  test('should take its closing booking link to the contact page', async ({ page }) => {
    await page.goto(paths.studio)
    await page.getByRole('link', { name: studioContent.cta, exact: true }).click()
    await expect(page).toHaveURL(paths.contact)
  })

  test('should keep its opening photo on a phone, first under the header with the title under it, and under the title on wider screens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.studio)
    const title = page.getByRole('heading', { level: 1 })
    const crop = page.getByRole('img', { name: cropAlt })
    await expect(crop).toBeVisible()
    const stacked = (await crop.boundingBox())!
    expect((await title.boundingBox())!.y).toBeGreaterThan(stacked.y + stacked.height)
    await page.setViewportSize({ width: breakpoints.pageOpening + 1, height: 900 })
    const photo = page.getByRole('img', { name: heroAlt })
    await expect(photo).toBeVisible()
    await expect(crop).toBeHidden()
    const wide = (await photo.boundingBox())!
    const over = (await title.boundingBox())!
    expect(over.y).toBeGreaterThan(wide.y)
    expect(over.y + over.height).toBeLessThan(wide.y + wide.height)
  })

  test('should let screen readers read the banner once and stop it for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(paths.studio)
    const copies = page.getByText(studioContent.banner, { exact: true })
    expect(await copies.count()).toBeGreaterThan(1)
    const exposed = await copies.evaluateAll(
      (nodes) => nodes.filter((n) => !n.closest('[aria-hidden="true"]')).length,
    )
    expect(exposed).toBe(1)
    const [state] = await marqueeStates(page)
    expect(state?.animationName).toBe('none')
  })
})
