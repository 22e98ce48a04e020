/**
 * What a service answers (worker/services/*): a typed outcome, never an HTTP
 * response. The JSON routes and the form route each turn it into their own answer.
 */
import type { ApiError } from '../../shared/forms/api'
import { StorageUnavailable } from '../errors'
import { apiText } from '../text'
import { log } from '../log'

/** What a service needs to know of the request besides its validated fields. */
export interface RequestFacts {
  /** The client's IP (CF-Connecting-IP): the rate limits' key, Turnstile's remoteip. */
  ip: string | undefined
  /** The honeypot field: filled by bots only. */
  honeypot: string | undefined
  turnstileToken: string | undefined
  /** A per-fill id: the same id again is the same submission. */
  submissionId: string | undefined
  /** The page of the site the form was sent from, or null (worker/insight/visits.ts `sentFrom`). */
  page: string | null
  /** Runs work after the answer (the Worker's waitUntil). */
  waitUntil: (work: Promise<unknown>) => void
}

export type Refusal = {
  ok: false
  status: 400 | 403 | 429 | 503
  error: ApiError
  /** Seconds, for 429. */
  retryAfter?: number
}

export type Outcome<T> = ({ ok: true } & T) | Refusal

export const refuse = (
  status: Refusal['status'],
  message: string,
  errors?: ApiError['errors'],
  retryAfter?: number,
): Refusal => ({
  ok: false,
  status,
  error: { message, ...(errors ? { errors } : {}) },
  ...(retryAfter ? { retryAfter } : {}),
})

/** Runs a service, turning D1 being unreachable into its 503 outcome. */
export async function withStorage<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error
    log.error('storage unavailable', { error: error.message })
    return refuse(503, apiText.storageDown)
  }
}
