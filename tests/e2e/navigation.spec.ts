import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { families, familySectionLabels } from '../../shared/content/services'
import { paths } from '../../shared/routes'
import { disclosure, menuEntry } from './helpers'

/**
 * Following a link inside the site renders the next page in the browser, without
 * loading it: its head, focus and what a screen reader says must still be those of
 * a full load of that page.
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

const announcer = (page: Page) => page.locator('#anuncio-de-pagina')
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

/** Opens the home page and waits until it has hydrated (the announcer is added then). */
async function openHome(page: Page) {
  await page.goto(paths.home)
  await expect(announcer(page)).toBeAttached()
  // Set once: still there at the end shows no link loaded a page.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
}

const stillTheSameDocument = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true)

test('should give each page reached by a link its own title, description, canonical and share tags, and the previous ones back', async ({
  page,
  request,
}) => {
  test.slow() // five pages and back, each compared with its prerendered HTML
  await openHome(page)
  const home = await page.evaluate(readHead, null)
  expect(home).toEqual(await prerenderedHead(page, request, paths.home))

  for (const { path, follow } of walk) {
    await follow(page)
    await expect(page).toHaveURL(path)
    const expected = await prerenderedHead(page, request, path)
    expect(expected.title).not.toEqual(home.title)
    await expect.poll(() => page.evaluate(readHead, null), { message: path }).toEqual(expected)
  }

  await page.goBack()
  await expect(page).toHaveURL(paths.faqs)
  const faqs = await prerenderedHead(page, request, paths.faqs)
  await expect.poll(() => page.evaluate(readHead, null), { message: 'back' }).toEqual(faqs)
  expect(await stillTheSameDocument(page)).toBe(true)
})

test('should move focus to the new page’s heading and announce its title, but not on the first load', async ({
  page,
  request,
}) => {
  test.slow() // five pages and back
  await openHome(page)
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite')
  await expect(announcer(page)).toHaveText('')
  await expect(heading(page)).not.toBeFocused()

  for (const { path, follow } of walk) {
    await follow(page)
    await expect(page).toHaveURL(path)
    const [title] = (await prerenderedHead(page, request, path)).title ?? []
    await expect(announcer(page)).toHaveText(title ?? '')
    await expect(heading(page)).toBeFocused()
    // Tab goes on from there; the heading was focusable only while focused.
    await page.keyboard.press('Tab')
    await expect(heading(page)).not.toBeFocused()
    await expect(heading(page)).not.toHaveAttribute('tabindex')
  }

  await page.goBack()
  await expect(page).toHaveURL(paths.faqs)
  const [faqsTitle] = (await prerenderedHead(page, request, paths.faqs)).title ?? []
  await expect(announcer(page)).toHaveText(faqsTitle ?? '')
  await expect(heading(page)).toBeFocused()
  expect(await stillTheSameDocument(page)).toBe(true)
})

test('should keep focus on the families section links while one changes the section', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(paths.families('embarazo'))
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  const sections = page.getByRole('navigation', { name: 'Sesiones de familia' })
  const next = sections.getByRole('link', { name: familySectionLabels.recienNacido })
  // The app takes the link over once React owns it (it marks the nodes it has hydrated).
  await expect
    .poll(() => next.evaluate((link) => Object.keys(link).some((k) => k.startsWith('__react'))))
    .toBe(true)
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(paths.families('recienNacido'))
  await expect(heading(page)).toHaveText(families.sections.recienNacido.title)
  expect(await stillTheSameDocument(page)).toBe(true)
  const expected = await prerenderedHead(page, request, paths.families('recienNacido'))
  await expect.poll(() => page.evaluate(readHead, null)).toEqual(expected)
  await expect(announcer(page)).toHaveText(expected.title?.[0] ?? '')
  await expect(next).toBeFocused()
})

test('should keep a page that is not found out of search results when reached in the app, and the next page in', async ({
  page,
  request,
}) => {
  await openHome(page)
  // No link leads there: the app is sent there as a link would send it.
  const visit = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)

  const unknownService = '/services/desconocido/all'
  await visit(unknownService)
  await expect(heading(page)).toHaveText('Servicio no encontrado')
  const notFound = await prerenderedHead(page, request, unknownService, false)
  await expect.poll(() => page.evaluate(readHead, null)).toEqual(notFound)
  await expect(announcer(page)).toHaveText(notFound.title?.[0] ?? '')

  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click()
  await expect(page).toHaveURL(paths.faqs)
  const faqs = await prerenderedHead(page, request, paths.faqs)
  await expect.poll(() => page.evaluate(readHead, null)).toEqual(faqs)

  // An unknown work sends the app home, as the Worker does.
  await visit('/work/999')
  await expect(page).toHaveURL(paths.home)
  const home = await prerenderedHead(page, request, paths.home)
  await expect.poll(() => page.evaluate(readHead, null)).toEqual(home)
  expect(await stillTheSameDocument(page)).toBe(true)
})
