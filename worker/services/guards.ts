/**
 * The checks every submission meets, in this order: the rate limit per IP (429),
 * then the service's own (a replayed submission, the honeypot), then Turnstile when
 * it is on (403/503). Each answers a refusal, or null to go on.
 */
import { turnstileField } from '../../shared/forms/api'
import { buenosAiresDay } from '../../shared/format/time'
import { bumpCounter } from '../db/counters'
import { storage } from '../errors'
import { apiText } from '../text'
import { rateLimitPeriodSeconds, withinLimit, type LimitedAction } from '../rateLimit'
import { verifyTurnstile } from '../turnstile'
import { refuse, type Refusal, type RequestFacts } from './outcome'

export async function rateLimited(
  env: Env,
  action: LimitedAction,
  facts: RequestFacts,
): Promise<Refusal | null> {
  if (await withinLimit(env, action, facts.ip)) return null
  return refuse(429, apiText.tooManyRequests, undefined, rateLimitPeriodSeconds)
}

/** Whether a bot filled the honeypot; if so it is counted, and nothing of it is kept. */
export async function caughtByHoneypot(env: Env, facts: RequestFacts, now: number) {
  if (!(facts.honeypot ?? '').trim()) return false
  await storage(() => bumpCounter(env.DB, buenosAiresDay(now), 'honeypot').run())
  return true
}

/**
 * Turnstile's verdict on the request's token, when it is on. Tokens are single use:
 * the client resets its widget after every attempt, so a retry carries a fresh one.
 */
export async function notHuman(env: Env, facts: RequestFacts): Promise<Refusal | null> {
  const verdict = await verifyTurnstile(env, facts.turnstileToken, facts.ip)
  if (verdict === 'rejected')
    return refuse(403, apiText.turnstileRejected, {
      [turnstileField]: [apiText.turnstileRejected],
    })
  if (verdict === 'unavailable') return refuse(503, apiText.turnstileUnavailable)
  return null
}
