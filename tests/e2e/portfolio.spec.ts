import { expect, test } from '@playwright/test'
import { portfolioLabels, portfolioSections, works } from '../../shared/content/portfolio'
import { paths } from '../../shared/site/routes'

test.describe('the portfolio', () => {
  for (const section of portfolioSections) {
    test(`should list the ${section} works as cards with cover, subcategory and title`, async ({
      page,
    }) => {
      await page.goto(paths.portfolio(section))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio')
      // The section's name is the kicker above the title.
      await expect(
        page.getByRole('heading', { level: 1 }).locator('xpath=preceding-sibling::p[1]'),
      ).toHaveText(portfolioLabels[section])
      const list = works.filter((w) => w.category === section)
      const cards = page.getByRole('main').getByRole('listitem')
      await expect(cards).toHaveCount(list.length)
      for (const [i, work] of list.entries()) {
        const card = cards.nth(i).getByRole('link')
        await expect(card).toHaveAttribute('href', paths.work(work.id))
        await expect(card).toContainText(work.title)
        await expect(card.getByRole('img')).toBeVisible()
        const label = card.getByText(work.subcategory, { exact: true })
        await expect(label).toHaveCSS('font-variant-caps', 'all-small-caps')
      }
    })
  }

  test('should open a work from its card', async ({ page }) => {
    const work = works.filter((w) => w.category === 'pregnancies').at(-1)!
    await page.goto(paths.portfolio('pregnancies'))
    await page.getByRole('link', { name: work.title }).click()
    await expect(page).toHaveURL(paths.work(work.id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(work.title)
  })
})
