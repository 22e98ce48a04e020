import { expect, test } from '@playwright/test'
import { images } from '../../shared/content/images'
import { studioContent } from '../../shared/content/studio'
import { breakpoints } from '../../shared/design'
import { paths } from '../../shared/routes'
import { expectInDocumentOrder, marqueeStates } from './helpers'

const heroAlt = images['studio-hero'].alt

test.describe('studio page', () => {
  test('should show the hero, the banner, the rental description and RESÉRVALO in order', async ({
    page,
  }) => {
    await page.goto(paths.studio)
    const main = page.getByRole('main')
    const h1 = main.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText('Conoce el espacio donde sucede la magia en fotos.')
    const reserve = main.getByRole('link', { name: 'QUIERO RESERVAR', exact: true })
    await expect(reserve).toHaveAttribute('href', paths.contact)
    const banner = main
      .getByText('RESERVAS DISPONIBLES PARA ALQUILER DEL ESTUDIO', { exact: true })
      .first()
    const rental = main.locator('section', {
      has: page.getByRole('heading', { name: studioContent.rental.title }),
    })
    for (const fact of [
      'Producciones de fotos',
      'Talleres',
      'Presentaciones y charlas',
      'depende del uso, del tiempo y de la cantidad de personas',
      'complejo de oficinas',
      'autopista',
      '50 m2',
      'luz natural',
      'Estacionamiento libre',
      'Máquina de café',
      'Frigobar',
    ]) {
      await expect(rental).toContainText(fact)
    }
    const reservalo = main.getByRole('link', { name: 'RESÉRVALO', exact: true })
    await expectInDocumentOrder([h1, reserve, banner, rental, reservalo])
  })

  test('should take RESÉRVALO to the contact page', async ({ page }) => {
    await page.goto(paths.studio)
    await page.getByRole('link', { name: 'RESÉRVALO', exact: true }).click()
    await expect(page).toHaveURL(paths.contact)
  })

  test(`should hide the hero photo at ${breakpoints.studioHeroImage}px and narrower`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: breakpoints.studioHeroImage, height: 900 })
    await page.goto(paths.studio)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('img', { name: heroAlt })).toBeHidden()
    await page.setViewportSize({ width: breakpoints.studioHeroImage + 1, height: 900 })
    await expect(page.getByRole('img', { name: heroAlt })).toBeVisible()
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
