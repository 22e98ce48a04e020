/** Calling the Worker with an execution context we can wait on (delivery runs in waitUntil). */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../worker/index'

/** Calls the Worker and waits for its waitUntil work (the first delivery attempt). */
export async function call(
  path: string,
  init?: RequestInit,
  bindings: Env = env,
): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(`http://localhost${path}`, init), bindings, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

export const postJson = (path: string, body: unknown, bindings?: Env) =>
  call(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    bindings,
  )

/** A POST as it reaches the Worker from Cloudflare's edge, which sets CF-Connecting-IP. */
export const postFrom = (ip: string, path: string, body: unknown, bindings?: Env) =>
  call(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    },
    bindings,
  )

/**
 * The test bindings with some changed. Bindings are spelled out because spreading
 * `env` does not copy them all.
 */
export const envWith = (overrides: Partial<Env>): Env => ({
  ...env,
  DB: env.DB,
  ASSETS: env.ASSETS,
  ENQUIRY_LIMITER: env.ENQUIRY_LIMITER,
  SUBSCRIPTION_LIMITER: env.SUBSCRIPTION_LIMITER,
  EDITOR_SIGNIN_LIMITER: env.EDITOR_SIGNIN_LIMITER,
  ...overrides,
})
