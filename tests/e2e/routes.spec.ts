import { expect, test } from '@playwright/test'
import { menuGroups, menuLinks, paths } from '../../shared/site/routes'
import { homeServiceCards } from '../../shared/content/home'
import { owner } from '../../shared/content/owner'
import { builtPages, disclosure } from './helpers'

const routes = builtPages()

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of routes) {
    test(`should show the content of ${path} before any script runs, no wider than a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 })
      await page.goto(path)
      // Wider content would let a phone zoom the page out until the app mounts.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: owner.brand })).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'CONTACT' }),
      ).toBeVisible()
    })
  }
})

test('should send every menu option to its page', async ({ page }) => {
  // A dozen navigations in one test.
  test.slow()
  await page.goto('/')
  for (const group of menuGroups) {
    for (const option of group.options) {
      await page.getByRole('button', { name: 'Abrir menú' }).click()
      const menu = page.getByRole('dialog', { name: 'Menú' })
      await expect(menu).toBeVisible()
      await disclosure(menu, group.title).summary.click()
      await menu.getByRole('link', { name: option.text, exact: true }).click()
      await expect(page).toHaveURL(option.route)
      await expect(menu).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  }
})

test('should link the journal from the menu, beside its groups', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const menu = page.getByRole('dialog', { name: 'Menú' })
  for (const option of menuLinks) {
    await menu.getByRole('link', { name: option.text, exact: true }).click()
    await expect(page).toHaveURL(option.route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('should redirect an unknown path to home on client-side navigation too', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL('/')
})

test('should land the home newborn card on the newborn section', async ({ page }) => {
  const newborns = homeServiceCards.find((c) => c.link === paths.newbornsAlias)!
  await page.goto('/')
  await page.getByRole('link', { name: newborns.title }).click()
  await expect(page).toHaveURL(paths.families('recienNacido'))
})
