import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { menuGroups } from '../../shared/site/routes'

/** The element's box once it stays put (the sections around it have laid out). */
export async function settledBox(element: Locator) {
  let box = await element.boundingBox()
  await expect
    .poll(async () => {
      const last = box
      box = await element.boundingBox()
      return box !== null && box.y === last?.y
    })
    .toBe(true)
  return box!
}

/**
 * Whether the browser reports `image` as the page's largest paint. A decoded image paints a
 * frame later and its entry follows that paint, so this waits for it (up to `waitMs`), and a
 * moment more once it comes, in case a larger paint follows.
 */
export async function isLargestPaint(image: Locator, waitMs = 3000): Promise<boolean> {
  return image.evaluate(
    (img, waitMs) =>
      new Promise<boolean>((resolve) => {
        let latest: Element | undefined
        const finish = () => {
          observer.disconnect()
          clearTimeout(timer)
          resolve(latest === img)
        }
        const observer = new PerformanceObserver((list) => {
          latest = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element
          if (latest === img) setTimeout(finish, 250)
        })
        const timer = setTimeout(finish, waitMs)
        observer.observe({ type: 'largest-contentful-paint', buffered: true })
      }),
    waitMs,
  )
}

/**
 * Every page the build prerendered, by path, as its sitemap lists them: the route
 * table's and the journal's. prerenderPaths() (shared/site/catalog.ts) knows only the
 * route table's: the journal's entries are read by the Vite build alone. The tests
 * run after a build.
 */
export function builtPages(): string[] {
  const sitemap = path.resolve(import.meta.dirname, '../../dist/client/sitemap.xml')
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  )
}

/** The menu group holding the option that leads to `route`, and that option's label. */
export function menuEntry(route: string): { group: string; option: string } {
  const group = menuGroups.find((g) => g.options.some((o) => o.route === route))
  const option = group?.options.find((o) => o.route === route)
  if (!group || !option) throw new Error(`no menu option leads to ${route}`)
  return { group: group.title, option: option.text }
}

/** Top of each element in document coordinates, to check the order of sections. */
export async function expectInDocumentOrder(locators: readonly Locator[]): Promise<void> {
  const tops: number[] = []
  for (const locator of locators) {
    await expect(locator).toHaveCount(1)
    tops.push(await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY))
  }
  for (let i = 1; i < tops.length; i++) {
    expect(tops[i], `element ${i} should come after element ${i - 1}`).toBeGreaterThan(tops[i - 1]!)
  }
}

/**
 * A Splide carousel by its accessible name, once Splide has mounted it: scrolled
 * to, as Splide sets a carousel up only when it nears the screen.
 */
export async function mountedCarousel(page: Page, name: string): Promise<Locator> {
  const root = page.locator(`.splide[aria-label="${name}"]`)
  await root.scrollIntoViewIfNeeded()
  await expect(root).toHaveClass(/is-initialized/)
  return root
}

/**
 * Drags the mouse from right to left across a 600 px wide page at mid height, pausing
 * `pauseMs` between moves (0: a quick flick).
 */
export async function swipeLeft(page: Page, pauseMs = 16): Promise<void> {
  await page.mouse.move(500, 400)
  await page.mouse.down()
  for (let x = 460; x >= 60; x -= 40) {
    await page.mouse.move(x, 400)
    if (pauseMs) await page.waitForTimeout(pauseMs)
  }
  await page.mouse.up()
}

/** Presses Tab `presses` times, checking that focus never leaves `scope` (an open dialog). */
export async function expectFocusKeptIn(
  page: Page,
  scope: Locator,
  presses: number,
): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    expect(await scope.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
}

/**
 * A lightbox just opened on its second photo, paged from the keyboard: one photo a press,
 * each once the last has slid in (a press mid-slide is dropped), its position announced and
 * the photo shown; focus kept inside for `tabs` presses; Escape closes it and gives focus
 * back to `trigger`. `alts` name its photos in order.
 */
export async function pageThroughLightbox(
  page: Page,
  {
    dialog,
    trigger,
    alts,
    tabs,
  }: { dialog: Locator; trigger: Locator; alts: string[]; tabs: number },
): Promise<void> {
  const position = dialog.locator('[aria-live="polite"]')
  const at = (n: number) => expect(position).toHaveText(`${n} de ${alts.length}`)
  const shown = (i: number) =>
    expect(dialog.getByRole('img', { name: alts[i]!, exact: true })).toBeInViewport()
  await at(2)
  await page.keyboard.press('ArrowRight')
  await at(3)
  await shown(2)
  await page.keyboard.press('ArrowLeft')
  await at(2)
  await page.keyboard.press('ArrowLeft')
  await at(1)
  await shown(0)

  await expectFocusKeptIn(page, dialog, tabs)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
}

/** The index (0-based) of the selected dot of a carousel's pagination. */
export async function selectedDot(carousel: Locator): Promise<number> {
  return carousel
    .locator('.splide__pagination__page')
    .evaluateAll((dots) => dots.findIndex((d) => d.classList.contains('is-active')))
}

/** The marquee animation state of every strip on the page. */
export async function marqueeStates(page: Page) {
  return page.locator('[data-marquee-track]').evaluateAll((tracks) =>
    tracks.map((t) => {
      const style = getComputedStyle(t)
      return {
        animationName: style.animationName,
        transform: style.transform,
        duration: parseFloat(style.getPropertyValue('--marquee-duration')),
        groupWidth: (t.firstElementChild as HTMLElement).getBoundingClientRect().width,
      }
    }),
  )
}

/**
 * A question of a native accordion (`<details>`): its summary, the item, and what
 * assistive tech is told about it (Chromium's accessibility tree: a disclosure
 * button with its expanded state), which Playwright's role queries do not model.
 */
export function disclosure(scope: Page | Locator, question: string | RegExp) {
  const page = 'page' in scope ? scope.page() : scope
  const item = scope.locator('details', { has: page.locator('summary', { hasText: question }) })
  const summary = item.locator('summary')
  return {
    summary,
    item,
    expectOpen: (open: boolean) =>
      open ? expect(item).toHaveAttribute('open', '') : expect(item).not.toHaveAttribute('open'),
  }
}

/** Chromium's role and expanded state for an element, as a screen reader gets them. */
export async function axState(page: Page, element: Locator) {
  await element.evaluate((el) => el.setAttribute('data-ax-probe', ''))
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-ax-probe]',
  })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  })
  await element.evaluate((el) => el.removeAttribute('data-ax-probe'))
  const ax = nodes[0]
  await cdp.detach()
  return {
    role: ax?.role?.value as string | undefined,
    name: ax?.name?.value as string | undefined,
    expanded: ax?.properties?.find((p) => p.name === 'expanded')?.value.value as
      boolean | undefined,
  }
}

/**
 * The files a built module imports statically (`import … from "./x.js"`), which the
 * browser fetches before it runs the module; names relative to the module's folder.
 */
export const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:import|from)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1] ?? '')

/**
 * Where one of the site's WhatsApp links leads: it goes through the Worker's
 * `/ir/whatsapp` (which counts the tap), whose redirect names the wa.me address.
 */
export async function whatsappDestination(request: APIRequestContext, href: string): Promise<URL> {
  const res = await request.get(href, { maxRedirects: 0 })
  expect(res.status(), href).toBe(302)
  return new URL(res.headers().location ?? '')
}
