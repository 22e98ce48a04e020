import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { networkMessages } from '../../client/api'
import {
  addContactAtom,
  mailerErrorAtom,
  mailerResponseAtom,
  mailerStatusAtom,
  resetMailerAtom,
  sendMailAtom,
} from '../../client/state/mailer'
import type { MailerRequest } from '../../shared/api-schemas'
import { apiPaths, templateIds } from '../../shared/api'

const enquiry: MailerRequest = {
  templateId: templateIds.product,
  params: {
    name: 'Ana',
    phone: '11 5555-0000',
    email: 'ana@example.com',
    message: '¿Tapa personalizada?',
    productId: 'libro',
  },
  submissionId: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('the mailer state', () => {
  let store: ReturnType<typeof createStore>
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    store = createStore()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('should start idle for both operations', () => {
    expect(store.get(mailerStatusAtom)).toEqual({ sendMail: 'idle', addContact: 'idle' })
  })

  it('should go loading then succeeded, storing the response, and POST JSON to the mailer', async () => {
    let release!: (r: Response) => void
    fetchMock.mockReturnValue(new Promise<Response>((r) => (release = r)))
    const sending = store.set(sendMailAtom, enquiry)
    expect(store.get(mailerStatusAtom).sendMail).toBe('loading')
    release(answer(200, { message: 'Recibido', reference: 'PRD-2611-0001' }))
    const result = await sending
    expect(result.ok).toBe(true)
    expect(store.get(mailerStatusAtom)).toEqual({ sendMail: 'succeeded', addContact: 'idle' })
    expect(store.get(mailerResponseAtom)).toEqual({
      message: 'Recibido',
      reference: 'PRD-2611-0001',
    })

    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(apiPaths.mailer)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual(enquiry)
  })

  it("should go failed and keep the server's message", async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'El email es requerido' }))
    const result = await store.set(sendMailAtom, enquiry)
    expect(result).toMatchObject({ ok: false, status: 400, message: 'El email es requerido' })
    expect(store.get(mailerStatusAtom).sendMail).toBe('failed')
    expect(store.get(mailerErrorAtom)).toEqual({ message: 'El email es requerido' })
  })

  it("should fall back to 'Error' when the failure has no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>502</html>', { status: 502 }))
    const result = await store.set(sendMailAtom, enquiry)
    expect(result).toMatchObject({ ok: false, message: 'Error' })
  })

  it('should fail with a Spanish message when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const result = await store.set(addContactAtom, { name: 'Ana', email: 'ana@example.com' })
    expect(result).toMatchObject({ ok: false, status: null, message: networkMessages.offline })
    expect(store.get(mailerStatusAtom)).toEqual({ sendMail: 'idle', addContact: 'failed' })
  })

  it('should fail with a Spanish message when the server does not answer in time', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'))
    const result = await store.set(sendMailAtom, enquiry)
    expect(result).toMatchObject({ ok: false, message: networkMessages.timeout })
  })

  it('should add a contact through createContact', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Pendiente de confirmación' }))
    await store.set(addContactAtom, { name: 'Ana', email: 'ana@example.com' })
    expect(fetchMock.mock.calls[0]![0]).toBe(apiPaths.createContact)
    expect(store.get(mailerStatusAtom).addContact).toBe('succeeded')
  })

  it('should return both operations to idle on reset', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { message: 'ok' }))
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'Caído' }))
    await store.set(sendMailAtom, enquiry)
    await store.set(addContactAtom, { name: 'Ana', email: 'ana@example.com' })
    store.set(resetMailerAtom)
    expect(store.get(mailerStatusAtom)).toEqual({ sendMail: 'idle', addContact: 'idle' })
    expect(store.get(mailerErrorAtom)).toBeNull()
    expect(store.get(mailerResponseAtom)).toBeNull()
  })
})
