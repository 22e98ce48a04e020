/**
 * Signing in to the editor with her e-mail, in a real browser with the real editor: the
 * code comes from the fake Resend, the editor works on the fake GitHub through our
 * Worker's gateway, a save is one commit that names her, and no GitHub token ever
 * reaches the browser.
 */
import { expect, test, type Page } from '@playwright/test'
import type { ServicesFile } from '../../shared/content/schema/pages'
import { signInLabel } from '../../scripts/build/admin'
import { editorText } from '../../worker/text'
import { changeStudioFee, editorConfigFor } from './editor-helpers'
import type { FakeCall, FakeCommit } from './fake-github'
import { EDITOR, GITHUB_PORT, PORT } from './playwright.config'
import { mailedCode, receivedMails } from './received-mail'

const ours = `http://127.0.0.1:${PORT}`
const fakeGitHub = `http://127.0.0.1:${GITHUB_PORT}`

/**
 * The built configuration names the site's public origin and the deploy's repository;
 * here, this run's origin and the fake GitHub's repository.
 */
const editorOnThisOrigin = (page: Page) =>
  editorConfigFor(page, ours, (url) => url.pathname === '/admin/config.yml')

/** Signs in through the editor's window: her e-mail, then the mailed code. */
async function signIn(page: Page) {
  const before = (await receivedMails(page.request)).length
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: signInLabel }).click()
  const window = await popup
  await expect(window.getByRole('heading', { name: editorText.title })).toBeVisible()
  await window.getByLabel(editorText.emailLabel).fill(EDITOR.email)
  await window.getByRole('button', { name: editorText.sendCode }).click()
  await expect(window.getByRole('status')).toHaveText(editorText.codeSent(EDITOR.email))
  await window
    .getByLabel(editorText.codeLabel)
    .fill(await mailedCode(page.request, EDITOR.email, before))
  await window.getByRole('button', { name: editorText.enter }).click()
}

const files = (page: Page) => page.getByRole('grid', { name: 'Archivos' })

test('should let her sign in with her e-mail, save a fee as one commit that names her, stay signed in, and sign out', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * 60_000)
  // Everything the browser receives, to look for a GitHub token in it.
  const received: string[] = []
  context.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    received.push(JSON.stringify(response.headers()))
    if (/json|text|javascript|yaml/.test(type)) received.push(await response.text().catch(() => ''))
  })
  // The repository as seeded (a server kept from an earlier local run has commits).
  await page.request.post(`${fakeGitHub}/__reset`)
  await editorOnThisOrigin(page)
  await page.goto('/admin/')
  await signIn(page)
  await expect(files(page)).toBeVisible({ timeout: 30_000 })

  // A fee: the brands studio session, from USD 350 to USD 390.
  await changeStudioFee(page, 350, 390)

  const commits = (await (await page.request.get(`${fakeGitHub}/__commits`)).json()) as FakeCommit[]
  expect(commits).toHaveLength(1)
  const [commit] = commits
  expect(commit?.branch).toBe('main')
  expect(Object.keys(commit?.files ?? {})).toEqual(['content/services.json'])
  const services = JSON.parse(commit?.files['content/services.json'] ?? '{}') as ServicesFile
  expect(services.brands.studioFromUsd).toBe(390)
  expect(commit?.body).toBe(`Co-authored-by: ${EDITOR.name} <${EDITOR.email}>`)

  // Still signed in after a reload: the cookie, not the page, holds the session.
  await page.reload()
  await expect(files(page)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: signInLabel })).toHaveCount(0)

  // "Cerrar sesión" ends the session on the server: the old cookie opens nothing.
  const [session] = (await context.cookies()).filter((c) => c.name === '__Host-editor_session')
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
  await page.getByRole('button', { name: 'Mostrar el menú de la cuenta' }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: signInLabel })).toBeVisible()
  await expect
    .poll(async () =>
      (
        await page.request.get(`${ours}/v1/api/cms/github/api/v3/user`, {
          headers: {
            Cookie: `${session?.name}=${session?.value}`,
            'Sec-Fetch-Site': 'same-origin',
          },
        })
      ).status(),
    )
    .toBe(401)

  // What the editor asked GitHub for, through the gateway (docs/ARCHITECTURE.md lists it);
  // and no response the browser received carried a token of GitHub's.
  const calls = (await (await page.request.get(`${fakeGitHub}/__calls`)).json()) as FakeCall[]
  await test.info().attach('calls to GitHub', {
    body: JSON.stringify(calls, null, 1),
    contentType: 'application/json',
  })
  expect(
    new Set(
      calls.map((c) => c.graphql ?? `${c.method} ${c.path.replace(/\/[0-9a-f]{40}|\?.*$/g, '')}`),
    ),
  ).toEqual(
    new Set([
      'query repository',
      'mutation createCommitOnBranch',
      'GET /repos/estudio/sitio/git/trees',
    ]),
  )
  expect(received.filter((text) => /gh[sopu]_[A-Za-z0-9_]+/.test(text))).toEqual([])
})

test('should keep the editor closed to a browser that is not signed in', async ({ page }) => {
  await editorOnThisOrigin(page)
  await page.goto('/admin/')
  await expect(page.getByRole('button', { name: signInLabel })).toBeVisible()
  const res = await page.request.get(`${ours}/v1/api/cms/github/api/v3/repos/estudio/sitio`, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(res.status()).toBe(401)
  expect(((await res.json()) as { message: string }).message).toBe(editorText.signedOut)
})

test('should never set or read a cookie on the public site', async ({ page, context }) => {
  const setCookies: string[] = []
  page.on('response', (r) => {
    const header = r.headers()['set-cookie']
    if (header) setCookies.push(`${r.url()} ${header}`)
  })
  for (const route of ['/', '/contact', '/faqs', '/services', '/no-existe']) await page.goto(route)
  expect(setCookies).toEqual([])
  expect(await context.cookies()).toEqual([])
})
