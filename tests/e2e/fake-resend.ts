/**
 * A local stand-in for the Resend API, for end-to-end tests (the Worker reaches it
 * through RESEND_BASE_URL). It records every e-mail it is asked to send and answers
 * like Resend does. Test hooks:
 *   GET    /__received          every recorded request: [{ path, headers, body }]
 *   DELETE /__received          forget them
 *   POST   /__fail {status,n}   answer the next n sends with that status
 * Run: tsx tests/e2e/fake-resend.ts [port]
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

export function startFakeResend(port: number) {
  const received: ReceivedEmail[] = []
  const failures: { status: number; remaining: number } = { status: 500, remaining: 0 }

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
    if (req.method === 'POST' && path.startsWith('/emails')) {
      const body = await readBody(req)
      if (failures.remaining > 0) {
        failures.remaining -= 1
        return json(res, failures.status, {
          statusCode: failures.status,
          name: 'application_error',
          message: 'Fake Resend failure',
        })
      }
      const key = req.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' ? key : null
      const items = Array.isArray(body) ? body : [body]
      for (const item of items) {
        received.push({ path, idempotencyKey, body: (item ?? {}) as Record<string, unknown> })
      }
      return Array.isArray(body)
        ? json(res, 200, { data: items.map(() => ({ id: randomUUID() })) })
        : json(res, 200, { id: randomUUID() })
    }
    return json(res, 404, { statusCode: 404, name: 'not_found', message: 'Not found' })
  })

  return listen(server, port)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.E2E_RESEND_PORT ?? 8801)
  void startFakeResend(port).then(() =>
    console.log(`fake Resend listening on http://127.0.0.1:${port}`),
  )
}
