import { expect, test } from '@playwright/test'
import { stepCards } from '../../shared/content/contact'
import { breakpoints, palette } from '../../shared/site/design'
import { owner } from '../../shared/content/owner'
import { paths } from '../../shared/site/routes'
import { formChoice, gotoForm } from './forms-helpers'

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

test.describe('the contact page', () => {
  test('should switch between the two forms with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(paths.contact)
    const families = page.getByRole('form', { name: 'Formulario para familias' })
    const brands = page.getByRole('form', { name: 'Formulario para marcas' })
    await expect(families).toBeVisible()
    await expect(brands).toBeHidden()
    await formChoice(page, /MARCAS/).click()
    await expect(brands).toBeVisible()
    await expect(families).toBeHidden()
    // The chosen link looks chosen, and the choice stays in view.
    const link = formChoice(page, /MARCAS/)
    await expect(link).toHaveCSS('border-bottom-color', rgb(palette.grafito))
    await expect(formChoice(page, /FAMILIAS/)).toHaveCSS('border-bottom-color', 'rgba(0, 0, 0, 0)')
    await expect(link).toBeInViewport()
    await formChoice(page, /FAMILIAS/).click()
    await expect(families).toBeVisible()
    await expect(brands).toBeHidden()
    await context.close()
  })

  test('should open on the brands form when linked to it, and keep what was typed in each', async ({
    page,
  }) => {
    await page.goto(`${paths.contact}#formulario-marcas`)
    await expect(page.getByRole('form', { name: 'Formulario para marcas' })).toBeVisible()
    await expect(formChoice(page, /MARCAS/)).toHaveCSS('border-bottom-color', rgb(palette.grafito))
    const brandName = page.getByRole('textbox', { name: 'Nombre de la marca' })
    await brandName.fill('Ñandú')
    await formChoice(page, /FAMILIAS/).click()
    await expect(page.getByRole('form', { name: 'Formulario para familias' })).toBeVisible()
    await formChoice(page, /MARCAS/).click()
    await expect(brandName).toHaveValue('Ñandú')
  })

  test('should answer a tap on the brands link with its form, and the back button with the families form', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 412, height: 823 },
    })
    const page = await context.newPage()
    await gotoForm(page, paths.contact)
    const brands = formChoice(page, /MARCAS/)
    await brands.tap()
    await expect(page.getByRole('form', { name: 'Formulario para marcas' })).toBeVisible()
    await expect(brands).toBeInViewport()
    // The choice is in the address: back returns to the families form.
    expect(new URL(page.url()).hash).toBe('#formulario-marcas')
    await page.goBack()
    await expect(page.getByRole('form', { name: 'Formulario para familias' })).toBeVisible()
    await context.close()
  })

  test('should keep the date picker the page came with when the forms are switched', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    // The form's island owns the picker's prerendered HTML; choosing the other form
    // must not throw it away and draw it again.
    const picker = page.getByRole('group', { name: 'Fecha estimada' })
    await picker.evaluate((node) => ((node as HTMLElement & { kept?: true }).kept = true))
    await formChoice(page, /MARCAS/).click()
    await expect(page.getByRole('form', { name: 'Formulario para marcas' })).toBeVisible()
    await formChoice(page, /FAMILIAS/).click()
    await expect(picker).toBeVisible()
    expect(await picker.evaluate((node) => (node as HTMLElement & { kept?: true }).kept)).toBe(true)
  })

  test('should show the hero, the three steps and the form area in order', async ({ page }) => {
    await page.goto(paths.contact)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TRABAJEMOS JUNTOS')
    await expect(
      page.getByText('Estás listo para guardar los momentos más importantes en fotos?'),
    ).toBeVisible()
    const steps = page.getByRole('region', { name: 'PASO A PASO PARA TRABAJAR JUNTOS' })
    // The content's step cards, word for word: no second copy of them.
    expect(stepCards).toHaveLength(3)
    await expect(steps.getByRole('listitem')).toHaveCount(stepCards.length)
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      stepCards.map((s, i) => `Paso ${i + 1}: ${s.title}`),
    )
    await expect(steps.getByRole('listitem').locator('p')).toHaveText(
      stepCards.map((s) => s.description),
    )
    const form = page.getByRole('region', { name: 'Formulario de contacto' })
    await expect(form).toHaveCount(1)
    const stepsBox = (await steps.boundingBox())!
    const formBox = (await form.boundingBox())!
    expect(formBox.y).toBeGreaterThan(stepsBox.y)
  })

  test("should give Instagram, e-mail and the studio's address, the photo opening the map", async ({
    page,
  }) => {
    await page.goto(paths.contact)
    const info = page.getByRole('region', { name: 'Dónde encontrarme' })
    await expect(
      info.getByRole('link', { name: `@${owner.instagram}`, exact: true }),
    ).toHaveAttribute('href', owner.socialUrl)
    await expect(info.getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      `mailto:${owner.email}`,
    )
    await expect(info).toContainText(`${owner.address.locality}, ${owner.address.region}`)
    const map = info.getByRole('link', { name: /Ver en el mapa/ })
    await expect(map).toHaveAttribute('href', owner.mapsUrl)
    await expect(map).toHaveAttribute('target', '_blank')
    await expect(map.getByRole('img')).toBeVisible()
  })

  test("should end with the purple 'Tenés más preguntas?' banner inviting an e-mail", async ({
    page,
  }) => {
    await page.goto(paths.contact)
    const banner = page.getByRole('region', { name: 'Tenés más preguntas?' })
    await expect(banner).toHaveCSS('background-color', rgb(palette.purple))
    await expect(banner).toHaveCSS('color', rgb(palette.white))
    await expect(banner.getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      `mailto:${owner.email}`,
    )
  })

  test('should stack the steps on narrow screens and line them up on wide ones', async ({
    page,
  }) => {
    const items = page
      .getByRole('region', { name: 'PASO A PASO PARA TRABAJAR JUNTOS' })
      .getByRole('listitem')
    await page.setViewportSize({ width: breakpoints.workLayout + 1, height: 900 })
    await page.goto(paths.contact)
    let [a, b] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!]
    expect(Math.abs(a.y - b.y)).toBeLessThan(2)
    await page.setViewportSize({ width: breakpoints.workLayout, height: 900 })
    ;[a, b] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!]
    expect(b.y).toBeGreaterThan(a.y + a.height - 1)
  })
})
