import { expect, test } from '@playwright/test'
import { immutableCache, securityHeaders } from '../../shared/site/headers'
import { turnstileOrigin } from '../../shared/forms/turnstile'

test('should send the security headers with every page and static file', async ({
  request,
  page,
}) => {
  await page.goto('/')
  const script = await page.locator('script[type="module"]').getAttribute('src')
  for (const path of ['/', '/faqs', '/shop/libro', '/favicon-32.png', script ?? '']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(res.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value)
    }
  }
  const csp = securityHeaders['Content-Security-Policy'] ?? ''
  expect(csp).not.toMatch(/script-src[^;]*unsafe-/)
  // Pages are static, so Turnstile's origin is always allowed, and nothing else from outside.
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
  expect(directives['default-src']).toBe("'self'")
  expect(directives['script-src']).toBe(`'self' ${turnstileOrigin}`)
  expect(directives['frame-src']).toBe(turnstileOrigin)
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
