/**
 * Optional Cloudflare Turnstile, Worker side. Off unless both TURNSTILE_SECRET and
 * TURNSTILE_SITE_KEY are set (with only one, the client could show no widget and
 * every form would be refused); then the enquiries (templates 1–3) and
 * createContact need a `turnstileToken` that siteverify accepts. The subscribe
 * confirmation (template 4) does not: it only mails a pending subscriber that a
 * verified createContact stored (worker/routes/mailer.ts).
 * Checked after the rate limit (no outbound call for a flood) and after the
 * honeypot and replay checks (a bot is still "answered like a success"; a
 * repeated submission still gets its stored answer although its token is spent).
 */
import { siteverifyUrl } from '../shared/forms/turnstile'
import { errorName } from './redact'
import { log } from './log'

/** siteverify normally answers in well under a second. */
export const siteverifyTimeoutMs = 5_000

export type TurnstileVerdict = 'off' | 'ok' | 'rejected' | 'unavailable'

export const turnstileOn = (env: Env) => Boolean(env.TURNSTILE_SECRET && env.TURNSTILE_SITE_KEY)

interface SiteverifyReply {
  success?: unknown
  'error-codes'?: unknown
  /** The site the widget was solved on: a token solved elsewhere is refused. */
  hostname?: unknown
}

/** The host the widget must have been solved on: the site's own. */
function siteHostname(env: Env): string | null {
  try {
    return new URL(env.SITE_ORIGIN).hostname
  } catch {
    return null
  }
}

export async function verifyTurnstile(
  env: Env,
  token: string | undefined,
  ip: string | undefined,
): Promise<TurnstileVerdict> {
  if (!turnstileOn(env) || !env.TURNSTILE_SECRET) return 'off'
  if (!token) return 'rejected'
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL || siteverifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        secret: env.TURNSTILE_SECRET,
        response: token,
        ...(ip ? { remoteip: ip } : {}),
      }),
      signal: AbortSignal.timeout(siteverifyTimeoutMs),
    })
    if (!res.ok) {
      log.error('turnstile siteverify', { status: res.status })
      return 'unavailable'
    }
    const reply = (await res.json()) as SiteverifyReply
    if (reply.success === true) {
      // A token from a widget on another site (our public site key copied elsewhere).
      if (reply.hostname !== siteHostname(env)) {
        log.error('turnstile token for another hostname')
        return 'rejected'
      }
      return 'ok'
    }
    const codes = Array.isArray(reply['error-codes']) ? reply['error-codes'].map(String) : []
    // Our own misconfiguration is not the visitor's fault: say "try later", log it.
    if (
      codes.some(
        (code) => code.startsWith('invalid-input-secret') || code === 'missing-input-secret',
      )
    ) {
      log.error('turnstile secret refused', { codes: codes.join(',') })
      return 'unavailable'
    }
    return 'rejected'
  } catch (error) {
    log.error('turnstile siteverify', { error: errorName(error) })
    return 'unavailable'
  }
}
