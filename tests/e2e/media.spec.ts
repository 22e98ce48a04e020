import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { images } from '../../shared/content/images'
import { shellImages } from '../../shared/content/images/shell'
import { paths } from '../../shared/site/routes'
import { benchRoutes } from '../../scripts/bench/routes'

const root = path.resolve(import.meta.dirname, '../..')
const published = path.join(root, 'dist/client/images')

async function openMenu(page: Page) {
  await page.setViewportSize({ width: 1200, height: 800 })
  await page.goto('/about')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  return page.getByRole('dialog', { name: 'Menú' })
}

const widthsOf = (srcset: string | null) =>
  (srcset ?? '').split(',').map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1] ?? NaN))

test.describe('photographs', () => {
  test('should offer the menu photo as AVIF and WebP at several widths, with its size reserved', async ({
    page,
  }) => {
    const menu = await openMenu(page)
    const picture = menu.locator('picture')
    const avif = picture.locator('source[type="image/avif"]')
    const webp = picture.locator('source[type="image/webp"]')
    const avifWidths = widthsOf(await avif.getAttribute('srcset'))
    expect(avifWidths.length).toBeGreaterThanOrEqual(4)
    expect(avifWidths).toEqual([...avifWidths].sort((a, b) => a - b))
    expect(avifWidths.every(Number.isFinite)).toBe(true)
    expect(widthsOf(await webp.getAttribute('srcset'))).toEqual(avifWidths)
    await expect(avif).toHaveAttribute('sizes', '45vw')

    const img = picture.locator('img')
    await expect(img).toHaveAttribute('src', /\.jpg$/)
    await expect(img).toHaveAttribute('alt', '')
    const width = Number(await img.getAttribute('width'))
    const height = Number(await img.getAttribute('height'))
    const registered = shellImages['menu-panel']
    expect(width / height).toBeCloseTo(registered.width / registered.height, 2)
    // Not the LCP: lazy and decoded off the main thread, no raised priority.
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveAttribute('decoding', 'async')
    await expect(img).not.toHaveAttribute('fetchpriority', /.+/)
    // The photo really arrives, as AVIF in Chromium, and fills its panel.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0)
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/)
    const panel = await img.evaluate(
      (el) => el.parentElement?.parentElement?.getBoundingClientRect().width,
    )
    expect((await img.boundingBox())?.width).toBeCloseTo(panel ?? 0, 0)
  })

  test('should keep the menu photo out of the accessibility tree', async ({ page }) => {
    const menu = await openMenu(page)
    await expect(menu.locator('picture').locator('xpath=..')).toHaveAttribute('aria-hidden', 'true')
    await expect(menu.getByRole('img')).toHaveCount(0)
  })

  test('should give the home hero priority and preload it from the head', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    test.skip(!html.includes('<picture'), 'home has no photographs yet (its page lands separately)')
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/')
    const hero = page.locator('img[fetchpriority="high"]')
    await expect(hero).toHaveCount(1)
    await expect(hero).toHaveAttribute('loading', 'eager')
    const key = await hero.getAttribute('data-image')
    const ofKey = new RegExp(`/images/${key}-\\d+\\.`)
    const preloads = await page
      .locator('head link[rel="preload"][as="image"][type="image/avif"]')
      .evaluateAll((links) =>
        links.map((l) => ({
          srcset: l.getAttribute('imagesrcset') ?? '',
          sizes: l.getAttribute('imagesizes'),
          priority: l.getAttribute('fetchpriority'),
        })),
      )
    const preload = preloads.filter((p) => ofKey.test(p.srcset))
    expect(preload).toHaveLength(1)
    expect(preload[0]?.priority).toBe('high')
    const sizes = await hero.locator('xpath=../source[not(@media)][1]').getAttribute('sizes')
    expect(preload[0]?.sizes).toBe(sizes)
    // Below-the-fold photos stay lazy.
    await expect(page.locator('img[loading="lazy"][data-image]').first()).toBeAttached()
    await expect
      .poll(() => hero.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0)
    // The page's islands come to life without an error.
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  test('should paint a blurred preview behind prerendered photos before they load', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const keys = [...html.matchAll(/data-image="([a-z0-9-]+)"/g)].map((m) => m[1] ?? '')
    const firstScreen = [...html.matchAll(/fetchpriority="high" data-image="([a-z0-9-]+)"/gi)].map(
      (m) => m[1] ?? '',
    )
    expect(firstScreen.length).toBeGreaterThan(0)
    const preview = (key: string) =>
      `img[data-image="${key}"]{background-image:url("data:image/webp;base64,`
    // The first screen's previews are in the HTML, there before the first paint...
    const inline = /<style id="image-previews">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    for (const key of firstScreen) expect(inline).toContain(preview(key))
    // ...the rest in a stylesheet the page loads once it has painted, not in the HTML.
    const laterHref = /data-later-css="([^"]+)"/.exec(html)?.[1] ?? ''
    const later = await (await request.get(laterHref)).text()
    const below = keys.filter((k) => !firstScreen.includes(k))
    expect(below.length).toBeGreaterThan(0)
    for (const key of below) {
      expect(later).toContain(preview(key))
      expect(inline).not.toContain(preview(key))
    }
    await page.goto('/')
    const last = page.locator(`img[data-image="${below.at(-1)}"]`)
    await expect
      .poll(() => last.evaluate((el) => getComputedStyle(el).backgroundImage))
      .toContain('data:image/webp;base64,')
  })
})

test.describe('art direction', () => {
  test('should switch to the narrow photo at or below its breakpoint, preloading each where it shows', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const match = /data-image="([a-z0-9-]+)" data-narrow="([a-z0-9-]+)"/.exec(html)
    test.skip(!match, 'home has no art-directed photograph yet (its page lands separately)')
    const [, wide, narrow] = match ?? []
    await page.goto('/')
    const img = page.locator(`img[data-narrow="${narrow}"]`)
    const media = await img.locator('xpath=../source[@media][1]').getAttribute('media')
    const maxWidth = Number(/max-width: ([\d.]+)px/.exec(media ?? '')?.[1])
    for (const [width, expected] of [
      [maxWidth, narrow],
      [maxWidth + 1, wide],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await img.scrollIntoViewIfNeeded()
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
        .toMatch(new RegExp(`/images/${expected}-\\d+\\.`))
    }
    // A priority art-directed photo preloads each version only where it is shown.
    if ((await img.getAttribute('fetchpriority')) === 'high') {
      const preloads = await page
        .locator('head link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('imagesrcset') ?? '', l.getAttribute('media')]),
        )
      const mediaOf = (key = '') =>
        preloads.find(([srcset]) => new RegExp(`/images/${key}-\\d+\\.`).test(srcset ?? ''))?.[1]
      expect(mediaOf(narrow)).toBe(media)
      expect(mediaOf(wide)).toMatch(/min-width/)
    }
  })
})

test.describe('photo widths on a phone', () => {
  // A phone's screen is as wide as its viewport: with the project's 1920px desktop
  // screen, Chromium fetched the head's desktop-only preload as well.
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })

  test("should fetch a service's opening photo once, the file the head preloaded for the width it is drawn", async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/images/service-'))
        fetched.push(r.url())
    })
    await page.goto(paths.families('recienNacido'))
    const img = page.locator('main img[data-narrow]').first()
    await expect(img).toBeVisible()
    // Across the screen, 412px wide: 721 device pixels take the 828w file.
    const drawn = await img.evaluate((el) => el.getBoundingClientRect().width)
    expect(drawn).toBe(412)
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toMatch(/\/images\/service-recien-nacido-mobile-828\.[0-9a-f]+\.avif$/)
    // The head's preload asked for that same file: one download, not two.
    expect(fetched).toEqual([await img.evaluate((el: HTMLImageElement) => el.currentSrc)])
  })

  for (const [route, photo] of [
    [paths.families('recienNacido'), 'main li img'],
    [paths.contact, 'main a[href*="maps"] img'],
  ] as const)
    test(`should fetch a photo below the fold on ${route} at the width it is drawn`, async ({
      page,
    }) => {
      await page.goto(route)
      const img = page.locator(photo).first()
      await img.scrollIntoViewIfNeeded()
      await expect(img).toBeVisible()
      // 352px inside the side padding: 616 device pixels, the 640w file, not 828w.
      const drawn = await img.evaluate((el) => el.getBoundingClientRect().width)
      expect(drawn).toBeLessThan(412 - 50)
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
        .toMatch(/-640\.[0-9a-f]+\.avif$/)
    })
})

test.describe('generated image files', () => {
  test('should exist for every registry key at every listed width, with a photo-like weight', async () => {
    const files = await readdir(published)
    for (const key of Object.keys(images)) {
      const ofKey = (ext: string) =>
        files.filter((f) => new RegExp(`^${key}-\\d+\\.\\w+\\.${ext}$`).test(f))
      const avif = ofKey('avif')
      const webp = ofKey('webp')
      expect(avif.length, key).toBeGreaterThanOrEqual(4)
      expect(webp.length, key).toBe(avif.length)
      expect(ofKey('jpg'), key).toHaveLength(1)
      // What a 412px phone at 1.75x picks (828w): a real photo's weight, within the 80 KB hero budget.
      const at828 = avif.find((f) => f.startsWith(`${key}-828.`))
      if (at828) {
        const { size } = await stat(path.join(published, at828))
        expect(size, at828).toBeGreaterThan(5_000)
        expect(size, at828).toBeLessThanOrEqual(80_000)
      }
    }
    // The menu photo at its largest is heavy like a photograph, not a flat 2 KB block.
    const largest = files.filter((f) => /^menu-panel-1200\.\w+\.avif$/.test(f))
    expect(largest).toHaveLength(1)
    const { size } = await stat(path.join(published, largest[0] ?? ''))
    expect(size).toBeGreaterThan(30_000)
    expect(size).toBeLessThan(300_000)
  })
})

test.describe('fonts', () => {
  test('should preload the above-the-fold faces on pages that open on text, not on a photo', async ({
    page,
    request,
  }) => {
    const fontPreloads = () =>
      page
        .locator('head link[rel="preload"][as="font"][type="font/woff2"][crossorigin]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    const loadedFaces = () =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => `${f.family.replace(/["']/g, '')} ${f.weight}`)
      })
    // The photo that opens these pages gets the connection to itself; the fonts follow.
    for (const route of ['/', '/about', '/shop/libro', '/faqs', '/contact']) {
      await page.goto(route)
      expect(
        await page.locator('head link[rel="preload"][as="image"]').count(),
        route,
      ).toBeGreaterThan(0)
      expect(await fontPreloads(), route).toEqual([])
      expect(await loadedFaces(), route).toContain('Source Sans 3 400')
    }
    // A product that does not exist opens on its message and a way back: text only. A
    // journal entry opens on her title, of any length, above its photo.
    const entry = benchRoutes.find((r) => r.startsWith(paths.journal() + '/'))
    expect(entry, 'the newest journal entry').toBeDefined()
    for (const route of ['/shop/no-existe', entry!]) {
      await page.goto(route)
      const hrefs = await fontPreloads()
      expect(
        hrefs.some((h) => /newsreader-latin-300-normal-.*\.woff2$/.test(h)),
        route,
      ).toBe(true)
      expect(
        hrefs.some((h) => /source-sans-3-latin-400-normal-.*\.woff2$/.test(h)),
        route,
      ).toBe(true)
      for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
    }
    expect(await loadedFaces()).toContain('Source Sans 3 400')
  })

  test('should size the fallback faces like the web fonts so text does not jump at the swap', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.evaluate(() => document.fonts.ready)
    const sample = 'Capturando la esencia de la vida en cada imagen, con cercanía y confianza.'
    const ratio = async (weight: number, font: string, fallback: string) =>
      page.evaluate(
        async ({ sample, weight, font, fallback }) => {
          await document.fonts.load(`${weight} 40px '${font}'`)
          const ctx = document.createElement('canvas').getContext('2d')
          if (!ctx) throw new Error('no canvas')
          ctx.font = `${weight} 40px '${font}'`
          const real = ctx.measureText(sample).width
          ctx.font = `${weight} 40px '${fallback}', monospace`
          return ctx.measureText(sample).width / real
        },
        { sample, weight, font, fallback },
      )
    // Chromium here has Liberation Serif / Sans, the metric twins of Times New Roman / Arial.
    // Within 2 %: unadjusted, Arial runs ~8 % wider than Source Sans 3.
    expect(
      Math.abs((await ratio(400, 'Source Sans 3', 'Source Sans 3 Fallback')) - 1),
    ).toBeLessThan(0.02)
    expect(Math.abs((await ratio(300, 'Newsreader', 'Newsreader Fallback')) - 1)).toBeLessThan(0.02)
  })
})
