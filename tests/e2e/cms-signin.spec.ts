/**
 * The editor's GitHub sign-in in a real browser, against the local fake of GitHub: the
 * editor at /admin signs in through our Worker and calls GitHub's API with the token;
 * an editor window on another origin gets nothing, not even when it answers the hello
 * itself (there, a stand-in page with the opener policy /admin has,
 * `same-origin-allow-popups`, so the sign-in window stays its popup through GitHub's
 * pages).
 */
import { expect, test, type Page } from '@playwright/test'
import { cmsText } from '../../worker/messages'
import { fakeGitHubAccount } from './fake-github'
import { GITHUB_PORT, PORT } from './playwright.config'

const ours = `http://127.0.0.1:${PORT}`
const signIn = `${ours}/v1/api/cms/auth?provider=github&scope=repo`

/** Opens a stand-in editor page at `origin` (served by the browser's router, not a server). */
async function editorPageAt(page: Page, origin: string) {
  const url = `${origin}/editor-stand-in`
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' },
      body: '<!doctype html><html lang="es"><title>Editor</title></html>',
    }),
  )
  await page.goto(url)
}

/**
 * Opens the sign-in window from `page` the way the editors do: on its hello
 * ('authorizing:github') it answers with the same words to the window's origin.
 * Resolves with the sign-in window once it shows its result.
 */
async function openSignIn(page: Page) {
  const popup = page.waitForEvent('popup')
  await page.evaluate((url) => {
    const w = window as unknown as { received: string[] }
    w.received = []
    window.addEventListener('message', (event) => {
      w.received.push(`${event.origin} ${String(event.data)}`)
      if (event.data === 'authorizing:github')
        (event.source as Window).postMessage(event.data, event.origin)
    })
    window.open(url, 'github', 'width=600,height=700')
  }, signIn)
  const signInWindow = await popup
  signInWindow.on('framenavigated', (f) => console.log('POPUP', f.url()))
  console.log('POPUP at', signInWindow.url())
  await signInWindow.waitForURL(/\/v1\/api\/cms\/callback\?/)
  await expect(signInWindow.getByRole('status')).toHaveText(cmsText.signedIn)
  return signInWindow
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: string[] }).received)

test('should sign the editor at /admin in through our Worker, and the editor should use the token with GitHub', async ({
  page,
}) => {
  // The built configuration sends sign-in to the site's public origin; here, to this run's.
  await page.route(
    (url) => url.pathname === '/admin/config.yml',
    async (route) => {
      const config = (await (await route.fetch()).json()) as { backend: Record<string, unknown> }
      config.backend.base_url = ours
      await route.fulfill({ contentType: 'application/yaml', body: JSON.stringify(config) })
    },
  )
  // GitHub's API itself is out of reach offline: what the editor sends it is the proof.
  const authorizations: string[] = []
  await page.route('https://api.github.com/**', async (route) => {
    authorizations.push(route.request().headers().authorization ?? '')
    await route.fulfill({ status: 503, json: { message: 'offline' } })
  })
  await page.goto('/admin/')
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: /^Iniciar sesión con .?GitHub.?$/ }).click()
  await popup
  await expect
    .poll(() => authorizations)
    .toContainEqual(expect.stringContaining(fakeGitHubAccount.token))
})

test('should hand the token to an editor window on our own origin', async ({ page }) => {
  await editorPageAt(page, ours)
  await openSignIn(page)
  await expect
    .poll(() => received(page))
    .toEqual([
      `${ours} authorizing:github`,
      `${ours} authorization:github:success:${JSON.stringify({ token: fakeGitHubAccount.token, provider: 'github' })}`,
    ])
})

test('should give an editor window on another origin nothing, even when it answers the hello', async ({
  page,
}) => {
  await editorPageAt(page, `http://127.0.0.1:${GITHUB_PORT}`)
  const signInWindow = await openSignIn(page)
  // The sign-in window is still its popup: the only thing keeping the token is the origin check.
  expect(await signInWindow.evaluate(() => window.opener !== null)).toBe(true)
  // It says hello itself, from its own origin, as a page fishing for the token would.
  await page.evaluate(() => window.open('', 'github')?.postMessage('authorizing:github', '*'))
  await page.waitForTimeout(1000)
  expect(await received(page)).toEqual([])
})
