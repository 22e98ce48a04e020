import { expect, type Page, type Request, type Route } from '@playwright/test'
import { apiPaths } from '../../shared/forms/api'
import { paths } from '../../shared/site/routes'

/** The link of /contact that shows the families or the brands form. */
export const formChoice = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Elegí el formulario' }).getByRole('link', { name })

/**
 * Opens a page and waits until its shown forms are live (formsLive).
 */
export async function gotoForm(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.locator('main form').filter({ visible: true }).first().scrollIntoViewIfNeeded()
  await formsLive(page)
}

/** Opens /contact on the brands form, once that form too is live: it is an island of its own. */
export async function gotoBrandsForm(page: Page) {
  await gotoForm(page, paths.contact)
  await formChoice(page, /MARCAS/).click()
  await formsLive(page)
}

/**
 * Waits until React owns the page's shown forms (it marks the nodes it has hydrated): a
 * form is an island that comes to life once shown near the screen, and a press before
 * that would be the browser's own submit.
 */
export async function formsLive(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('main form')
        .evaluateAll(
          (forms) =>
            forms.length > 0 &&
            forms
              .filter((f) => f.checkVisibility())
              .every((f) => Object.keys(f).some((k) => k.startsWith('__react'))),
        ),
    )
    .toBe(true)
}

export const unique = (): string => Math.random().toString(36).slice(2, 8)

/**
 * Types a date into the families picker's segments (es-AR order: dd/mm/aaaa). The
 * picker's code loads in its own chunk as the form comes to life, so this waits
 * until React owns its HTML (React marks the nodes it has hydrated).
 */
export async function typeDate(page: Page, day: number, month: number, year: number) {
  // By position: until React owns the picker, its segments' names lack 'día'.
  const dayField = page
    .getByRole('group', { name: 'Fecha estimada' })
    .getByRole('spinbutton')
    .first()
  await dayField.click()
  await expect
    .poll(() => dayField.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))))
    .toBe(true)
  const pad = (n: number) => String(n).padStart(2, '0')
  await page.keyboard.type(`${pad(day)}${pad(month)}${year}`)
}

export async function fillFamilies(page: Page, name: string, email = `${name}@example.com`) {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Pérez')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await typeDate(page, 5, 3, 2027)
  await page.getByText('En mi estudio').filter({ visible: true }).click()
  await page.getByRole('textbox', { name: 'Zona donde vivís' }).fill('Canning')
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola, ¿tenés lugar en marzo? 😊')
  await page.getByText('Por referido/a').filter({ visible: true }).click()
}

export async function fillBrands(page: Page, name: string, email = `${name}@example.com`) {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Gómez')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Nombre de la marca' }).fill('Ñandú Cerámica')
  await page.getByRole('textbox', { name: 'Redes sociales de la marca' }).fill('@nanduceramica')
  await page.getByRole('textbox', { name: 'Contame sobre tu proyecto' }).fill('Fotos de catálogo')
  await page.getByText('A distancia').filter({ visible: true }).click()
  await page.getByRole('textbox', { name: '¿Por qué querés fotos para tu marca?' }).fill('Lanzamos')
  await page.getByText('A través de las redes').filter({ visible: true }).click()
}

export async function fillProduct(page: Page, name: string, email = `${name}@example.com`) {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 5555-0000')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Consulta' }).fill('¿Se puede personalizar la tapa?')
}

export const notification = (page: Page) => page.getByRole('alertdialog')

/**
 * Answers the mail API from the test, recording each request; with `held`, the answer
 * waits until the test settles it, so the form stays sending as long as the test looks.
 */
export async function mockApi(
  page: Page,
  answer: (request: Request) => { status: number; body: unknown; held?: Promise<unknown> },
) {
  const requests: Request[] = []
  await page.route('**/v1/api/mailer**', async (route: Route) => {
    const request = route.request()
    requests.push(request)
    const { status, body, held } = answer(request)
    await held
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
  })
  return requests
}

export const isMailer = (r: Request) => new URL(r.url()).pathname === apiPaths.mailer

export async function expectEmpty(page: Page, names: string[]) {
  for (const name of names) await expect(page.getByRole('textbox', { name })).toHaveValue('')
}
