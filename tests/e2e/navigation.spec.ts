import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { families, familySectionLabels } from '../../shared/content/services'
import { paths } from '../../shared/site/routes'
import { disclosure, menuEntry } from './helpers'

/**
 * Every page is a page of its own: a link loads it (prerendered by the browser where
 * it can, as the visitor reaches for the link), so its head, focus and what a screen
 * reader says are those of a full load, and the back button brings the last page back
 * as it was left, its menu closed.
 */

/** A head's tags by kind (title, each meta by name or property, canonical, JSON-LD). */
type HeadTags = Record<string, (string | null)[]>

/** Runs in the page: the tags of its own head, or of the prerendered page `html`. */
function readHead(html: string | null): HeadTags {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const tags: HeadTags = {}
  const add = (kind: string, value: string | null) => (tags[kind] ??= []).push(value)
  add('title', doc.title)
  for (const meta of doc.head.querySelectorAll('meta[name], meta[property]')) {
    add(
      `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`,
      meta.getAttribute('content'),
    )
  }
  for (const link of doc.head.querySelectorAll('link[rel="canonical"]')) {
    add('canonical', link.getAttribute('href'))
  }
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
    add('json-ld', script.textContent)
  }
  return tags
}

/**
 * The head tags of the HTML a full load of `path` gets: its prerendered page, or
 * for an unknown one the "not found" page the Worker answers with.
 */
async function prerenderedHead(page: Page, request: APIRequestContext, path: string, found = true) {
  const response = await request.get(path)
  expect(response.status(), `GET ${path}`).toBe(found ? 200 : 404)
  const head = await page.evaluate(readHead, await response.text())
  // Guards against comparing two empty heads.
  const kinds = found ? ['canonical', 'meta og:url'] : ['meta robots']
  for (const kind of ['title', 'meta description', 'meta og:image', ...kinds])
    expect(head[kind], `${path} has ${kind}`).toHaveLength(1)
  return head
}

/** Follows the menu option that leads to `route`, opening its group first. */
const menuLink = (route: string) => async (page: Page) => {
  const { group, option } = menuEntry(route)
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const menu = page.getByRole('dialog', { name: 'Menú' })
  await disclosure(menu, group).summary.click()
  await menu.getByRole('link', { name: option }).click()
}

/** Five pages, each reached through a link a visitor would use. */
const walk: readonly { path: string; follow: (page: Page) => Promise<void> }[] = [
  { path: paths.about, follow: menuLink(paths.about) },
  { path: paths.services, follow: menuLink(paths.services) },
  {
    path: paths.brands,
    follow: (page) => page.getByRole('main').getByRole('link', { name: 'QUIERO AGENDAR' }).click(),
  },
  {
    path: paths.faqs,
    follow: (page) =>
      page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click(),
  },
  { path: paths.contact, follow: menuLink(paths.contact) },
]

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

/** Marks the current document: a page that still has the mark was not loaded anew. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)

test('should load each page reached by a link with its own title, description, canonical and share tags, and bring the last one back', async ({
  page,
  request,
}) => {
  test.slow() // five pages and back, each compared with its prerendered HTML
  await page.goto(paths.home)
  const home = await page.evaluate(readHead, null)
  expect(home).toEqual(await prerenderedHead(page, request, paths.home))

  for (const { path, follow } of walk) {
    await mark(page)
    await follow(page)
    await expect(page).toHaveURL(path)
    await expect.poll(() => sameDocument(page), { message: `${path} loaded anew` }).toBe(false)
    const expected = await prerenderedHead(page, request, path)
    expect(expected.title).not.toEqual(home.title)
    expect(await page.evaluate(readHead, null), path).toEqual(expected)
    // A page loaded from the menu comes with its own menu, closed.
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden()
  }

  await page.goBack()
  await expect(page).toHaveURL(paths.faqs)
  const faqs = await prerenderedHead(page, request, paths.faqs)
  expect(await page.evaluate(readHead, null)).toEqual(faqs)
  await page.goBack()
  await expect(page).toHaveURL(paths.brands)
  await expect(heading(page)).toBeVisible()
})

test('should bring a page left through its menu back with the menu closed', async ({ page }) => {
  await page.goto(paths.about)
  await menuLink(paths.contact)(page)
  await expect(page).toHaveURL(paths.contact)
  await page.goBack()
  await expect(page).toHaveURL(paths.about)
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible()
})

test('should start a loaded page at its top, with the skip link first and nothing announced', async ({
  page,
}) => {
  await page.goto(paths.home)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click()
  await expect(page).toHaveURL(paths.faqs)
  expect(await page.evaluate(() => scrollY)).toBe(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused()
  // No live region of ours repeats the title: the browser announces a new page itself.
  await expect(page.locator('[aria-live]')).toHaveCount(0)
})

test('should start prerendering a page of the site as the visitor reaches for its link', async ({
  page,
}) => {
  // Chromium prerenders nothing while DevTools drives it (the attempt ends
  // "PrerenderingDisabledByDevTools"), so this watches the browser take the rules and
  // start on the link, through DevTools' own Preload events.
  const cdp = await page.context().newCDPSession(page)
  const ruleSets: { errorType?: string }[] = []
  const attempts: string[] = []
  cdp.on('Preload.ruleSetUpdated', (e) => ruleSets.push(e.ruleSet))
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.push(e.key.url))
  await cdp.send('Preload.enable')
  await page.goto(paths.home)
  await page.waitForLoadState('networkidle')
  await expect.poll(() => ruleSets.length).toBeGreaterThan(0)
  expect(ruleSets.map((r) => r.errorType ?? 'accepted')).toEqual(['accepted'])
  expect(attempts).toEqual([])
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' })
  await link.hover()
  await expect.poll(() => attempts).toContain(new URL(paths.faqs, page.url()).href)
})

test('should point every page at speculation rules that prerender its own pages only', async ({
  request,
}) => {
  const pageResponse = await request.get(paths.about)
  const header = pageResponse.headers()['speculation-rules'] ?? ''
  const rulesPath = /^"(\/[^"]+)"$/.exec(header)?.[1]
  expect(rulesPath, header).toBeTruthy()
  const rules = await request.get(rulesPath ?? '')
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json')
  const text = JSON.stringify(await rules.json())
  expect(text).toContain('"prerender"')
  expect(text).toContain('"/*"')
  for (const excluded of ['/v1/*', '/admin/*'])
    expect(text).toContain(`"not":{"href_matches":"${excluded}"}`)
})

test('should cross-fade from page to page where the browser can', async ({ page }) => {
  await page.goto(paths.about)
  const navigation = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule.constructor.name === 'CSSViewTransitionRule')
      .map((rule) => (rule as CSSRule & { navigation: string }).navigation),
  )
  expect(navigation).toEqual(['auto'])
})

test('should load the next families section from its link with the keyboard', async ({ page }) => {
  await page.goto(paths.families('embarazo'))
  const sections = page.getByRole('navigation', { name: 'Sesiones de familia' })
  const next = sections.getByRole('link', { name: familySectionLabels.recienNacido })
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(paths.families('recienNacido'))
  await expect(heading(page)).toHaveText(families.sections.recienNacido.title)
  await expect(
    page
      .getByRole('navigation', { name: 'Sesiones de familia' })
      .getByRole('link', { name: familySectionLabels.recienNacido }),
  ).toHaveAttribute('aria-current', 'page')
})
