import { readFile, writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const file = '/work/main/content/faqs.json'
const before = 'Las reservas se confirman por teléfono.'
const after = 'Las reservas se confirman por teléfono (DEVCHECK).'
const original = await readFile(file, 'utf8')
if (!original.includes(before)) throw new Error('string not found')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
const errors: string[] = []
page.on('pageerror', (e) => errors.push(e.message))
try {
  await page.goto('http://127.0.0.1:5173/faqs')
  console.log('before edit, page has DEVCHECK:', (await page.getByText('(DEVCHECK)').count()) > 0)
  await page.waitForTimeout(1500) // the Vite client connects
  const reloaded = page.waitForEvent('load', { timeout: 10000 }).then(() => true, () => false)
  const t0 = Date.now()
  await writeFile(file, original.replace(before, after))
  console.log('browser reloaded by itself:', await reloaded, `(${Date.now() - t0} ms)`)
  console.log('after edit, page shows it:', (await page.getByText('(DEVCHECK)').count()) > 0)
  const served = await (await page.request.get('http://127.0.0.1:5173/faqs', { headers: { 'sec-fetch-dest': 'document' } })).text()
  console.log('after edit, served HTML has it:', served.includes('(DEVCHECK)'))
} finally {
  await writeFile(file, original)
}
await page.waitForTimeout(2500)
await page.reload()
console.log('after revert + reload, page has DEVCHECK:', (await page.getByText('(DEVCHECK)').count()) > 0)
console.log('page errors:', JSON.stringify(errors))
await browser.close()
