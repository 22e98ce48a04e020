/**
 * Draws the site's icons into client/public: an italic "F" in the site's serif,
 * white on grafito. They are PNGs on purpose: Chrome renders an SVG favicon as a
 * second page in the tab's own renderer (a document, a style pass and a layout on
 * the main thread, 15–40 ms on a phone right after the page loads); a PNG is only
 * decoded. Run `npm run favicon` after changing the design; the output is committed.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { palette } from '../../shared/site/design'

const root = path.resolve(import.meta.dirname, '../..')
const font = await readFile(
  path.join(root, 'node_modules/@fontsource/newsreader/files/newsreader-latin-400-italic.woff2'),
)
const icons = [
  { size: 32, file: 'favicon-32.png' },
  { size: 180, file: 'apple-touch-icon.png' },
] as const

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const { size, file } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(`<style>
    @font-face { font-family: Icon; font-style: italic; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); }
    body { margin: 0; }
    div { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${palette.grafito}; color: ${palette.white}; font: italic 400 ${size * 0.72}px/1 Icon; }
    span { translate: ${-size * 0.02}px ${-size * 0.03}px; }
  </style><div><span>F</span></div>`)
  await page.evaluate(() => document.fonts.ready)
  const png = await sharp(await page.screenshot())
    .png({ palette: true, colours: 32, compressionLevel: 9 })
    .toBuffer()
  await writeFile(path.join(root, 'client/public', file), png)
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`)
}
await browser.close()
