/**
 * The four forms with JavaScript turned off (the `no-javascript` project): the
 * browser posts each itself to the Worker, which stores it, mails it once and
 * lands the visitor on a thank-you page; a refused one comes back on its page with
 * what was typed, each problem under its field. Controls that need a script stay out of sight.
 */
import { expect, test, type Page } from '@playwright/test'
import { homeContent } from '../../shared/content/home'
import { apiPaths } from '../../shared/forms/api'
import { notificationText } from '../../shared/forms/text'
import { paths } from '../../shared/site/routes'
import { formChoice, unique } from './forms-helpers'
import { mailsAbout, mailTo } from './received-mail'
import { OWNER_EMAIL } from './playwright.config'

const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' })
const choose = (page: Page, option: string) =>
  page.getByText(option, { exact: true }).filter({ visible: true }).click()

async function fillFamiliesByHand(page: Page, name: string) {
  await field(page, 'Nombre').fill(name)
  await field(page, 'Apellido').fill('Pérez')
  await field(page, 'Email').fill(`${name.toLowerCase()}@example.com`)
  // The browser's own date field stands in for the picker.
  await page.locator('input[type="date"]').filter({ visible: true }).fill('2027-03-05')
  await choose(page, 'En mi estudio')
  await field(page, 'Zona donde vivís').fill('Canning')
  await field(page, 'Mensaje').fill('Hola, ¿tenés lugar en marzo?')
  await choose(page, 'Por referido/a')
}

async function expectThanked(page: Page, text: string) {
  await expect(page).toHaveURL(new RegExp(`${apiPaths.formSent}\\?`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias!')
  await expect(page.getByText(text)).toBeVisible()
}

test('should deliver a families enquiry once and thank the visitor with its reference', async ({
  page,
  request,
}) => {
  const name = `Ana${unique()}`
  await page.goto(paths.contact)
  await fillFamiliesByHand(page, name)
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expectThanked(page, notificationText.contactSuccess)
  await expect(page.getByText(/FAM-\d{4}-\d{4}/)).toBeVisible()
  await expect.poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length).toBe(1)
  // Reloading the thank-you page sends nothing again.
  await page.reload()
  await page.waitForTimeout(500)
  expect(mailTo(await mailsAbout(request, name), OWNER_EMAIL)).toHaveLength(1)
})

test('should deliver a brands enquiry chosen by its tab', async ({ page, request }) => {
  const name = `Bruno${unique()}`
  await page.goto(paths.contact)
  await formChoice(page, /MARCAS/).click()
  await field(page, 'Nombre').fill(name)
  await field(page, 'Apellido').fill('Gómez')
  await field(page, 'Email').fill(`${name.toLowerCase()}@example.com`)
  await field(page, 'Nombre de la marca').fill('Ñandú Cerámica')
  await field(page, 'Redes sociales de la marca').fill('@nanduceramica')
  await field(page, 'Contame sobre tu proyecto').fill('Fotos de catálogo')
  await choose(page, 'A distancia')
  await field(page, '¿Por qué querés fotos para tu marca?').fill('Lanzamos')
  await choose(page, 'A través de las redes')
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expectThanked(page, notificationText.contactSuccess)
  await expect.poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length).toBe(1)
})

test('should deliver a product enquiry', async ({ page, request }) => {
  const name = `Carla${unique()}`
  await page.goto(paths.productContact('libro'))
  await field(page, 'Nombre').fill(name)
  await field(page, 'Teléfono').fill('11 5555-0000')
  await field(page, 'Email').fill(`${name.toLowerCase()}@example.com`)
  await field(page, 'Consulta').fill('¿Se puede personalizar la tapa?')
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expectThanked(page, notificationText.contactSuccess)
  await expect.poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length).toBe(1)
})

test('should subscribe to the newsletter and mail the confirmation', async ({ page, request }) => {
  const name = `Dana${unique()}`
  const email = `${name.toLowerCase()}@example.com`
  await page.goto(paths.about)
  const form = page.getByRole('form', { name: 'Suscribite a la comunidad' })
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name)
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'SUSCRIBIRME' }).click()
  await expectThanked(page, notificationText.subscribeConfirmationSent)
  await expect.poll(async () => mailTo(await mailsAbout(request, email), email).length).toBe(1)
})

test('should show what is missing beside its field, keep what was typed, and send once fixed', async ({
  page,
  request,
}) => {
  const name = `Eva${unique()}`
  await page.goto(paths.contact)
  await formChoice(page, /MARCAS/).click()
  await formChoice(page, /FAMILIAS/).click()
  await fillFamiliesByHand(page, name)
  await field(page, 'Email').fill(`${name}-sin-arroba`)
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  // The contact page again, the problem focused and named under its field.
  await expect(page).toHaveTitle(/^Error: /)
  const email = field(page, 'Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(/Email inválido/)
  await expect(page.getByText('Email inválido')).toBeVisible()
  await expect(field(page, 'Nombre')).toHaveValue(name)
  await expect(field(page, 'Mensaje')).toHaveValue('Hola, ¿tenés lugar en marzo?')
  await expect(page.locator('input[type="date"]').filter({ visible: true })).toHaveValue(
    '2027-03-05',
  )
  await expect(page.getByRole('radio', { name: 'Por referido/a' })).toBeChecked()
  expect(await mailsAbout(request, name)).toHaveLength(0)
  await email.fill(`${name.toLowerCase()}@example.com`)
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expectThanked(page, notificationText.contactSuccess)
  await expect.poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length).toBe(1)
})

test('should move the hero to the slide of a dot pressed without scripts', async ({ page }) => {
  await page.goto(paths.home)
  const hero = page.locator('.splide[aria-label="Fotografía emocional y para marcas"]')
  const [first, second] = homeContent.hero
  await expect(hero.getByText(first!.kicker)).toBeVisible()
  await expect(hero.getByText(second!.kicker)).toBeHidden()
  const dots = hero.locator('.splide__pagination__page')
  await dots.nth(1).click()
  await expect(hero.getByRole('radio', { name: 'Ir a la diapositiva 2' })).toBeChecked()
  await expect(hero.getByText(second!.kicker)).toBeVisible()
  await expect(hero.getByText(first!.kicker)).toBeHidden()
  // The chosen dot is the filled one.
  const filled = () =>
    dots.evaluateAll((all) =>
      all.map((dot) => getComputedStyle(dot, '::after').backgroundColor !== 'rgba(0, 0, 0, 0)'),
    )
  await expect.poll(filled).toEqual([false, true])
  await dots.nth(0).click()
  await expect(hero.getByText(first!.kicker)).toBeVisible()
  await expect(hero.getByText(second!.kicker)).toBeHidden()
  await expect.poll(filled).toEqual([true, false])
})
