/**
 * GET /v1/api/config — public settings the client reads at run time, so a
 * Turnstile key can be set or changed with `wrangler secret`/vars alone, without
 * a rebuild. Never holds a secret.
 */
import { Hono } from 'hono'
import type { ApiConfig } from '../../shared/forms/api'
import { turnstileOn } from '../turnstile'

export const config = new Hono<{ Bindings: Env }>().get('/', (c) => {
  // Short cache: a changed key reaches visitors within minutes.
  c.header('Cache-Control', 'public, max-age=300')
  return c.json<ApiConfig>({
    turnstileSiteKey: turnstileOn(c.env) ? (c.env.TURNSTILE_SITE_KEY ?? null) : null,
  })
})
