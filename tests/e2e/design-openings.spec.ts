/**
 * Every inside page opens on a photograph: on a desktop's first screen its first photo
 * fills at least 40 % of the screen, on a phone it starts near the top and stands tall,
 * and at both widths it is the page's largest paint, preloaded with the HTML. Every page
 * the build made is checked (its sitemap), so a new page is too; the home opens on its own
 * hero (home.spec), /about on her portrait beside the quote (design.spec), and a product's
 * enquiry page on its form, the product a thumbnail beside the title (shop.spec).
 */
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../../shared/site/routes'
import { builtPages, isLargestPaint } from './helpers'

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
/** Of the desktop's first screen, the least the first photo covers. */
const desktopShare = 0.4
/** On a phone: the furthest the first photo starts from the top, and its least height. */
const phoneTop = 200
const phoneHeight = 300

const exempt = new Set<string>([paths.home, paths.about])
const isExempt = (path: string) => exempt.has(path) || /^\/shop\/[^/]+\/contact$/.test(path)

interface FirstPhoto {
  /** Its box on the first screen, unscrolled. */
  box: { top: number; left: number; width: number; height: number }
  /** Its share of the first screen's area. */
  share: number
  /** Whether the browser reports it as the largest paint. */
  largestPaint: boolean
  /** Whether a preload for it, for this width, is in the head. */
  preloaded: boolean
  /** Its image key, for the messages. */
  key: string
}

/** The page's first photo shown at this width (a wide photo and its phone crop take turns). */
async function firstPhoto(page: Page): Promise<FirstPhoto> {
  const shown = page.getByRole('main').locator('img').filter({ visible: true }).first()
  await shown.evaluate((img) => (img as HTMLImageElement).decode())
  const largestPaint = await isLargestPaint(shown)
  const seen = await shown.evaluate((img) => {
    const photo = img as HTMLImageElement
    const r = photo.getBoundingClientRect()
    const across = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0))
    const down = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0))
    // Its key, or its phone alternate's: either one's files, preloaded for this width.
    const keys = [photo.dataset.image, photo.dataset.narrow].filter(Boolean)
    const preloads = [...document.querySelectorAll('head link[rel="preload"][as="image"]')]
    const preloaded = preloads.some((link) => {
      const media = link.getAttribute('media')
      const srcset = link.getAttribute('imagesrcset') ?? ''
      return (
        (!media || matchMedia(media).matches) &&
        keys.some((key) => srcset.includes(`/images/${key}-`))
      )
    })
    return {
      box: { top: r.top, left: r.left, width: r.width, height: r.height },
      share: (across * down) / (innerWidth * innerHeight),
      preloaded,
      key: photo.dataset.image ?? '',
    }
  })
  return { ...seen, largestPaint }
}

for (const path of builtPages().filter((p) => !isExempt(p))) {
  test(`should open ${path} on its photo: most of a desktop's first screen, near the top of a phone's`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    await page.goto(path)
    const wide = await firstPhoto(page)
    expect(wide.share, `${wide.key}: its share of the first screen`).toBeGreaterThanOrEqual(
      desktopShare,
    )
    expect(wide.largestPaint, `${wide.key} is the largest paint`).toBe(true)
    expect(wide.preloaded, `${wide.key} is preloaded`).toBe(true)

    await page.setViewportSize(phone)
    await page.goto(path)
    const narrow = await firstPhoto(page)
    expect(narrow.box.top, `${narrow.key}: its top`).toBeLessThanOrEqual(phoneTop)
    expect(narrow.box.height, `${narrow.key}: its height`).toBeGreaterThanOrEqual(phoneHeight)
    expect(narrow.largestPaint, `${narrow.key} is the largest paint`).toBe(true)
    expect(narrow.preloaded, `${narrow.key} is preloaded`).toBe(true)
  })
}
