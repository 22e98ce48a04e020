/**
 * Each real form, submitted in Chromium through `wrangler dev` and the Worker to
 * the local fake Resend server (tests/e2e/fake-resend.ts): what the photographer
 * and the visitor receive, the notifications and the reset. Tests run in parallel
 * against one fake, so each looks only at mails carrying its own unique name.
 */
import { expect, test } from '@playwright/test'
import { products } from '../../shared/content/products'
import { notificationText } from '../../shared/forms/text'
import { owner } from '../../shared/content/owner'
import { paths } from '../../shared/site/routes'
import { honeypotField } from '../../shared/forms/api'
import { whatsappFollowUpLabel } from '../../shared/site/whatsapp'
import {
  expectEmpty,
  fillBrands,
  fillFamilies,
  fillProduct,
  gotoBrandsForm,
  gotoForm,
  notification,
  unique,
} from './forms-helpers'
import { whatsappDestination } from './helpers'
import { mailsAbout, mailTo } from './received-mail'
import { OWNER_EMAIL } from './playwright.config'

test.describe('the forms, end to end', () => {
  test('should deliver a families enquiry to the owner and thank the visitor', async ({
    page,
    request,
  }) => {
    const name = `Ana${unique()}`
    const email = `${name.toLowerCase()}@example.com`
    await gotoForm(page, paths.contact)
    await fillFamilies(page, name, email)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await expect(notification(page)).toContainText(notificationText.contactSuccess)
    await expectEmpty(page, ['Apellido', 'Email', 'Mensaje'])

    await expect
      .poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length)
      .toBe(1)
    const [ownerMail] = mailTo(await mailsAbout(request, name), OWNER_EMAIL)
    expect(JSON.stringify(ownerMail!.body)).toContain('Canning')
    expect(ownerMail!.idempotencyKey).toBeTruthy()
    // The address the old client put in `to` is ignored: nothing goes there.
    const all = await mailsAbout(request, name)
    expect(mailTo(all, owner.email)).toHaveLength(0)
  })

  test('should offer to follow up on WhatsApp with the service and the reference', async ({
    page,
    request,
  }) => {
    const name = `Dora${unique()}`
    await gotoForm(page, paths.contact)
    await fillFamilies(page, name, `${name.toLowerCase()}@example.com`)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    const link = notification(page).getByRole('link', {
      name: new RegExp(whatsappFollowUpLabel.replace('?', '\\?')),
    })
    await expect(link).toHaveAttribute('target', '_blank')
    const href = await whatsappDestination(request, (await link.getAttribute('href')) ?? '')
    expect(href.hostname).toBe('wa.me')
    const text = href.searchParams.get('text') ?? ''
    expect(text).toContain('fotografía de familia')
    const reference = text.match(/FAM-\d{4}-\d{4}/)?.[0]
    expect(reference).toBeTruthy()
    // The same reference the photographer gets in her mail.
    await expect
      .poll(async () => JSON.stringify(mailTo(await mailsAbout(request, name), OWNER_EMAIL)))
      .toContain(reference ?? 'no reference')
  })

  test('should deliver a brands enquiry to the owner', async ({ page, request }) => {
    const name = `Bea${unique()}`
    await gotoBrandsForm(page)
    await fillBrands(page, name)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await expect
      .poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length)
      .toBe(1)
    const [ownerMail] = mailTo(await mailsAbout(request, name), OWNER_EMAIL)
    expect(JSON.stringify(ownerMail!.body)).toContain('Ñandú Cerámica')
  })

  test('should really deliver a product enquiry, naming the product', async ({ page, request }) => {
    const name = `Cata${unique()}`
    const book = products.find((p) => p.hash === 'libro')!
    await gotoForm(page, paths.productContact(book.hash))
    await fillProduct(page, name)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await expectEmpty(page, ['Teléfono', 'Consulta'])
    await expect
      .poll(async () => mailTo(await mailsAbout(request, name), OWNER_EMAIL).length)
      .toBe(1)
    const [ownerMail] = mailTo(await mailsAbout(request, name), OWNER_EMAIL)
    expect(JSON.stringify(ownerMail!.body)).toContain(book.title)
  })

  test('should subscribe, thank, and send the confirmation to the subscriber only', async ({
    page,
    request,
  }) => {
    const name = `Dani${unique()}`
    const email = `${name.toLowerCase()}@example.com`
    await gotoForm(page, paths.about)
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'SUSCRIBIRME' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await expect(notification(page)).toContainText(notificationText.subscribeSuccess)
    await expectEmpty(page, ['Email'])
    await expect.poll(async () => mailTo(await mailsAbout(request, email), email).length).toBe(1)
    const [confirmation] = mailTo(await mailsAbout(request, email), email)
    expect(JSON.stringify(confirmation!.body)).toMatch(/confirm/i)
    expect(mailTo(await mailsAbout(request, email), OWNER_EMAIL)).toHaveLength(0)
  })

  test('should show the server message in red and keep the values when the server refuses', async ({
    page,
  }) => {
    await gotoForm(page, paths.contact)
    await fillFamilies(page, 'Eli')
    // Valid for the form, too long for the server's limit on the zone.
    await page.getByRole('textbox', { name: 'Zona donde vivís' }).fill('x'.repeat(190))
    await page.route('**/v1/api/mailer', async (route) => {
      const body = route.request().postDataJSON()
      body.params.zone = 'x'.repeat(5000)
      await route.continue({ postData: JSON.stringify(body) })
    })
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.errorTitle)
    await expect(notification(page)).toContainText(notificationText.errorEmoji)
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Eli')
  })

  test('should answer a bot that fills the honeypot like a person, and mail nothing', async ({
    page,
    request,
  }) => {
    const name = `Bot${unique()}`
    await gotoForm(page, paths.productContact('libro'))
    await fillProduct(page, name)
    await page
      .locator(`input[name="${honeypotField}"]`)
      .fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await page.waitForTimeout(1_000)
    expect(await mailsAbout(request, name)).toHaveLength(0)
  })
})
