import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { legalSections, privacyAnchor } from '../../shared/content/faqs'
import { privacyText } from '../../shared/retention'
import { paths } from '../../shared/routes'
import { builtPages } from './helpers'

const routes = builtPages()

interface FragmentLink {
  /** The link as written, for the failure message. */
  href: string
  /** The page it goes to: path and query. */
  target: string
  /** The id it lands on. */
  id: string
}

/** Every same-site link of the page that points at a fragment. */
async function fragmentLinks(page: Page): Promise<FragmentLink[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page
    .locator('a[href*="#"]')
    .evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href') ?? '', (a as HTMLAnchorElement).href]),
    )
  return hrefs
    .map(([href, resolved]) => ({ href: href!, url: new URL(resolved!) }))
    .filter(({ url }) => url.origin === origin)
    .map(({ href, url }) => ({
      href,
      target: url.pathname + url.search,
      id: decodeURIComponent(url.hash.slice(1)),
    }))
}

/** The ids a page holds, once loaded. */
async function idsOnPage(page: Page): Promise<Set<string>> {
  return new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((el) => el.id)))
}

/** Whether the page's prerendered HTML (what the browser lands on before any script) has the id. */
async function servedWithId(request: APIRequestContext, target: string, id: string) {
  const html = await (await request.get(target)).text()
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`\\sid="${escaped}"`).test(html)
}

test.describe('every link to a fragment', () => {
  for (const path of routes) {
    test(`should land on an element with that id, from ${path}`, async ({
      page,
      context,
      request,
    }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const links = await fragmentLinks(page)
      const idsOf = new Map<string, Set<string>>([[path, await idsOnPage(page)]])
      for (const link of links) {
        let ids = idsOf.get(link.target)
        if (!ids) {
          const other = await context.newPage()
          const res = await other.goto(link.target)
          expect(res?.status(), `${link.href} on ${path}: the page exists`).toBe(200)
          await other.waitForLoadState('networkidle')
          ids = await idsOnPage(other)
          await other.close()
          idsOf.set(link.target, ids)
        }
        expect(link.id, `${link.href} on ${path} names an id`).not.toBe('')
        expect(ids.has(link.id), `${link.href} on ${path}: #${link.id} on ${link.target}`).toBe(
          true,
        )
        expect(
          await servedWithId(request, link.target, link.id),
          `${link.href} on ${path}: #${link.id} in the prerendered ${link.target}`,
        ).toBe(true)
      }
    })
  }
})

test("should take a form's privacy note to the privacy policy itself", async ({ page }) => {
  const privacy = legalSections.find((s) => s.anchor === privacyAnchor)!
  const privacyHref = `${paths.faqs}#${privacyAnchor}`
  // The section that anchor names is the privacy policy: it states how long data is kept.
  expect(privacy.paragraphs).toContain(privacyText.enquiries)
  await page.goto(paths.contact)
  const note = page.getByRole('link', { name: 'protección de datos personales' }).first()
  await expect(note).toHaveAttribute('href', privacyHref)
  await note.click()
  await expect(page).toHaveURL(privacyHref)
  const section = page.locator(`#${privacyAnchor}`)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(privacy.title)
  // Its heading shows, below the fixed header.
  await expect(section.getByRole('heading', { level: 3 })).toBeInViewport()
  const header = (await page.getByRole('banner').boundingBox())!
  const heading = (await section.getByRole('heading', { level: 3 }).boundingBox())!
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
  for (const p of privacy.paragraphs) await expect(section).toContainText(p)
})
