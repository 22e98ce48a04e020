import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { homeContent } from '../../shared/content/home'

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }))

describe('the site', () => {
  it('should serve the prerendered home page with its content', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<html lang="es-AR"')
    // As a visitor reads it: a heading's last words sit in a span of their own.
    expect(html.replace(/<[^>]*>/g, '')).toContain(homeContent.services.title)
  })

  it('should serve a prerendered detail route without its .html extension', async () => {
    const res = await get('/services/families/recienNacido')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
  })

  it.each([
    ['/no/such/page', '/'],
    ['/services/families/xyz', '/services/families/all'],
    ['/services/brands/embarazo', '/services/brands/all'],
    ['/services/newborns/all', '/services/families/recienNacido'],
    ['/portfolio/xyz', '/'],
    ['/work/999', '/'],
    ['/faqs/extra/segments/here', '/'],
  ])('should redirect %s to %s with a 302', async (from, to) => {
    const res = await get(from)
    expect(res.status).toBe(302)
    expect(new URL(res.headers.get('location') ?? '', 'http://localhost').pathname).toBe(to)
  })

  it('should answer an unknown product with a 404 page that leads back to the shop', async () => {
    const res = await get('/shop/no-existe')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('href="/shop"')
    expect(html).toContain('<footer')
  })

  it('should answer an unknown product enquiry page with the same 404', async () => {
    const res = await get('/shop/no-existe/contact')
    expect(res.status).toBe(404)
  })

  it("should show 'Servicio no encontrado' for an unknown service", async () => {
    const res = await get('/services/bodas/all')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Servicio no encontrado')
  })
})

describe('the API', () => {
  it('should report health with D1 reachable', async () => {
    const res = await get('/v1/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', db: true, mail: { configured: true } })
  })

  it('should answer unknown API paths with a JSON 404 and a message', async () => {
    const res = await get('/v1/api/nada')
    expect(res.status).toBe(404)
    const body = await res.json<{ message: string }>()
    expect(body.message).toBeTruthy()
  })
})

describe('search engines', () => {
  it('should list every prerendered route in sitemap.xml', async () => {
    const { prerenderPaths } = await import('../../shared/site/catalog')
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    const xml = await res.text()
    for (const path of prerenderPaths()) expect(xml).toContain(`${path}</loc>`)
    expect(xml).not.toContain('no-encontrado')
  })

  it('should point robots.txt at the sitemap and keep the API out', async () => {
    const res = await get('/robots.txt')
    const text = await res.text()
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
    expect(text).toContain('Disallow: /v1/api/')
  })
})

describe('security headers on site responses made by the Worker', () => {
  it.each(['/', '/no/such/page', '/shop/no-existe', '/services/bodas/all'])(
    'should send the site headers with %s',
    async (path) => {
      const { securityHeaders } = await import('../../shared/site/headers')
      const res = await get(path)
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(res.headers.get(name), name).toBe(value)
      }
    },
  )
})
