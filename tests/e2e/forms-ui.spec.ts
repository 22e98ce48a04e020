/**
 * The forms' behaviour in the browser with the mail API answered by the test
 * (page.route): validation, loader, notifications, reset and kept values,
 * server-down cases. The real round trip through the Worker is in forms.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import { privacyAnchor } from '../../shared/content/faqs'
import { longSpanishDate } from '../../shared/format/dates'
import { notificationText } from '../../shared/forms/text'
import { paths } from '../../shared/site/routes'
import { templateIds } from '../../shared/forms/api'
import { axeViolations } from './page-checks'
import { familiesRequired, productRequired } from '../form-messages'
import {
  expectEmpty,
  fillBrands,
  fillFamilies,
  fillProduct,
  formChoice,
  gotoBrandsForm,
  gotoForm,
  isMailer,
  mockApi,
  notification,
  typeDate,
  unique,
} from './forms-helpers'

const ok = { status: 200, body: { message: 'Recibido', reference: 'FAM-2611-0001' } }

/** Sends the shown form empty: each of `messages` must show. */
async function sendEmpty(page: Page, messages: string[]) {
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  for (const message of messages) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
}

test.describe('the families form', () => {
  test('should show every required-field message and focus the first invalid field on an empty submit', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    await sendEmpty(page, familiesRequired)
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused()
    await expect(
      page.getByRole('textbox', { name: 'Nombre', exact: true }),
    ).toHaveAccessibleDescription('El nombre es requerido')
  })

  test('should say the email is invalid and focus it when only its format is wrong', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Ana')
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(page.getByText('Email inválido', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  })

  test('should mark know as required without a visible mark', async ({ page }) => {
    await gotoForm(page, paths.contact)
    const know = page.getByRole('radiogroup', { name: '¿Cómo me conociste?' })
    await expect(know).toHaveAttribute('aria-required', 'true')
    await expect(know).not.toContainText('*')
    await expect(
      page.getByRole('radiogroup', { name: '¿Dónde te gustaría la sesión?' }),
    ).toContainText('*')
  })

  test('should float a label on focus, keep it up with a value and drop it when left empty', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    const input = page.getByRole('textbox', { name: 'Zona donde vivís' })
    const label = page.locator('label', { hasText: 'Zona donde vivís' })
    // The label's offset from its input: about 0 at rest, negative when floating.
    const offset = async () => (await label.boundingBox())!.y - (await input.boundingBox())!.y
    const resting = await offset()
    await input.focus()
    await expect.poll(offset).toBeLessThan(resting - 10)
    await input.fill('Canning')
    await input.blur()
    await expect.poll(offset).toBeLessThan(resting - 10)
    await input.fill('')
    await input.blur()
    await expect.poll(async () => Math.abs((await offset()) - resting)).toBeLessThan(2)
  })

  test('should send template 3 once, with a loader, then thank and empty the form', async ({
    page,
  }) => {
    // The API answers only once the test has seen the form sending.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    const requests = await mockApi(page, () => ({ ...ok, held }))
    await gotoForm(page, paths.contact)
    const name = `Ana${unique()}`
    await fillFamilies(page, name)
    const submit = page.getByRole('button', { name: /ENVIAR/ })
    await submit.dblclick()
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('progressbar', { name: 'Enviando…' })).toBeVisible()
    answer()

    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await expect(notification(page)).toContainText(notificationText.contactSuccess)
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true')
    await expectEmpty(page, ['Apellido', 'Email', 'Zona donde vivís', 'Mensaje'])
    await expect(page.getByRole('radio', { name: 'En mi estudio' })).not.toBeChecked()

    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(request.headers()['content-type']).toBe('application/json')
    const body = request.postDataJSON()
    expect(body).toMatchObject({
      templateId: templateIds.families,
      params: {
        name,
        lastName: 'Pérez',
        email: `${name}@example.com`,
        date: '2027-03-05',
        location: 'En mi estudio',
        zone: 'Canning',
        message: 'Hola, ¿tenés lugar en marzo? 😊',
        know: 'Por referido/a',
      },
    })
    expect(body.submissionId).toMatch(/^[0-9a-f-]{36}$/)
    // Only what the server reads: no recipients, the template named once.
    expect(body).not.toHaveProperty('to')
    expect(body).not.toHaveProperty('cco')
    expect(body.params).not.toHaveProperty('templateId')
  })

  test('should keep the values and show the server message when the send fails, and retry with the same id', async ({
    page,
  }) => {
    let fail = true
    const requests = await mockApi(page, () =>
      fail ? { status: 503, body: { message: 'No pudimos guardar tu consulta' } } : ok,
    )
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Berta')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.errorTitle)
    await expect(notification(page)).toContainText(
      `No pudimos guardar tu consulta ${notificationText.errorEmoji}`,
    )
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Berta')
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue(
      'Hola, ¿tenés lugar en marzo? 😊',
    )
    await expect(page.getByRole('radio', { name: 'Por referido/a' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Fecha estimada' })).toContainText('05/03/2027')

    fail = false
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(
      notification(page).filter({ hasText: notificationText.successTitle('Berta') }),
    ).toBeVisible()
    const [first, second] = requests.map((r) => r.postDataJSON().submissionId)
    expect(second).toBe(first)

    await fillFamilies(page, 'Carla')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(
      notification(page).filter({ hasText: notificationText.successTitle('Carla') }),
    ).toBeVisible()
    expect(requests[2]!.postDataJSON().submissionId).not.toBe(first)
  })

  test('should say "Error" when the server gives no message', async ({ page }) => {
    await mockApi(page, () => ({ status: 500, body: { nope: true } }))
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Dora')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(
      `${notificationText.errorFallback} ${notificationText.errorEmoji}`,
    )
  })

  test('should keep the values and explain in Spanish when the network is down', async ({
    page,
  }) => {
    await page.route('**/v1/api/**', (route) => route.abort('internetdisconnected'))
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Eva')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText('No pudimos conectarnos')
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Eva')
  })

  test('should still send when the validation code cannot be fetched, leaving the checks to the server', async ({
    page,
  }) => {
    // The forms' schemas come in their own file on a form's first focus: the one
    // script that carries their messages.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('El apellido es requerido')) await route.abort('internetdisconnected')
      else await route.fulfill({ response, body })
    })
    const requests = await mockApi(page, () => ok)
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Flor')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(
      notification(page).filter({ hasText: notificationText.successTitle('Flor') }),
    ).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]?.postDataJSON()).toMatchObject({
      templateId: templateIds.families,
      params: { name: 'Flor' },
    })
  })

  test('should put the server field errors under the fields', async ({ page }) => {
    await mockApi(page, () => ({
      status: 400,
      body: { message: 'Revisá los datos', errors: { 'params.zone': ['La zona es requerida'] } },
    }))
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Flor')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(
      page.getByRole('textbox', { name: 'Zona donde vivís' }),
    ).toHaveAccessibleDescription('La zona es requerida')
    await expect(page.getByRole('textbox', { name: 'Zona donde vivís' })).toBeFocused()
  })
})

test.describe('the families date', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00'))
    await gotoForm(page, paths.contact)
  })

  test('should write the chosen date out in natural Spanish and give the due-date windows', async ({
    page,
  }) => {
    await typeDate(page, 5, 3, 2027)
    const picker = page.getByRole('group', { name: 'Fecha estimada' })
    // The segments keep the es-AR order; the help under them writes the date out.
    await expect(picker.getByRole('spinbutton')).toHaveText([/^0?5$/, /^0?3$/, '2027'])
    // The field's help text opens with the date written out ('5 de marzo de 2027. …').
    expect(longSpanishDate('2027-03-05')).toBe('5 de marzo de 2027')
    const written = page.getByText(new RegExp(`^${longSpanishDate('2027-03-05')}\\. `))
    await expect(written).toBeVisible()
    const help = page.getByTestId('due-date-help')
    await expect(help).toContainText(
      `entre las semanas 28 y 32: del ${longSpanishDate('2026-12-11')} al ${longSpanishDate('2027-01-08')}`,
    )
    await expect(help).toContainText(`hasta el ${longSpanishDate('2027-03-20')}`)
    await expect(help).toContainText(
      `entre el ${longSpanishDate('2027-03-20')} y el ${longSpanishDate('2027-04-05')}`,
    )
    // Nothing left in the old English order, 'marzo 5, 2027'.
    for (const text of [written, help])
      await expect(text).not.toContainText(/\p{L} \d{1,2}, \d{4}/u)
  })

  test('should ignore a typed date before today or more than two years ahead', async ({ page }) => {
    // The help text writes out only a date within the limits.
    const writtenOut = (iso: string) => page.getByText(new RegExp(`^${longSpanishDate(iso)}\\. `))
    await typeDate(page, 1, 1, 2026)
    await expect(writtenOut('2026-01-01')).toHaveCount(0)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(page.getByText('La fecha es requerida', { exact: true })).toBeVisible()
    await typeDate(page, 1, 1, 2029)
    await expect(writtenOut('2029-01-01')).toHaveCount(0)
  })

  test('should open a Spanish calendar starting on Monday with the weekend marked', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Calendario' }).click()
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    const headers = grid.locator('th')
    await expect(headers.first()).toHaveText(/lun/i)
    await expect(headers.last()).toHaveText(/dom/i)
    await expect(grid.locator('[data-weekend]:not([data-outside-month])').first()).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Fecha estimada' })).toContainText(/noviembre/i)
    await expect(grid.getByRole('button', { name: /21 de noviembre/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })
  test('should jump to a year from the calendar, offering only years within the limits', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Calendario' }).click()
    const years = page.getByRole('dialog').getByRole('radiogroup', { name: 'año' })
    await expect(years.getByRole('radio')).toHaveCount(3)
    await expect(years.getByRole('radio', { name: '2026' })).toBeChecked()
    await years.getByText('2027').click()
    await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(/noviembre de 2027/i)
    await expect(years.getByRole('radio', { name: '2029' })).toHaveCount(0)
  })

  test('should load the date picker only when the form is touched, keeping its place meanwhile', async ({
    page,
  }) => {
    const pickerScripts: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/DatePicker-[^/]*\.js$/.test(r.url())) pickerScripts.push(r.url())
    })
    await gotoForm(page, paths.contact)
    expect(pickerScripts).toEqual([])
    const segments = page.getByRole('group', { name: 'Fecha estimada' }).getByRole('spinbutton')
    await expect(segments).toHaveText(['dd', 'mm', 'aaaa'])
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).click()
    await typeDate(page, 5, 3, 2027)
    await expect(page.getByText(new RegExp(`^${longSpanishDate('2027-03-05')}\\. `))).toBeVisible()
    expect(pickerScripts).toHaveLength(1)
  })
})

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' })

  test('should keep the form, its calendar and its messages in Spanish', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00'))
    await gotoForm(page, paths.contact)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(page.getByText('El nombre es requerido', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Calendario' }).click()
    const grid = page.getByRole('grid')
    await expect(grid.locator('th').first()).toHaveText(/lun/i)
    await expect(page.getByRole('dialog', { name: 'Fecha estimada' })).toContainText(/noviembre/i)
    // The island hydrated what the server wrote: no mismatch from the browser's language.
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([])
  })
})

test.describe('the contact form choice', () => {
  test('should show long labels, families first, and switch to the brands form', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    await expect(page.getByRole('form', { name: 'Formulario para familias' })).toBeVisible()
    await formChoice(page, /^FORMULARIO PARA MARCAS$/).click()
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca' })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: /^día/ })).toHaveCount(0)
  })

  test('should go from the brands link straight to the first field of its form', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    const brands = formChoice(page, /^FORMULARIO PARA MARCAS$/)
    await brands.click()
    const form = page.getByRole('form', { name: 'Formulario para marcas' })
    await expect(form).toBeVisible()
    await brands.focus()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('textbox').first()).toBeFocused()
  })

  test('should use the short labels under 630px', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 })
    await gotoForm(page, paths.contact)
    await expect(formChoice(page, /^FAMILIAS$/)).toBeVisible()
    await expect(formChoice(page, /^MARCAS$/)).toBeVisible()
  })

  test('should send the brands form as template 1', async ({ page }) => {
    const requests = await mockApi(page, () => ok)
    await gotoBrandsForm(page)
    // Besides the fields it shares with the families form.
    await sendEmpty(page, [
      'El nombre de la marca es requerido',
      'Las redes sociales son requeridas',
      'El proyecto es requerido',
      'Por qué es requerido',
    ])
    await fillBrands(page, 'Gala')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle('Gala'))
    expect(requests[0]!.postDataJSON()).toMatchObject({
      templateId: templateIds.brands,
      params: { brandName: 'Ñandú Cerámica', location: 'A distancia' },
    })
  })

  test('should link each form to the data-protection legend', async ({ page }) => {
    await gotoForm(page, paths.contact)
    await expect(
      page.getByRole('link', { name: 'protección de datos personales' }),
    ).toHaveAttribute('href', `${paths.faqs}#${privacyAnchor}`)
    await expect(page.getByRole('checkbox')).toHaveCount(0)
  })
})

test.describe('the product enquiry', () => {
  const path = paths.productContact('libro')

  test('should show its English messages and send template 2 with the product', async ({
    page,
  }) => {
    const requests = await mockApi(page, () => ok)
    await gotoForm(page, path)
    await sendEmpty(page, productRequired)
    await fillProduct(page, 'Hebe')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle('Hebe'))
    await expectEmpty(page, ['Teléfono', 'Email', 'Consulta'])
    expect(requests[0]!.postDataJSON()).toMatchObject({
      templateId: templateIds.product,
      params: { name: 'Hebe', phone: '11 5555-0000', productId: 'libro' },
    })
  })

  test('should place the fields side by side above 630px and stack them below', async ({
    page,
  }) => {
    await gotoForm(page, path)
    const name = page.getByRole('textbox', { name: 'Nombre', exact: true })
    const phone = page.getByRole('textbox', { name: 'Teléfono' })
    const top = async () => [(await name.boundingBox())!.y, (await phone.boundingBox())!.y]
    const [a, b] = await top()
    expect(a).toBeCloseTo(b!, 0)
    await page.setViewportSize({ width: 600, height: 900 })
    const [c, d] = await top()
    expect(d!).toBeGreaterThan(c! + 30)
  })
})

test.describe('the subscribe form', () => {
  test('should create the contact, thank, request the confirmation, then empty the form', async ({
    page,
  }) => {
    const requests = await mockApi(page, () => ok)
    await gotoForm(page, paths.about)
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Inés')
    await page.getByRole('textbox', { name: 'Email' }).fill('ines@example.com')
    await page.getByRole('button', { name: 'SUSCRIBIRME' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle('Inés'))
    await expect(notification(page)).toContainText(notificationText.subscribeSuccess)
    await expect(notification(page)).toContainText(notificationText.subscribeConfirmationSent)
    await expectEmpty(page, ['Email'])
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([
      '/v1/api/mailer/createContact',
      '/v1/api/mailer',
    ])
    expect(requests[0]!.postDataJSON()).toMatchObject({ name: 'Inés', email: 'ines@example.com' })
    expect(requests[1]!.postDataJSON()).toMatchObject({
      templateId: templateIds.subscribeConfirmation,
      params: { name: 'Inés', email: 'ines@example.com' },
    })
  })

  test('should not ask for the confirmation when the contact fails, and keep the values', async ({
    page,
  }) => {
    const requests = await mockApi(page, () => ({
      status: 400,
      body: { message: 'Email inválido' },
    }))
    await gotoForm(page, paths.about)
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Juana')
    await page.getByRole('textbox', { name: 'Email' }).fill('juana@example.com')
    await page.getByRole('button', { name: 'SUSCRIBIRME' }).click()
    await expect(notification(page)).toContainText(`Email inválido ${notificationText.errorEmoji}`)
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('juana@example.com')
    expect(requests.filter(isMailer)).toHaveLength(0)
  })
})

test.describe('notifications', () => {
  test('should show at most five, queue the sixth, and close each after 4 s', async ({ page }) => {
    await page.clock.install()
    await mockApi(page, () => ({ status: 500, body: { message: 'Caído' } }))
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Luz')
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    for (let i = 0; i < 6; i++) {
      await page.getByRole('button', { name: 'ENVIAR' }).click()
      await expect(notification(page)).toHaveCount(Math.min(i + 1, 5))
    }
    await expect(notification(page)).toHaveCount(5)
    await page.clock.runFor(3_900)
    await expect(notification(page)).toHaveCount(5)
    await page.clock.runFor(200)
    // The five close; the queued sixth takes a place and starts its own 4 s.
    await expect(notification(page)).toHaveCount(1)
    await page.clock.runFor(4_100)
    await expect(notification(page)).toHaveCount(0)
  })

  test('should sit 440px wide above the chat button without covering it', async ({ page }) => {
    await mockApi(page, () => ({ status: 500, body: { message: 'Caído' } }))
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Mar')
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    const toast = notification(page)
    await expect(toast).toBeVisible()
    const box = (await toast.boundingBox())!
    const fab = (await page.getByRole('link', { name: /WhatsApp/ }).boundingBox())!
    expect(box.width).toBeCloseTo(440, 0)
    expect(box.y + box.height).toBeLessThanOrEqual(fab.y)
    const viewport = page.viewportSize()!
    expect(box.x + box.width).toBeCloseTo(viewport.width - 24, 0)
  })
})

test.describe('accessibility', () => {
  const cases: [string, (page: Page) => Promise<void>][] = [
    [paths.contact, (page) => fillFamilies(page, 'Ana')],
    [paths.productContact('libro'), (page) => fillProduct(page, 'Ana')],
    [
      paths.about,
      async (page) => {
        await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana')
        await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
      },
    ],
  ]
  for (const [path, fill] of cases) {
    test(`should have no axe violations in the form of ${path}, with errors or a notification showing`, async ({
      page,
    }) => {
      await mockApi(page, () => ({ status: 500, body: { message: 'Caído' } }))
      await gotoForm(page, path)
      const submit = page.getByRole('form').getByRole('button').last()
      await submit.click()
      await expect(page.getByRole('form').locator('[data-invalid]').first()).toBeVisible()
      expect(await axeViolations(page, 'form', '[role="region"]')).toEqual([])
      await fill(page)
      await submit.click()
      await expect(notification(page)).toBeVisible()
      expect(await axeViolations(page, 'form', '[role="region"]')).toEqual([])
    })
  }
})
