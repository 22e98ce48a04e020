/** A fake Resend behind the fetch spy, and readers of what it received. */
import { fakeHost } from './fake-fetch'

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
