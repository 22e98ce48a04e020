/** Headers, CORS and logs: what a browser, an attacker or a log reader would see. */
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { apiPaths, templateIds } from '../../shared/forms/api'
import { call, postJson } from './http'
import { eachTestFromEmpty } from './db'
import { fakeResend, status } from './resend'
import { families } from './fixtures'

eachTestFromEmpty()

const responses = {
  'a JSON answer': () =>
    postJson(apiPaths.mailer, { templateId: templateIds.families, params: families }),
  'a JSON error': () => postJson(apiPaths.mailer, { templateId: 3, params: {} }),
  'the health check': () => call('/v1/api/health'),
  'a subscriber page': () => call(`${apiPaths.subscribersConfirm}?token=nope`),
  'an unknown API path': () => call('/v1/api/nada'),
}

describe('security headers', () => {
  it.each(Object.entries(responses))('should be on %s', async (_label, request) => {
    fakeResend()
    const res = await request()
    const csp = res.headers.get('content-security-policy') ?? ''
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )
    expect(directives['default-src']).toBe("'none'")
    expect(directives['script-src']).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(directives['frame-ancestors']).toBe("'none'")
    expect(directives['object-src']).toBe("'none'")
    expect(directives['base-uri']).toBe("'none'")
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it("should let the subscriber page's own style through its nonce only", async () => {
    const res = await call(`${apiPaths.subscribersConfirm}?token=nope`)
    const nonce = res.headers
      .get('content-security-policy')
      ?.match(/style-src 'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    expect(await res.text()).toContain(`<style nonce="${nonce}">`)
  })
})

describe('CORS', () => {
  it("should echo the site's own origin exactly, with Vary: Origin", async () => {
    fakeResend()
    const res = await call(apiPaths.mailer, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: env.SITE_ORIGIN },
      body: JSON.stringify({ templateId: templateIds.families, params: families }),
    })
    expect(res.headers.get('access-control-allow-origin')).toBe(env.SITE_ORIGIN)
    expect(res.headers.get('vary')).toContain('Origin')
  })

  it('should allow no other origin, in a preflight or a request', async () => {
    const preflight = await call(apiPaths.mailer, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('vary')).toContain('Origin')
    const res = await call('/v1/api/health', { headers: { Origin: 'https://evil.test' } })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('should answer a preflight from the site with POST and Content-Type allowed', async () => {
    const res = await call(apiPaths.mailer, {
      method: 'OPTIONS',
      headers: { Origin: env.SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(env.SITE_ORIGIN)
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type')
  })
})

describe('logs', () => {
  it('should never hold a full e-mail address, a message body or a secret', async () => {
    const lines: string[] = []
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(
          args
            .map((a) => (a instanceof Error ? `${a.name} ${a.message} ${a.stack}` : String(a)))
            .join(' '),
        )
      })
    }
    const secret = 're_test_key'
    // Delivery failures, a storage outage and mail printed without a key all log something.
    fakeResend(status(500), status(422, 'validation_error'))
    await postJson(apiPaths.mailer, { templateId: templateIds.families, params: families })
    await postJson(
      apiPaths.mailer,
      { templateId: templateIds.families, params: families },
      { ...env, RESEND_API_KEY: undefined },
    )
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error(`D1 failed for ${families.email}`))
    await postJson(apiPaths.mailer, { templateId: templateIds.families, params: families })

    expect(lines.length).toBeGreaterThan(0)
    const all = lines.join('\n')
    for (const personal of [families.email, 'duena@example.com', families.message, secret]) {
      expect(all).not.toContain(personal)
    }
  })
})
