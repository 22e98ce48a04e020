/**
 * Text over photos that reads, measured on the photo under it; a sticky heading that
 * stays off the text on a phone. The type scale, the kickers, the page grid and what
 * sticky elements cover on every page: pages.spec.
 */
import { expect, test } from '@playwright/test'
import { palette } from '../../shared/design'
import { paths } from '../../shared/routes'
import { coveredByStuck } from './page-checks'

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
const luminance = (rgb: readonly number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))

for (const width of [390, 1280]) {
  test(`should keep the text over the home photos readable at ${width} px, measured on the photo under it`, async ({
    browser,
  }) => {
    // Without scripts each slide can be shown in turn by scrolling its row.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(paths.home)
    const slides = page.getByRole('region', { name: 'Presentación' }).locator('.splide__slide')
    expect(await slides.count()).toBe(2)
    for (let i = 0; i < 2; i++) {
      const slide = slides.nth(i)
      // Without scripts the slides after the first wait hidden: show this one alone.
      await slides.evaluateAll(
        (all, i) =>
          all.forEach((s, n) => {
            ;(s as HTMLElement).style.visibility = n === i ? 'visible' : 'hidden'
          }),
        i,
      )
      await slide.evaluate((s) => s.scrollIntoView({ block: 'nearest', inline: 'start' }))
      await slide
        .locator('img')
        .evaluateAll((imgs) => Promise.all(imgs.map((img) => (img as HTMLImageElement).decode())))
      await page.evaluate(() => document.fonts.ready)
      // Each line of text, then the photo (and its scrim) under it with the text hidden.
      const lines = await slide.evaluate((s) => {
        const out: { x: number; y: number; width: number; height: number; size: number }[] = []
        for (const p of s.querySelectorAll('p')) {
          const size = parseFloat(getComputedStyle(p).fontSize)
          const range = document.createRange()
          range.selectNodeContents(p)
          for (const r of range.getClientRects())
            if (r.width > 0) out.push({ x: r.x, y: r.y, width: r.width, height: r.height, size })
          p.style.color = 'transparent'
        }
        return out
      })
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        const shot = await page.screenshot({ clip: line })
        const brightest = await page.evaluate(async (png) => {
          const image = new Image()
          image.src = `data:image/png;base64,${png}`
          await image.decode()
          const canvas = new OffscreenCanvas(image.width, image.height)
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0)
          const data = context.getImageData(0, 0, image.width, image.height).data
          const values: number[][] = []
          for (let i = 0; i < data.length; i += 4)
            values.push([data[i]!, data[i + 1]!, data[i + 2]!])
          // The 95th percentile of brightness: the light parts, not one speck of grain.
          values.sort((a, b) => a[0]! + a[1]! + a[2]! - (b[0]! + b[1]! + b[2]!))
          return values[Math.floor(values.length * 0.95)]!
        }, shot.toString('base64'))
        const ratio = (luminance(hex(palette.white)) + 0.05) / (luminance(brightest) + 0.05)
        const needed = line.size >= 24 ? 3 : 4.5
        expect(
          ratio,
          `slide ${i + 1}, text ${line.size}px at y=${Math.round(line.y)}`,
        ).toBeGreaterThanOrEqual(needed)
      }
    }
    await context.close()
  })
}

test('should keep sticky headings off the content while /about scrolls on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(paths.about)
  // A quarter screen at a time: a stuck heading shows over the points it passes.
  const end = () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  for (let y = 0; y <= (await end()); y += 844 / 4) {
    await page.evaluate((y) => window.scrollTo(0, y), y)
    expect(await coveredByStuck(page), `scrolled to ${y}`).toEqual([])
  }
})
