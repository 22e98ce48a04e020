/**
 * Every page the build made, loaded once at a phone's width and once at a desktop's,
 * with everything every page must be checked on that load: it renders whole without
 * errors, axe finds nothing, headings keep the type scale and (on a phone) no word alone
 * on their last line, split bands keep the grid, fragment links land, the chat button
 * and sticky elements cover nothing, and nothing is stored.
 */
import { expect, test, type Page } from '@playwright/test'
import { layout } from '../../shared/site/design'
import { whatsappPath } from '../../shared/site/whatsapp'
import { builtPages } from './helpers'
import {
  axeViolations,
  bandsOffTheGrid,
  bandsSideBySide,
  brokenFragmentLinks,
  chatButton,
  chatPlaced,
  chatShown,
  coveredByChat,
  coveredByStuck,
  expectNothingStored,
  kickerProblems,
  offScaleHeadings,
  orphanedHeadings,
} from './page-checks'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

/** Loads the page, collecting its script errors, and checks what every page shows. */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const res = await page.goto(path)
  expect(res?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('todos los derechos reservados')
  // Islands that wait for idle start after the load event.
  await page.waitForLoadState('networkidle')
  return errors
}

for (const path of builtPages()) {
  test.describe(path, () => {
    test('should be whole and accessible on a phone, the chat button covering nothing', async ({
      page,
    }) => {
      // Axe, then a scroll through the whole page waiting at each stop.
      test.slow()
      await page.setViewportSize(phone)
      const errors = await open(page, path)
      expect(await axeViolations(page)).toEqual([])
      expect(await offScaleHeadings(page)).toEqual([])
      expect(await orphanedHeadings(page)).toEqual([])
      expect(await kickerProblems(page)).toEqual([])
      expect(await bandsSideBySide(page)).toEqual([])

      const end = () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      for (let y = 0; y < (await end()); y += phone.height * 0.6) {
        await page.evaluate((y) => window.scrollTo(0, y), y)
        await chatPlaced(page)
        // At rest (fonts and sections below laid out), nothing is under it.
        await expect
          .poll(() => coveredByChat(page), {
            message: `scrolled to ${y}`,
            intervals: [50, 100, 250],
          })
          .toEqual([])
        expect(await coveredByStuck(page), `scrolled to ${y}`).toEqual([])
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(page.getByRole('contentinfo')).toBeInViewport()
      await chatPlaced(page)
      await expect.poll(() => coveredByChat(page), { intervals: [50, 100, 250] }).toEqual([])
      // The footer keeps room for it at the end, so there it shows — unless the page's
      // own WhatsApp call to action is on screen, offering the same chat.
      const ownChat = page.getByRole('main').locator(`a[href^="${whatsappPath}"]`)
      const ownInView = await ownChat.evaluateAll((links) =>
        links.some((l) => {
          const r = l.getBoundingClientRect()
          return r.bottom > 0 && r.top < innerHeight
        }),
      )
      await expect.poll(() => chatShown(page)).toBe(!ownInView)
      expect((await chatButton(page).boundingBox())!.width).toBe(layout.fab.phone.size)

      // Every island on the page has now come into view and started.
      expect(errors).toEqual([])
      await expectNothingStored(page)
    })

    test('should be whole and accessible on a desktop, on the grid, its fragment links landing', async ({
      page,
      request,
    }) => {
      await page.setViewportSize(desktop)
      const errors = await open(page, path)
      expect(await axeViolations(page)).toEqual([])
      expect(await offScaleHeadings(page)).toEqual([])
      expect(await bandsOffTheGrid(page)).toEqual([])
      expect(await brokenFragmentLinks(page, request)).toEqual([])
      expect(errors).toEqual([])
      await expectNothingStored(page)
    })
  })
}
