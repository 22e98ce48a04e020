/**
 * Optional Turnstile in the browser. The real Worker runs with Turnstile off (it
 * ignores a token), so the test turns it on for the page: GET /v1/api/config answers
 * a fake site key and a fake `api.js` stands in for Cloudflare's, recording calls on
 * `window.__turnstile` and solving each widget with 'tok-1', 'tok-2'… Every request
 * to Cloudflare's origin is answered here, never sent out. The fake script and its
 * iframe come from that origin, so the site's real CSP is what lets them in.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { notificationText, turnstileText } from '../../shared/forms/text'
import { paths } from '../../shared/site/routes'
import { apiPaths, templateIds, type ApiConfig } from '../../shared/forms/api'
import { turnstileOrigin } from '../../shared/forms/turnstile'
import { axeViolations } from './page-checks'
import {
  fillBrands,
  fillFamilies,
  formChoice,
  gotoForm,
  isMailer,
  notification,
  unique,
} from './forms-helpers'

const siteKey = '1x-fake-site-key'
const framePath = '/fake-challenge-frame'

type Call = [method: 'render' | 'reset' | 'remove', widgetId: string, detail?: unknown]
interface FakeTurnstileState {
  calls: Call[]
  solves: boolean
}
/** What the fake script adds to the page's window. */
interface FakeWindow {
  __turnstile?: FakeTurnstileState
  turnstile?: { getResponse(widgetId: string): string | undefined }
}

/** Runs in the page: a tiny `window.turnstile` with what the forms call, plus getResponse. */
const fakeApiJs = `(() => {
  const state = (window.__turnstile = { calls: [], solves: window.__turnstileSolves !== false })
  const widgets = new Map()
  let made = 0
  let issued = 0
  const solve = (id) => {
    const w = widgets.get(id)
    if (!w || !state.solves) return
    setTimeout(() => { w.token = 'tok-' + ++issued; w.options.callback(w.token) }, 50)
  }
  window.turnstile = {
    render(container, options) {
      const id = 'w' + ++made
      state.calls.push(['render', id, { sitekey: options.sitekey, language: options.language }])
      const frame = document.createElement('iframe')
      frame.title = 'Turnstile de prueba'
      frame.src = '${turnstileOrigin}${framePath}'
      container.append(frame)
      widgets.set(id, { options, frame, token: undefined })
      solve(id)
      return id
    },
    getResponse(id) { return widgets.get(id)?.token },
    reset(id) { state.calls.push(['reset', id]); const w = widgets.get(id); if (w) w.token = undefined; solve(id) },
    remove(id) { state.calls.push(['remove', id]); widgets.get(id)?.frame.remove(); widgets.delete(id) },
  }
})()`

/** Answers everything for Cloudflare's origin; returns the URLs asked for. */
async function fakeCloudflare(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(`${turnstileOrigin}/**`, (route) => {
    const url = new URL(route.request().url())
    asked.push(url.href)
    if (url.pathname === '/turnstile/v0/api.js')
      return route.fulfill({ contentType: 'text/javascript', body: fakeApiJs })
    if (url.pathname === framePath)
      return route.fulfill({ contentType: 'text/html', body: '<p>Verificado</p>' })
    return route.abort()
  })
  return asked
}

async function turnstileOn(page: Page, { solves = true } = {}) {
  await page.route(`**${apiPaths.config}`, (route) =>
    route.fulfill({ json: { turnstileSiteKey: siteKey } satisfies ApiConfig }),
  )
  if (!solves) await page.addInitScript(() => Object.assign(window, { __turnstileSolves: false }))
  return fakeCloudflare(page)
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as FakeWindow).__turnstile?.calls ?? [])
/** The calls as 'method widgetId', in order. */
const callNames = async (page: Page) => (await calls(page)).map(([method, id]) => `${method} ${id}`)

/** The token the fake widget holds now (undefined before it solves or after a reset). */
const tokenOf = (page: Page, widgetId: string) =>
  page.evaluate((id) => (window as unknown as FakeWindow).turnstile?.getResponse(id), widgetId)

/** The widget of the form on show. */
const widget = (page: Page) =>
  page.getByRole('group', { name: turnstileText.widgetLabel }).filter({ visible: true })

/** The next POST to the mailer, with its JSON body. */
const nextMail = (page: Page) =>
  page.waitForRequest((r: Request) => isMailer(r) && r.method() === 'POST')

test.describe('Turnstile on', () => {
  test('should show the widget in the families form and send its token, then reset it', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(m.text())
    })
    const asked = await turnstileOn(page)
    await gotoForm(page, paths.contact)
    const box = widget(page)
    await expect(box).toBeVisible()
    // The widget sits above the button, and its iframe loaded (frame-src allows it).
    await expect(box.locator('iframe').contentFrame().getByText('Verificado')).toBeVisible()
    const boxArea = (await box.boundingBox())!
    const button = (await page.getByRole('button', { name: 'ENVIAR' }).boundingBox())!
    expect(boxArea.y + boxArea.height).toBeLessThanOrEqual(button.y)
    expect(await calls(page)).toEqual([['render', 'w1', { sitekey: siteKey, language: 'es' }]])
    expect(await axeViolations(page, 'form')).toEqual([])
    expect(asked.filter((u) => u.includes('api.js'))).toHaveLength(1)

    const name = `Tina${unique()}`
    await fillFamilies(page, name)
    const sent = nextMail(page)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ turnstileToken: 'tok-1' })
    await expect(notification(page)).toContainText(notificationText.successTitle(name))
    await expect.poll(() => callNames(page)).toEqual(['render w1', 'reset w1'])

    // The next enquiry carries the widget's fresh token, never the spent one.
    const again = `Tina${unique()}`
    await fillFamilies(page, again)
    const second = nextMail(page)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    expect((await second).postDataJSON()).toMatchObject({ turnstileToken: 'tok-2' })
    expect(violations).toEqual([])
  })

  test('should give the brands form its own widget once shown, and send that widget’s token', async ({
    page,
  }) => {
    await turnstileOn(page)
    await gotoForm(page, paths.contact)
    await expect(widget(page)).toBeVisible()
    await formChoice(page, /^FORMULARIO PARA MARCAS$/).click()
    await expect(page.getByRole('form', { name: 'Formulario para marcas' })).toBeVisible()
    await expect(widget(page)).toBeVisible()
    // Each form is an island: the hidden families form keeps its widget, and the brands
    // form, once shown and live, renders its own.
    await expect.poll(() => callNames(page)).toEqual(['render w1', 'render w2'])

    await fillBrands(page, `Bruno${unique()}`)
    const sent = nextMail(page)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ turnstileToken: 'tok-2' })
    await expect.poll(() => callNames(page)).toContain('reset w2')
  })

  test('should send the newsletter’s one token with the contact only and ask for the confirmation right after', async ({
    page,
  }) => {
    await turnstileOn(page)
    const sent: Request[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (r.method() === 'POST' && (path === apiPaths.createContact || isMailer(r))) sent.push(r)
    })
    await gotoForm(page, paths.about)
    const form = page.getByRole('form', { name: 'Suscribite a la comunidad' })
    await expect(form.getByRole('group', { name: turnstileText.widgetLabel })).toBeVisible()
    await expect.poll(() => tokenOf(page, 'w1')).toBe('tok-1')
    // From now on the widget would need the person again: nothing may wait for a new token.
    await page.evaluate(() => {
      const state = (window as unknown as FakeWindow).__turnstile
      if (state) state.solves = false
    })

    const name = `Sol${unique()}`
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
    await form.getByRole('textbox', { name: 'Email' }).fill(`${name.toLowerCase()}@example.com`)
    await form.getByRole('button', { name: 'SUSCRIBIRME' }).click()
    await expect(notification(page)).toContainText(notificationText.subscribeSuccess)
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual([
      apiPaths.createContact,
      apiPaths.mailer,
    ])
    const [contact, confirmation] = sent.map((r) => r.postDataJSON() as Record<string, unknown>)
    expect(contact).toMatchObject({ turnstileToken: 'tok-1' })
    expect(confirmation).toMatchObject({ templateId: templateIds.subscribeConfirmation })
    expect(confirmation).not.toHaveProperty('turnstileToken')
    // One reset, after the attempt; no "wait for the check" message.
    await expect.poll(() => callNames(page)).toEqual(['render w1', 'reset w1'])
    await expect(notification(page)).not.toContainText(turnstileText.notVerified)
  })

  test('should ask to wait for the check and send nothing while there is no token', async ({
    page,
  }) => {
    await turnstileOn(page, { solves: false })
    const mails: Request[] = []
    page.on('request', (r) => {
      if (isMailer(r)) mails.push(r)
    })
    await gotoForm(page, paths.contact)
    await expect(widget(page)).toBeVisible()
    await fillFamilies(page, `Nina${unique()}`)
    await page.getByRole('button', { name: 'ENVIAR' }).click()
    await expect(notification(page)).toContainText(turnstileText.notVerified)
    await expect(page.getByRole('textbox', { name: 'Zona donde vivís' })).toHaveValue('Canning')
    expect(mails).toEqual([])
  })
})

test('should load nothing from Cloudflare and show no widget when Turnstile is off', async ({
  page,
}) => {
  const asked = await fakeCloudflare(page)
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.config)
  await gotoForm(page, paths.contact)
  expect(await (await config).json()).toEqual({ turnstileSiteKey: null })
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeVisible()
  await expect(page.getByRole('group', { name: turnstileText.widgetLabel })).toHaveCount(0)
  expect(asked).toEqual([])
})
