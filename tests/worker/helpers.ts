/**
 * Shared by the mail tests: calling the Worker with an execution context we can
 * wait on (delivery runs in waitUntil), a fake Resend behind a fetch spy, and
 * direct D1 reads.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest'
import worker from '../../worker/index'
import { batchPolicy, takeBatch } from '../../worker/insight/tally'
import { everyCountRowSql } from '../../worker/db/insightSql'
import { delivery } from '../../worker/mail/outbox'
import { forgetHealthReading } from '../../worker/routes/health'

export { env }

export const resendBase = 'https://resend.test'

/** What the fake Resend received: one entry per HTTP call. */
export interface ResendCall {
  url: string
  idempotencyKey: string | null
  authorization: string | null
  body: {
    from: string
    to: string[]
    cc?: string[]
    bcc?: string[]
    reply_to?: string | string[]
    subject: string
    html: string
    text: string
    headers?: Record<string, string>
  }
  at: number
}

type Responder = (call: ResendCall, signal: AbortSignal | null) => Response | Promise<Response>

export const ok: Responder = (call) => Response.json({ id: `email-${call.idempotencyKey}` })
export const status =
  (code: number, name = 'application_error', headers: Record<string, string> = {}): Responder =>
  () =>
    Response.json({ statusCode: code, name, message: `fake ${code}` }, { status: code, headers })

type Route = (request: Request, init: RequestInit | undefined) => Promise<Response>
/** Outbound hosts the current test fakes. */
const routes = new Map<string, Route>()
/** Addresses the current test fetched that no fake answers: each would have left the machine. */
const unanswered: string[] = []

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init)
  for (const [prefix, answer] of routes) {
    if (request.url.startsWith(prefix)) return answer(request, init)
  }
  unanswered.push(request.url)
  throw new TypeError(`no fake answers ${request.url}`)
}

/**
 * Every test starts with no fakes and a fetch that answers nothing, so a call the test
 * did not fake fails it (tests/worker/outbound.ts) instead of going out.
 */
export function guardOutbound(): void {
  routes.clear()
  unanswered.length = 0
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch)
}

/** The addresses fetched since the last call that no fake answered. */
export const unansweredFetches = (): string[] => unanswered.splice(0)

/** Answers fetches to `base` with `route`, next to the other fakes of the same test. */
export function fakeHost(base: string, route: Route) {
  // A test that called vi.restoreAllMocks starts its new spy with no routes from before.
  if (!vi.isMockFunction(globalThis.fetch)) routes.clear()
  routes.set(base, route)
  return vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch)
}

/**
 * Spies on fetch: calls to the Resend base URL are recorded and answered by
 * `respond` (a list is used in order, its last entry repeating).
 */
export function fakeResend(...responders: Responder[]) {
  const calls: ResendCall[] = []
  const queue = responders.length > 0 ? [...responders] : [ok]
  const spy = fakeHost(resendBase, async (request, init) => {
    const call: ResendCall = {
      url: request.url,
      idempotencyKey: request.headers.get('idempotency-key'),
      authorization: request.headers.get('authorization'),
      body: await request.json(),
      // Not Date: tests move Date (at()); this clock keeps running.
      at: performance.now(),
    }
    calls.push(call)
    const respond = queue.length > 1 ? queue.shift()! : queue[0]!
    return respond(call, init?.signal ?? null)
  })
  return { calls, spy }
}

/** The calls of one kind of mail, by its idempotency key's prefix ('enquiry-ack:'). */
export const keyed = (prefix: string) => (calls: ResendCall[]) =>
  calls.filter((c) => c.idempotencyKey?.startsWith(prefix))

/** Every address a call would deliver to. */
export const recipientsOf = (call: ResendCall) => [
  ...call.body.to,
  ...(call.body.cc ?? []),
  ...(call.body.bcc ?? []),
]

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

/**
 * Delivery paces itself under Resend's 5 requests per second (220 ms a call;
 * asserted in cron.test.ts). Tests that push a hundred mails through switch it
 * off so they take seconds, not minutes. Returns the undo.
 */
export function withoutPacing(): () => void {
  const before = delivery.resendRate
  Object.assign(delivery, { resendRate: Number.POSITIVE_INFINITY })
  return () => Object.assign(delivery, { resendRate: before })
}

/**
 * Runs `work` with the clock (Date) at `time`: the Worker reads the current time,
 * so this is how a test lets hours or days pass. Timers stay real.
 */
export async function at<T>(time: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(time)
  try {
    return await work()
  } finally {
    vi.useRealTimers()
  }
}

/** Runs a Cron Trigger as Cloudflare would at `time` (by default the 5-minute outbox run). */
export function runCron(time: number, cron = '*/5 * * * *', cronEnv = env): Promise<void> {
  return at(time, async () => {
    const controller = createScheduledController({ scheduledTime: new Date(time), cron })
    const ctx = createExecutionContext()
    await worker.scheduled(controller, cronEnv, ctx)
    await waitOnExecutionContext(ctx)
  })
}

export async function rows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
  return results
}

/** The daily counts as rows (day, kind, route, source, n), to read FROM: a day is one row of JSON. */
export const dailyCounts = `(${everyCountRowSql})`

/**
 * A page view's count is written as soon as its answer is out, not up to 20 s later: a test
 * reads D1 right after each call (counting.test.ts sets the production policy where it
 * measures batches).
 */
Object.assign(batchPolicy, { afterMs: 0 })

export async function clearTables(): Promise<void> {
  forgetHealthReading()
  takeBatch()
  await env.DB.batch(
    [
      'outgoing_messages',
      'enquiries',
      'unsubscribe_tokens',
      'subscribers',
      'journal_mailings',
      'reference_counters',
      'daily_counters',
      'suppressions',
      'editor_codes',
      'editor_sessions',
      'editor_code_requests',
      'editor_sign_in_failures',
      'editor_known_browsers',
      'editor_passkeys',
      'editor_passkey_challenges',
      'site_counts',
      'site_count_batches',
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  )
}

/**
 * Every test of the file starts on empty tables with no spy or fake left from the one
 * before. `unpaced` switches delivery pacing off for its tests (withoutPacing); `alsoClear`
 * empties what clearTables keeps (the editor's known browsers, the report marks).
 */
export function eachTestFromEmpty(
  options: { unpaced?: boolean; alsoClear?: () => unknown } = {},
): void {
  beforeEach(async () => {
    await clearTables()
    await options.alsoClear?.()
    if (options.unpaced) onTestFinished(withoutPacing())
  })
  afterEach(() => vi.restoreAllMocks())
}

/** A row of the outbox (outgoing_messages), as the delivery tests read it. */
export interface OutboxRow {
  id: number
  template: string
  recipient: string
  status: string
  attempts: number
  last_error: string | null
  provider_id: string | null
  idempotency_key: string
  next_attempt_at: number
  enquiry_id: number | null
  body_text: string | null
}

/** The outbox, oldest first. */
export const outbox = () => rows<OutboxRow>('SELECT * FROM outgoing_messages ORDER BY id')

export const families = {
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  date: '2027-03-05',
  location: 'En mi estudio',
  zone: 'Canning',
  message: 'Hola, quiero una sesión de embarazo.',
  know: 'Por referido/a',
}

export const brands = {
  name: 'Bruno',
  lastName: 'Gómez',
  email: 'bruno@example.com',
  brandName: 'Café Canning',
  socialMedia: '@cafecanning',
  project: 'Fotos de producto para la carta.',
  location: 'A distancia',
  why: 'Renovamos la marca.',
  know: 'A través de las redes',
}

export const product = {
  name: 'Carla',
  phone: '11 5555 5555',
  email: 'carla@example.com',
  message: '¿Tienen stock del libro?',
  productId: 'libro',
}

/** A file as the fake Resend received it. */
export interface SentAttachment {
  filename: string
  content: string
  content_type?: string
}

export const attachmentsOf = (call: ResendCall) =>
  (call.body as ResendCall['body'] & { attachments?: SentAttachment[] }).attachments ?? []

/** The CSV as Excel would read the bytes: BOM kept so the test can see it. */
export function decodeCsv(a: SentAttachment): string {
  const bytes = Uint8Array.from(atob(a.content), (c) => c.charCodeAt(0))
  return new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes)
}

/** Turnstile turned on, against the fake siteverify below (its secret and site key are Cloudflare's test ones). */
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
