import { expect, test, type Page } from '@playwright/test'
import { images } from '../../shared/content/images'
import {
  brands,
  families,
  familySectionLabels,
  feeText,
  priceAmount,
} from '../../shared/content/services'
import { breakpoints } from '../../shared/design'
import { paths } from '../../shared/routes'
import { whatsappLink, whatsappServiceGreeting } from '../../shared/whatsapp'

const wide = { width: breakpoints.sectionSwitcher + 1, height: 900 }
const narrow = { width: breakpoints.sectionSwitcher, height: 900 }
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Sesiones de familia' })
/** Opens a page and waits for it to settle, so hydration has attached the widgets' handlers. */
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
    const when = page.getByRole('button', { name: whenItem.question })
    await expect(when).toHaveAttribute('aria-expanded', 'false')
    const about = page.getByRole('region', { name: 'ACERCA DEL SERVICIO' })
    await expect(about.getByText(firstPoint(whenItem), { exact: true })).toBeHidden()
    await when.click()
    await expect(when).toHaveAttribute('aria-expanded', 'true')
    await expect(about.getByText(firstPoint(whenItem), { exact: true })).toBeVisible()
    const included = page.getByRole('button', { name: includedItem.question })
    await included.focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('listitem').filter({ hasText: firstPoint(includedItem) }),
    ).toBeVisible()
    // One open at a time.
    await expect(when).toHaveAttribute('aria-expanded', 'false')
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
    await page.getByRole('link', { name: '[ VER PORTFOLIO ]' }).click()
    await expect(page).toHaveURL(paths.portfolio('families'))
    await page.goBack()
    await page.getByRole('link', { name: families.sections.embarazo.portfolio[0].title }).click()
    await expect(page).toHaveURL(paths.work(families.sections.embarazo.portfolio[0].work))
  })

  test('should open WhatsApp in a new tab asking about this service, named mid-sentence', async ({
    page,
  }) => {
    const { title } = families.sections.bebes
    await open(page, paths.families('bebes'))
    const cta = page.getByRole('link', { name: 'CONSULTAR POR WHATSAPP' })
    await expect(cta).toHaveAttribute('target', '_blank')
    await expect(cta).toHaveAttribute('href', whatsappLink(whatsappServiceGreeting(title)))
    const text = new URL((await cta.getAttribute('href'))!).searchParams.get('text')!
    // 'Fotografía de bebés' reads '… sobre fotografía de bebés.' in the message.
    expect(text).toContain(`sobre ${title.toLowerCase()}.`)
    expect(text).not.toContain(title)
  })

  test('should show the wide hero above 768px and the vertical one at 768px or less', async ({
    page,
  }) => {
    const { heroImg, mobileHeroImg } = families.sections.year
    const hero = page.getByRole('img', { name: images[heroImg].alt })
    /** The image key of the file the browser draws, once loaded ('' while one loads). */
    const drawn = () =>
      hero.evaluate((img: HTMLImageElement) =>
        img.complete ? (img.currentSrc.split('/').pop() ?? '').replace(/-\d+\.\w+\.\w+$/, '') : '',
      )
    await page.setViewportSize({ width: breakpoints.serviceMobileHero + 1, height: 900 })
    await open(page, paths.families('year'))
    await expect.poll(drawn).toBe(heroImg)
    let box = (await hero.boundingBox())!
    expect(box.width).toBeGreaterThan(box.height)
    await page.setViewportSize({ width: breakpoints.serviceMobileHero, height: 900 })
    // The browser keeps drawing (and sizing) the wide photo until the vertical crop
    // has loaded, so measure only once it is the one drawn.
    await expect.poll(drawn).toBe(mobileHeroImg)
    box = (await hero.boundingBox())!
    expect(box.height).toBeGreaterThan(box.width)
  })
})

test.describe('the families section switcher', () => {
  test('should be tabs above 1100px, the active one highlighted, and navigate on click', async ({
    page,
  }) => {
    await page.setViewportSize(wide)
    await open(page, paths.families())
    await expect(tabs(page)).toBeVisible()
    await expect(tabs(page).getByRole('tab')).toHaveText(Object.values(familySectionLabels))
    const embarazo = tabs(page).getByRole('tab', { name: familySectionLabels.embarazo })
    const year = tabs(page).getByRole('tab', { name: familySectionLabels.year })
    await expect(embarazo).toHaveAttribute('aria-selected', 'true')
    const idle = await year.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await embarazo.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(idle)
    await year.click()
    await expect(page).toHaveURL(paths.families('year'))
    await expect(h1(page)).toHaveText(families.sections.year.title)
    await expect(year).toHaveAttribute('aria-selected', 'true')
    await expect(embarazo).toHaveAttribute('aria-selected', 'false')
  })

  test('should move with the arrow keys and navigate on Enter', async ({ page }) => {
    await page.setViewportSize(wide)
    await open(page, paths.families('embarazo'))
    await tabs(page).getByRole('tab', { name: familySectionLabels.embarazo }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(
      tabs(page).getByRole('tab', { name: familySectionLabels.recienNacido }),
    ).toBeFocused()
    // Arrows only move focus; the page stays until a choice is made.
    await expect(page).toHaveURL(paths.families('embarazo'))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.families('bebes'))
    await expect(h1(page)).toHaveText(families.sections.bebes.title)
    await expect(tabs(page).getByRole('tab', { name: familySectionLabels.bebes })).toBeFocused()
  })

  test('should be an accordion list at 1100px or less that navigates', async ({ page }) => {
    await page.setViewportSize(narrow)
    await open(page, paths.families('embarazo'))
    await expect(tabs(page)).toBeHidden()
    const current = page.getByRole('button', { name: familySectionLabels.embarazo, exact: true })
    await expect(current).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: familySectionLabels.recienNacido, exact: true }).click()
    await expect(page).toHaveURL(paths.families('recienNacido'))
    await expect(h1(page)).toHaveText(families.sections.recienNacido.title)
    await expect(
      page.getByRole('button', { name: familySectionLabels.recienNacido, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true')
    // Keyboard: Tab to a section, Enter chooses it.
    await page.getByRole('button', { name: familySectionLabels.year, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.families('year'))
  })

  test('should switch between tabs and accordion across 1100px', async ({ page }) => {
    await page.setViewportSize(wide)
    await open(page, paths.families('bebes'))
    await expect(tabs(page)).toBeVisible()
    await page.setViewportSize(narrow)
    await expect(tabs(page)).toBeHidden()
    await expect(
      page.getByRole('button', { name: familySectionLabels.bebes, exact: true }),
    ).toBeVisible()
  })
})

test.describe('the brands service page', () => {
  test('should show its content, a starting studio price and the outdoor price as a custom quote', async ({
    page,
  }) => {
    const { studioPrice, outdoorPrice } = brands.content
    await open(page, paths.brands)
    await expect(h1(page)).toHaveText(brands.content.title)
    await expect(tabs(page)).toHaveCount(0)
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
  await expect(page.getByRole('link', { name: '[ VER SERVICIOS ]' })).toHaveAttribute(
    'href',
    paths.services,
  )
})
