/**
 * The one way the client talks to the Worker: POST JSON, read `message` on failure.
 * It never throws: a network failure or a timeout comes back as a failed result with
 * a Spanish message, so the form that called it keeps its values and says why.
 */
import type { ApiError } from '../shared/forms/api'

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number | null; message: string; errors?: ApiError['errors'] }

/** Long enough for a slow mobile connection, short enough not to leave someone waiting. */
export const requestTimeoutMs = 15_000

export const networkMessages = {
  offline: 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo',
  timeout: 'El envío tardó demasiado. Probá de nuevo en unos minutos',
  /** When the server answers without a readable `message`. */
  fallback: 'Error',
} as const

const isApiError = (body: unknown): body is ApiError =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string'

export async function postJson<T>(
  path: string,
  body: unknown,
  timeoutMs: number = requestTimeoutMs,
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return {
      ok: false,
      status: null,
      message: timedOut ? networkMessages.timeout : networkMessages.offline,
    }
  }
  const parsed: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, data: parsed as T }
  if (!isApiError(parsed)) {
    return { ok: false, status: response.status, message: networkMessages.fallback }
  }
  return {
    ok: false,
    status: response.status,
    message: parsed.message || networkMessages.fallback,
    ...(parsed.errors ? { errors: parsed.errors } : {}),
  }
}
