/**
 * What the site tells her about itself, end to end: a person's visits from a search
 * engine, a tap on WhatsApp on a service page and an enquiry are counted by the Worker,
 * and Monday's summary (the cron, run for next Monday) says them. Public pages write no
 * cookie and nothing in the browser’s storage (pages.spec).
 */
import { expect, test } from '@playwright/test'
import { notificationText } from '../../shared/forms/text'
import { paths } from '../../shared/site/routes'
import { buenosAiresDayStart, dayMs } from '../../shared/format/time'
import { fillFamilies, gotoForm, notification, unique } from './forms-helpers'
import { expectNothingStored } from './page-checks'
import { OWNER_EMAIL, PORT } from './playwright.config'
import { receivedMails } from './received-mail'

// A person's browser: headless Chromium names itself in its user agent, and bots are not counted.
test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; moto g84) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
})

/** 12:00 UTC (09:00 in Buenos Aires) on the first Monday after today: its week holds today. */
function nextMonday(now = Date.now()): number {
  const today = buenosAiresDayStart(now)
  // buenosAiresDayStart is 03:00 UTC; getUTCDay of it is the Buenos Aires weekday.
  const weekday = new Date(today).getUTCDay()
  const days = (8 - weekday) % 7 || 7
  return today + days * dayMs + 9 * 60 * 60 * 1000
}

test('should count search visits, a WhatsApp tap and an enquiry, and say them in her Monday summary', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(2 * 60_000)
  // WhatsApp itself is out of reach offline: its page is a stand-in.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  )
  const google = 'https://www.google.com/'
  for (const route of [paths.home, paths.about, paths.services, paths.faqs])
    await page.goto(route, { referer: google })

  await page.goto(paths.families('embarazo'))
  const chat = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'CONSULTAR POR WHATSAPP' }).click()
  await (await chat).waitForURL(/wa\.me/)

  const name = `Semana${unique()}`
  await gotoForm(page, paths.contact)
  await fillFamilies(page, name)
  // How she found the studio, as only this test answers it.
  await page.getByText('Ya trabajaste conmigo').filter({ visible: true }).click()
  await page.getByRole('button', { name: 'ENVIAR' }).click()
  await expect(notification(page)).toContainText(notificationText.successTitle(name))

  // Nothing was written in the browser: no cookie, no storage.
  await expectNothingStored(page)

  const monday = nextMonday()
  const cron = await request.get(
    `http://127.0.0.1:${PORT}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 12 * * 1')}&time=${monday}`,
  )
  expect(cron.ok()).toBe(true)
  let text = ''
  await expect
    .poll(async () => {
      const summary = (await receivedMails(request)).find(
        (m) =>
          (m.body.to as string[]).includes(OWNER_EMAIL) &&
          String(m.body.subject).startsWith('Tu semana en la web'),
      )
      text = String(summary?.body.text ?? '')
      return text
    })
    .toContain('De dónde llegaron:')
  expect(text).toContain('- Buscadores (Google y otros): 4 visitas')
  expect(text).toMatch(
    /toques? en WhatsApp\.\n(- .*\n)*- Fotografía de familia: Embarazo: 1 toque\n/,
  )
  expect(text).toContain('- Familias desde «Contacto» (cómo te conoció: Ya trabajaste conmigo): 1')
})
