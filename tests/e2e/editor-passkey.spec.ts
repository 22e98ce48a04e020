/**
 * Her passkeys in a real browser: Chromium's virtual authenticator (CDP `WebAuthn`) plays
 * her phone's, with its fingerprint always accepted. The window is reached under
 * SITE_ORIGIN (http://localhost:8787, the passkeys' relying party in this run), which
 * the browser's requests are routed to the e2e server from, as the production domain
 * reaches the Worker. Screenshots of what she sees go to /tmp/shots-passkey/.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { signInLabel } from '../../scripts/build/admin'
import { editorText, passkeyText } from '../../worker/text'
import { PASSKEY_EDITORS, PORT } from './playwright.config'
import { editorConfigFor } from './editor-helpers'
import { mailedCode, receivedMails } from './received-mail'

/** Her address in this attempt: a retry meets the first attempt's D1, its codes spent. */
function editor() {
  const { retry } = test.info()
  const address = PASSKEY_EDITORS[retry]
  if (!address) throw new Error(`no passkey editor for retry ${retry}: add one to PASSKEY_EDITORS`)
  return address
}

/** SITE_ORIGIN of the e2e server (playwright.config.ts): the origin the passkeys belong to. */
const site = 'http://localhost:8787'
const ours = `http://127.0.0.1:${PORT}`
const shots = '/tmp/shots-passkey'
const widths = [390, 1280] as const

/** Her phone's browser, as it names itself. */
const herPhone =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Mobile Safari/537.36'

/** A browser at `site`: each request goes to the e2e server, from `ip` as Cloudflare would say. */
async function atTheSite(
  browser: Browser,
  ip: string,
  userAgent?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-AR', ...(userAgent && { userAgent }) })
  await context.route(`${site}/**`, async (route) => {
    const request = route.request()
    const headers = await request.allHeaders()
    // Chromium adds Sec-Fetch-Site after interception: what it would say, from the page's origin.
    const from = headers.origin ?? (headers.referer && new URL(headers.referer).origin)
    const fetchSite = from === site ? 'same-origin' : from ? 'cross-site' : 'none'
    try {
      const response = await route.fetch({
        url: request.url().replace(site, ours),
        headers: { ...headers, 'sec-fetch-site': fetchSite, 'cf-connecting-ip': ip },
      })
      await route.fulfill({ response })
    } catch (error) {
      // The window closed or went on (her sign-in done) while one of its requests was on its
      // way: the browser dropped it, as it would on the real site. Anything else is a failure.
      if (!/disposed|closed/i.test(String(error))) throw error
    }
  })
  return context
}

interface Authenticator {
  id: string
  send: <T>(method: string, params?: object) => Promise<T>
}

/** Her device's authenticator, built into the page: user verification always passes. */
async function authenticatorOn(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    id: authenticatorId,
    send: (method, params = {}) =>
      cdp.send(method as 'WebAuthn.getCredentials', { authenticatorId, ...params }) as never,
  }
}

interface Credential {
  credentialId: string
  rpId: string
  privateKey: string
  userHandle: string
  signCount: number
  isResidentCredential: boolean
}

const credentialsOf = async (authenticator: Authenticator) =>
  (await authenticator.send<{ credentials: Credential[] }>('WebAuthn.getCredentials')).credentials

/** Asks for a code for her address in this window. */
async function askForCode(page: Page) {
  await page.goto(`${site}/v1/api/cms/auth`)
  await page.getByLabel(editorText.emailLabel).fill(editor().email)
  await page.getByRole('button', { name: editorText.sendCode }).click()
  await expect(page.getByLabel(editorText.codeLabel)).toBeVisible()
}

/** Screenshots of this page at a phone's and a computer's width. */
async function shoot(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
}

/**
 * What the editor's gateway answers this browser: 401 signed out; signed in, 403 for another
 * repository, refused before anything reaches GitHub (the other specs read the fake GitHub's
 * calls, so this one makes none).
 */
async function gatewayStatus(context: BrowserContext): Promise<number> {
  const session = (await context.cookies(site)).find((c) => c.name === '__Host-editor_session')
  if (!session) return 401
  const res = await context.request.get(`${ours}/v1/api/cms/github/api/v3/repos/otra/cuenta`, {
    headers: { Cookie: `${session.name}=${session.value}`, 'Sec-Fetch-Site': 'same-origin' },
  })
  return res.status()
}

/** The editor as built names the production origin and repository: here `site` and the fake GitHub's. */
const editorAtTheSite = (page: Page) =>
  editorConfigFor(page, site, `${site}/admin/config.yml*`, `${ours}/admin/config.yml`)

const passkeyButton = (page: Page) => page.getByRole('button', { name: passkeyText.signIn })

test('should save her passkey after the code, let her in with it though strangers asked for her codes, and refuse it once removed', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await atTheSite(browser, '192.0.2.20', herPhone)
  const page = await context.newPage()
  const phone = await authenticatorOn(page)

  // The sign-in window, with the passkey first and the code below.
  await page.goto(`${site}/v1/api/cms/auth`)
  await expect(passkeyButton(page)).toBeVisible()
  await expect(page.getByLabel(editorText.emailLabel)).toBeVisible()
  await shoot(page, '1-sign-in')

  // In with the code; the window offers to save a passkey on this device.
  const before = (await receivedMails(page.request)).length
  await askForCode(page)
  await page
    .getByLabel(editorText.codeLabel)
    .fill(await mailedCode(page.request, editor().email, before))
  await page.getByRole('button', { name: editorText.enter }).click()
  await expect(page.getByRole('heading', { name: passkeyText.offerTitle })).toBeVisible()
  await expect(page.getByRole('button', { name: passkeyText.toEditor })).toBeVisible()
  await shoot(page, '2-offer-after-code')

  await page.getByRole('button', { name: passkeyText.offer }).click()
  await expect(page.getByRole('status')).toHaveText(passkeyText.saved)
  const list = page.getByRole('region', { name: passkeyText.listTitle })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText('Chrome en Android, guardada el')
  await shoot(page, '3-list-with-remove')
  const [first] = await credentialsOf(phone)
  expect(first).toMatchObject({ rpId: 'localhost', isResidentCredential: true })

  // She removes it (her device forgets it too), and saves a new one.
  await list.getByRole('button', { name: /^Quitar la llave de Chrome en Android/ }).click()
  await expect(page.getByRole('status')).toHaveText(passkeyText.removed('Chrome en Android'))
  await expect(page.getByRole('region', { name: passkeyText.listTitle })).toHaveCount(0)
  await phone.send('WebAuthn.removeCredential', { credentialId: first?.credentialId })
  await page.getByRole('button', { name: passkeyText.offer }).click()
  await expect(page.getByRole('status')).toHaveText(passkeyText.saved)

  // Signed out ("Cerrar sesión" in the editor posts this).
  const out = await page.evaluate(
    async () => (await fetch('/v1/api/cms/signout', { method: 'POST' })).status,
  )
  expect(out).toBe(204)
  expect(await gatewayStatus(context)).toBe(401)

  // Three strangers ask for codes for her address, from three other addresses and browsers.
  for (const ip of ['203.0.113.31', '203.0.113.32', '203.0.113.33']) {
    const stranger = await atTheSite(browser, ip)
    await askForCode(await stranger.newPage())
    await stranger.close()
  }

  // Her passkey still lets her in, at once: from the editor's button, its window hands the
  // editor its credential as after a code, and closes.
  await editorAtTheSite(page)
  await page.goto(`${site}/admin/`)
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: signInLabel }).click()
  const window = await popup
  const inWindow = await authenticatorOn(window)
  for (const credential of await credentialsOf(phone))
    await inWindow.send('WebAuthn.addCredential', { credential })
  await passkeyButton(window).click()
  await expect(page.getByRole('grid', { name: 'Archivos' })).toBeVisible({ timeout: 30_000 })
  expect(window.isClosed()).toBe(true)
  expect(await gatewayStatus(context)).toBe(403)

  // The removed one, kept by a device that did not forget it, opens nothing.
  const other = await atTheSite(browser, '198.51.100.40')
  const otherPage = await other.newPage()
  const old = await authenticatorOn(otherPage)
  await old.send('WebAuthn.addCredential', { credential: first })
  await otherPage.goto(`${site}/v1/api/cms/auth`)
  await passkeyButton(otherPage).click()
  await expect(otherPage.getByRole('alert')).toHaveText(passkeyText.refused)
  expect(await gatewayStatus(other)).toBe(401)
  await other.close()
  await context.close()
})

/** A passkey for `rpId` made outside the site: a key pair and an id no one here knows. */
function foreignCredential(rpId: string): Credential {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    credentialId: randomBytes(16).toString('base64'),
    rpId,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    userHandle: randomBytes(16).toString('base64'),
    signCount: 0,
    isResidentCredential: true,
  }
}

for (const [whose, rpId, problem] of [
  ['another site', 'other.example', passkeyText.cancelled],
  ['another user', 'localhost', passkeyText.refused],
] as const)
  test(`should refuse a passkey of ${whose}`, async ({ browser }) => {
    const context = await atTheSite(browser, '198.51.100.50')
    const page = await context.newPage()
    const device = await authenticatorOn(page)
    await device.send('WebAuthn.addCredential', { credential: foreignCredential(rpId) })
    await page.goto(`${site}/v1/api/cms/auth`)
    await passkeyButton(page).click()
    // Another site's passkey is not even offered for this one; another user's is refused here.
    await expect(page.getByRole('alert')).toHaveText(problem)
    expect(await gatewayStatus(context)).toBe(401)
    await context.close()
  })
