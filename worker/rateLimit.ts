/**
 * Rate limiting per client IP with the Workers Rate Limiting binding
 * (wrangler.toml [[ratelimits]]): enquiries and subscriptions each have their own
 * budget, far above what a person filling a form uses. Past it: 429 with a
 * Spanish `message` and Retry-After (worker/services/guards.ts). The limits only count requests whose fields
 * are valid (415/413/400 cost nothing and are refused before).
 * The editor's sign-in window has a low one of its own, counted apart for asking for a
 * code, for typing one (worker/editor/signIn.tsx) and for starting a passkey sign-in
 * (worker/editor/passkeys.ts): a person needs one or two of each.
 */
import { errorName } from './redact'
import { log } from './log'

export type LimitedAction =
  'enquiry' | 'subscription' | 'editor-auth' | 'editor-code' | 'editor-passkey'

/**
 * The window of every limiter, in seconds: `simple.period` in wrangler.toml (the
 * binding does not report it). A test compares them.
 */
export const rateLimitPeriodSeconds = 60

const limiters: Record<LimitedAction, (env: Env) => RateLimit | undefined> = {
  enquiry: (env) => env.ENQUIRY_LIMITER,
  subscription: (env) => env.SUBSCRIPTION_LIMITER,
  'editor-auth': (env) => env.EDITOR_SIGNIN_LIMITER,
  'editor-code': (env) => env.EDITOR_SIGNIN_LIMITER,
  'editor-passkey': (env) => env.EDITOR_SIGNIN_LIMITER,
}

/** The sign-in's steps share a binding and keep apart budgets. */
const keyOf = (action: LimitedAction, ip: string | undefined) =>
  action.startsWith('editor-') ? `${action}:${clientKey(ip)}` : clientKey(ip)

/**
 * The key a visitor is counted under. Cloudflare sets CF-Connecting-IP on every
 * request at the edge. An IPv6 visitor usually holds a whole /64, so that is the
 * unit (otherwise one machine could rotate through 2^64 addresses).
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().toLowerCase()
  if (!address) return 'unknown'
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('::', 2)
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const missing = Math.max(0, 8 - left.length - right.length)
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export const limitsOff = (env: Env) => env.RATE_LIMITS?.trim().toLowerCase() === 'off'

/** Whether a request from `ip` may go on under `action`'s budget; answers nothing itself. */
export async function withinLimit(
  env: Env,
  action: LimitedAction,
  ip: string | undefined,
): Promise<boolean> {
  if (limitsOff(env)) return true
  const limiter = limiters[action](env)
  if (!limiter) return true
  try {
    const { success } = await limiter.limit({ key: keyOf(action, ip) })
    return success
  } catch (error) {
    // A limiter outage must not cost a real enquiry: let it through (honeypot,
    // validation and Turnstile still apply) and say so in the log. The sign-in keeps
    // its per-address limits and the code's tries.
    log.error('rate limiter unavailable', { action, error: errorName(error) })
    return true
  }
}
