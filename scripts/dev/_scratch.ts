import { chromium, type Page } from '@playwright/test'

const base = 'http://127.0.0.1:5173'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const mode = process.argv[2] ?? 'all'

function watch(page: Page, problems: string[]) {
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    const t = m.text()
    if (m.type() === 'error' || m.type() === 'warning' || /hydrat/i.test(t))
      problems.push(`console.${m.type()}: ${process.env.FULL ? t : t.slice(0, 300)}`)
  })
}

async function visit(path: string) {
  const page = await context.newPage()
  const problems: string[] = []
  watch(page, problems)
  const response = await page.goto(base + path, { waitUntil: 'load' })
  const body = (await response?.text()) ?? ''
  const served = /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1]?.length ?? 0
  const rootText = (await page.locator('#root').innerText()).replace(/\s+/g, ' ').slice(0, 120)
  console.log(`${path}: status ${response?.status()}, served #root starts with ${served} chars; text: "${rootText}"`)
  console.log(`  islands JSON: ${/id="islands">([^<]*)/.exec(body)?.[1]}`)
  return { page, problems, body }
}

if (mode === 'all') {
  {
    const { page, problems } = await visit('/')
    await page.locator('.splide.is-initialized').first().waitFor({ timeout: 15000 })
    console.log(`  / .splide.is-initialized count: ${await page.locator('.splide.is-initialized').count()}`)
    await page.waitForTimeout(1500)
    console.log(`  problems: ${JSON.stringify(problems)}`)
    await page.close()
  }
  {
    const { page, problems } = await visit('/contact')
    const form = page.getByRole('form', { name: 'Formulario para familias' })
    await form.scrollIntoViewIfNeeded()
    const island = page.locator('[data-island="familiesForm"]')
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-island="familiesForm"]')
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactContainer'))
      },
      undefined,
      { timeout: 20000 },
    )
    console.log(`  familiesForm hydrated (React root on the island element): ${await island.count()}`)
    const name = form.getByRole('textbox', { name: 'Nombre', exact: true })
    await name.fill('Ana')
    console.log(`  typed Nombre -> value "${await name.inputValue()}"`)
    await name.fill('')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    let navigations = 0
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations++)
    await form.getByRole('button', { name: /enviar/i }).click()
    await page.getByText('El nombre es requerido').first().waitFor({ timeout: 5000 })
    const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker)
    console.log(`  'El nombre es requerido' shown; navigations ${navigations}; window marker kept: ${marker === 42}`)
    await page.waitForTimeout(1000)
    console.log(`  problems: ${JSON.stringify(problems)}`)
    await page.close()
  }
  {
    const { page, problems } = await visit('/work/11')
    await page.waitForTimeout(3000)
    console.log(`  problems: ${JSON.stringify(problems)}`)
    await page.close()
  }
  {
    const { page, problems } = await visit('/no-existe-esto')
    console.log(`  problems: ${JSON.stringify(problems)}`)
    await page.close()
  }
} else {
  // mode: a path and a string to look for
  const [path, text] = [process.argv[3] ?? '/', process.argv[4] ?? '']
  const page = await context.newPage()
  const response = await page.goto(base + path)
  const body = (await response?.text()) ?? ''
  console.log(`${path}: ${response?.status()}; served HTML contains "${text}": ${body.includes(text)}; page shows it: ${(await page.getByText(text).count()) > 0}`)
}
await browser.close()
