import { expect, test, type Page } from '@playwright/test'
import { registeredImage } from '../../shared/content/images'
import {
  brands,
  families,
  familySectionLabels,
  feeText,
  priceAmount,
} from '../../shared/content/services'
import { breakpoints } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import { whatsappLink, whatsappServiceGreeting } from '../../shared/site/whatsapp'
import { disclosure, whatsappDestination } from './helpers'

const wide = { width: breakpoints.sectionSwitcher + 1, height: 900 }
/** Opens a page and waits for it to settle, so its islands have come to life. */
const open = async (page: Page, path: string) => {
  const res = await page.goto(path)
  await page.waitForLoadState('networkidle')
  return res
}
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('a families service page', () => {
  test('should show embarazo for "all", with its about text keeping line breaks', async ({
    page,
  }) => {
    await open(page, paths.families())
    const content = families.sections.embarazo
    await expect(h1(page)).toHaveText(content.title)
    await expect(page.getByRole('heading', { name: 'ACERCA DEL SERVICIO' })).toBeVisible()
    const [firstLine, secondLine] = content.hero[0]!.split('\n')
    const paragraph = page.getByText(firstLine!)
    await expect(paragraph).toBeVisible()
    // The '\n' of the content is a visible line break, not a space.
    expect(await paragraph.locator('xpath=ancestor::p[1]').innerText()).toBe(
      `${firstLine}\n${secondLine}`,
    )
  })

  test('should answer the when and what-is-included questions in an accordion', async ({
    page,
  }) => {
    const { collapsable } = families.sections.recienNacido
    const whenItem = collapsable.find((q) => q.id === 'when')!
    const includedItem = collapsable.find((q) => q.id === 'included')!
    /** A question's answer as the content words it: its paragraph, or its first point. */
    const firstPoint = (item: (typeof collapsable)[number]) =>
      item.type === 'list' ? item.answers[0]! : item.answers
    await open(page, paths.families('recienNacido'))
    const about = page.getByRole('region', { name: 'ACERCA DEL SERVICIO' })
    const when = disclosure(about, whenItem.question)
    await when.expectOpen(false)
    await expect(about.getByText(firstPoint(whenItem), { exact: true })).toBeHidden()
    await when.summary.click()
    await when.expectOpen(true)
    await expect(about.getByText(firstPoint(whenItem), { exact: true })).toBeVisible()
    const included = disclosure(about, includedItem.question)
    await included.summary.focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('listitem').filter({ hasText: firstPoint(includedItem) }),
    ).toBeVisible()
    // One open at a time.
    await when.expectOpen(false)
  })

  test('should show the fees of the section with the travel exclusion', async ({ page }) => {
    const { studioPrice, outdoorPrice } = families.sections.recienNacido
    await open(page, paths.families('recienNacido'))
    const fees = page.getByRole('region', { name: 'ARANCELES SESIONES' })
    await expect(fees).toContainText('Sesión en estudio')
    await expect(fees).toContainText(priceAmount(studioPrice))
    await expect(fees).toContainText('Sesión en exteriores o a domicilio')
    await expect(fees).toContainText(priceAmount(outdoorPrice))
    await expect(fees).toContainText('No incluye gastos de traslado.')
  })

  test('should link its two portfolio cards and the portfolio', async ({ page }) => {
    await open(page, paths.families('embarazo'))
    for (const card of families.sections.embarazo.portfolio) {
      await expect(page.getByRole('link', { name: card.title })).toHaveAttribute(
        'href',
        paths.work(card.work),
      )
    }
    await page.getByRole('link', { name: 'VER PORTFOLIO' }).click()
    await expect(page).toHaveURL(paths.portfolio('families'))
    await page.goBack()
    await page.getByRole('link', { name: families.sections.embarazo.portfolio[0].title }).click()
    await expect(page).toHaveURL(paths.work(families.sections.embarazo.portfolio[0].work))
  })

  test('should open WhatsApp in a new tab asking about this service, named mid-sentence', async ({
    page,
    request,
  }) => {
    const { title } = families.sections.bebes
    await open(page, paths.families('bebes'))
    const cta = page.getByRole('link', { name: 'CONSULTAR POR WHATSAPP' })
    await expect(cta).toHaveAttribute('target', '_blank')
    const destination = await whatsappDestination(request, (await cta.getAttribute('href'))!)
    expect(destination.href).toBe(whatsappLink(whatsappServiceGreeting(title)))
    const text = destination.searchParams.get('text')!
    // 'Fotografía de bebés' reads '… sobre fotografía de bebés.' in the message.
    expect(text).toContain(`sobre ${title.toLowerCase()}.`)
    expect(text).not.toContain(title)
  })

  test('should open on the wide photo above 720px and on its upright crop at 720px or less', async ({
    page,
  }) => {
    const { heroImg, mobileHeroImg } = families.sections.year
    const photo = page.locator('[data-page-opening] img').filter({ visible: true })
    await page.setViewportSize({ width: breakpoints.pageOpening + 1, height: 900 })
    await open(page, paths.families('year'))
    // Each with its own alt text: the crop says what it shows.
    await expect(photo).toHaveAttribute('alt', registeredImage(heroImg).alt)
    let box = (await photo.boundingBox())!
    expect(box.width).toBeGreaterThan(box.height)
    // Tall enough that the crop's 3:4 is not capped at 80 % of the screen.
    await page.setViewportSize({ width: breakpoints.pageOpening, height: 1200 })
    await expect(photo).toHaveAttribute('alt', registeredImage(mobileHeroImg).alt)
    box = (await photo.boundingBox())!
    expect(box.height).toBeGreaterThan(box.width)
  })
})

test.describe('the families section switcher', () => {
  const switcher = (page: Page) => page.getByRole('navigation', { name: 'Sesiones de familia' })
  const sectionLink = (page: Page, section: keyof typeof familySectionLabels) =>
    switcher(page).getByRole('link', { name: familySectionLabels[section], exact: true })

  test('should list the sections as links, mark the current one, and go to another', async ({
    page,
  }) => {
    await page.setViewportSize(wide)
    await open(page, paths.families())
    await expect(switcher(page).getByRole('link')).toHaveText(Object.values(familySectionLabels))
    await expect(sectionLink(page, 'embarazo')).toHaveAttribute('aria-current', 'page')
    await expect(sectionLink(page, 'year')).not.toHaveAttribute('aria-current', 'page')
    const idle = await sectionLink(page, 'year').evaluate(
      (el) => getComputedStyle(el).borderBottomColor,
    )
    expect(
      await sectionLink(page, 'embarazo').evaluate((el) => getComputedStyle(el).borderBottomColor),
    ).not.toBe(idle)
    await sectionLink(page, 'year').click()
    await expect(page).toHaveURL(paths.families('year'))
    await expect(h1(page)).toHaveText(families.sections.year.title)
    await expect(sectionLink(page, 'year')).toHaveAttribute('aria-current', 'page')
    await expect(sectionLink(page, 'embarazo')).not.toHaveAttribute('aria-current', 'page')
    // The browser's back button returns to the section before.
    await page.goBack()
    await expect(h1(page)).toHaveText(families.sections.embarazo.title)
  })

  test('should go to a section from the keyboard', async ({ page }) => {
    await open(page, paths.families('embarazo'))
    await sectionLink(page, 'bebes').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.families('bebes'))
    await expect(h1(page)).toHaveText(families.sections.bebes.title)
  })

  test('should show every section whole on a phone, two by two, with no second list under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, paths.families('recienNacido'))
    const links = switcher(page).getByRole('link')
    const boxes = await links.evaluateAll((all) =>
      all.map((l) => {
        const r = l.getBoundingClientRect()
        // A label cut mid-word shows as text wider than its box.
        return {
          top: Math.round(r.top),
          left: r.left,
          right: r.right,
          clipped: l.scrollWidth > l.clientWidth,
        }
      }),
    )
    expect(new Set(boxes.map((b) => b.top)).size).toBe(2)
    for (const b of boxes) {
      expect(b.clipped).toBe(false)
      expect(b.left).toBeGreaterThanOrEqual(0)
      expect(b.right).toBeLessThanOrEqual(390)
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBe(0)
    // The timing answer lives once on the page, in the questions accordion.
    await expect(switcher(page).getByRole('list')).toHaveCount(1)
    await expect(switcher(page).getByRole('listitem')).toHaveCount(
      Object.keys(familySectionLabels).length,
    )
  })

  test('should work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(paths.families('embarazo'))
    await sectionLink(page, 'bebes').click()
    await expect(page).toHaveURL(paths.families('bebes'))
    await expect(h1(page)).toHaveText(families.sections.bebes.title)
    // The questions open and close too, one at a time.
    const [first, second] = families.sections.bebes.collapsable
    const a = disclosure(page, first!.question)
    const b = disclosure(page, second!.question)
    await a.summary.click()
    await a.expectOpen(true)
    await b.summary.click()
    await b.expectOpen(true)
    await a.expectOpen(false)
    await context.close()
  })
})

test.describe('the brands service page', () => {
  test('should show its content, a starting studio price and the outdoor price as a custom quote', async ({
    page,
  }) => {
    const { studioPrice, outdoorPrice } = brands.content
    await open(page, paths.brands)
    await expect(h1(page)).toHaveText(brands.content.title)
    await expect(page.getByRole('navigation', { name: 'Sesiones de familia' })).toHaveCount(0)
    const fees = page.getByRole('region', { name: 'ARANCELES SESIONES' })
    const column = (name: string) =>
      fees.getByRole('heading', { level: 3, name }).locator('xpath=..')
    const studio = column('Sesión en estudio')
    await expect(studio).toContainText(`${feeText.from} USD ${studioPrice.usd}`)
    expect(priceAmount(studioPrice)).toBe(`${feeText.from} USD ${studioPrice.usd}`)
    // Both the price and the custom-quote note show: neither hides the other.
    const outdoor = column('Sesión en exteriores o a domicilio')
    await expect(outdoor.getByText(priceAmount(outdoorPrice), { exact: true })).toBeVisible()
    await expect(outdoor).toContainText(`USD ${outdoorPrice.usd}`)
    await expect(outdoor.getByText(feeText.customQuote, { exact: true })).toBeVisible()
    await expect(outdoor).toContainText('No incluye gastos de traslado.')
  })
})

test("should say 'Servicio no encontrado' for an unknown service", async ({ page }) => {
  const res = await open(page, '/services/bodas/all')
  expect(res?.status()).toBe(404)
  await expect(h1(page)).toHaveText('Servicio no encontrado')
  await expect(page.getByRole('link', { name: 'VER SERVICIOS' })).toHaveAttribute(
    'href',
    paths.services,
  )
})
