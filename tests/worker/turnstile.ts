/** Turnstile turned on, against a fake siteverify (its secret and site key are Cloudflare's test ones). */
import { fakeHost } from './fake-fetch'
import { envWith } from './http'

export const turnstileTest = {
  verifyUrl: 'https://turnstile.test/siteverify',
  siteKey: '1x00000000000000000000AA',
} as const

export const withTurnstile = (): Env =>
  envWith({
    TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
    TURNSTILE_SITE_KEY: turnstileTest.siteKey,
    TURNSTILE_VERIFY_URL: turnstileTest.verifyUrl,
  })

export interface Verification {
  secret: string
  response: string
  remoteip?: string
}

/** A fake siteverify: tokens starting with 'pasa' are valid; returns what it was asked. */
export function fakeSiteverify(answer?: (v: Verification) => Response | Promise<Response>) {
  const seen: Verification[] = []
  fakeHost(turnstileTest.verifyUrl, async (request) => {
    const v = await request.json<Verification>()
    seen.push(v)
    if (answer) return answer(v)
    const success = v.response.startsWith('pasa')
    return Response.json({
      success,
      'error-codes': success ? [] : ['invalid-input-response'],
      // The site the widget ran on: the site's own (SITE_ORIGIN is localhost here).
      ...(success ? { hostname: 'localhost' } : {}),
    })
  })
  return seen
}
