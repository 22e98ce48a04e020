/**
 * A local stand-in for the Resend API, for the end-to-end tests and `npm run bench:load`
 * (the Worker reaches it through RESEND_BASE_URL). It answers like Resend: a message
 * whose Idempotency-Key was already delivered gets the same id and is not delivered
 * again, and with `--per-second N` more calls than that in a second get 429 with
 * Retry-After. Hooks:
 *   GET    /__received          every delivered message: [{ path, idempotencyKey, body }]
 *   DELETE /__received          forget them
 *   POST   /__fail {status,n}   answer the next n sends with that status
 *   POST   /__faults {downMs, errorRate, lostRate}   a bad day from now on: down for
 *                               downMs (connections dropped unanswered), then that share
 *                               of calls a 500 and of deliveries whose answer is lost
 *   GET    /__stats             counts: calls, malformed, down, limited, errors, lost, and
 *                               every delivered key with its recipient, calls and time
 * Run: tsx tests/e2e/fake-resend.ts [port] [--per-second N]
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export interface ReceivedEmail {
  path: string
  idempotencyKey: string | null
  body: Record<string, unknown>
}

export const fakeResendPort = (e2ePort: number): number =>
  Number(process.env.E2E_RESEND_PORT ?? e2ePort + 10)

/** A request's body: parsed JSON, the raw text, or null when empty (shared with fake-github.ts). */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Listens on 127.0.0.1:`port` until closed. */
export const listen = (server: Server, port: number) =>
  new Promise<{ close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    )
  })

export interface Delivered {
  to: string
  calls: number
  /** When it was first delivered (epoch ms). */
  at: number
  /** The first attachment's text (a report's CSV). */
  file?: string
}

export interface FakeResendStats {
  calls: number
  malformed: number
  down: number
  limited: number
  errors: number
  lost: number
  delivered: [string, Delivered][]
}

interface Faults {
  downMs: number
  errorRate: number
  lostRate: number
}

/** Reproducible faults: a small seeded generator (mulberry32). */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const apiError = (status: number, name: string) => ({ statusCode: status, name, message: 'fake' })

export function startFakeResend(port: number, { perSecond = Infinity } = {}) {
  const received: ReceivedEmail[] = []
  const delivered = new Map<string, Delivered>()
  const ids = new Map<string, string>()
  const stats = { calls: 0, malformed: 0, down: 0, limited: 0, errors: 0, lost: 0 }
  const failures = { status: 500, remaining: 0 }
  let faults: (Faults & { downUntil: number }) | undefined
  const random = seeded(20261126)
  const recent: number[] = []

  const send = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const body = (await readBody(req)) as { to?: unknown; attachments?: unknown } | null
    stats.calls++
    const now = Date.now()
    if (faults && now < faults.downUntil) {
      stats.down++
      return req.socket.destroy()
    }
    while (recent.length > 0 && recent[0]! <= now - 1000) recent.shift()
    recent.push(now)
    if (recent.length > perSecond) {
      stats.limited++
      res.setHeader('Retry-After', '1')
      return json(res, 429, apiError(429, 'rate_limit_exceeded'))
    }
    if (failures.remaining > 0) {
      failures.remaining -= 1
      return json(res, failures.status, apiError(failures.status, 'application_error'))
    }
    if (faults && random() < faults.errorRate) {
      stats.errors++
      return json(res, 500, apiError(500, 'internal_server_error'))
    }
    const key = req.headers['idempotency-key']
    if (typeof key !== 'string' || !Array.isArray(body?.to)) {
      stats.malformed++
      return json(res, 422, apiError(422, 'validation_error'))
    }
    let mail = delivered.get(key)
    if (mail) mail.calls++
    else {
      const attachment = Array.isArray(body.attachments)
        ? (body.attachments[0] as { content?: string } | undefined)
        : undefined
      mail = {
        to: String(body.to[0]),
        calls: 1,
        at: now,
        ...(attachment?.content && {
          file: Buffer.from(attachment.content, 'base64').toString('utf8'),
        }),
      }
      delivered.set(key, mail)
      ids.set(key, randomUUID())
      received.push({ path, idempotencyKey: key, body: body as Record<string, unknown> })
    }
    if (faults && random() < faults.lostRate) {
      stats.lost++
      return req.socket.destroy()
    }
    return json(res, 200, { id: ids.get(key) })
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (path === '/__received' && req.method === 'GET') return json(res, 200, received)
    if (path === '/__received' && req.method === 'DELETE') {
      received.length = 0
      return json(res, 200, { ok: true })
    }
    if (path === '/__fail' && req.method === 'POST') {
      const body = (await readBody(req)) as { status?: number; n?: number } | null
      failures.status = body?.status ?? 500
      failures.remaining = body?.n ?? 1
      return json(res, 200, { ok: true })
    }
    if (path === '/__faults' && req.method === 'POST') {
      const body = (await readBody(req)) as Faults
      faults = { ...body, downUntil: Date.now() + body.downMs }
      return json(res, 200, { ok: true })
    }
    if (path === '/__stats' && req.method === 'GET') {
      return json(res, 200, { ...stats, delivered: [...delivered] })
    }
    if (req.method === 'POST' && path === '/emails') return send(req, res, path)
    return json(res, 404, apiError(404, 'not_found'))
  })
  // Longer than workerd keeps an idle connection: otherwise a reused socket the server
  // has just closed fails the call ("Network connection lost").
  server.keepAliveTimeout = 120_000
  server.headersTimeout = 121_000

  return listen(server, port)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.E2E_RESEND_PORT ?? 8801)
  const at = process.argv.indexOf('--per-second')
  const perSecond = at > 0 ? Number(process.argv[at + 1]) : Infinity
  void startFakeResend(port, { perSecond }).then(() =>
    console.log(`fake Resend listening on http://127.0.0.1:${port}`),
  )
}
