import { expect, test } from '@playwright/test'
import { immutableCache, securityHeaders } from '../../shared/security'

test('should send the security headers with every page and static file', async ({
  request,
  page,
}) => {
  await page.goto('/')
  const script = await page.locator('script[type="module"]').getAttribute('src')
  for (const path of ['/', '/faqs', '/shop/libro', '/favicon.svg', script ?? '']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(res.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value)
    }
  }
  expect(securityHeaders['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-/)
})

test('should cache hashed build files for a year and revalidate pages', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const script = (await page.locator('script[type="module"]').getAttribute('src')) ?? ''
  expect((await request.get(script)).headers()['cache-control']).toBe(immutableCache)
  expect((await request.get('/')).headers()['cache-control']).toContain('max-age=0')
})
