import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { networkMessages } from '../../client/api'
import { addContactAtom, sendMailAtom, type SendMailRequest } from '../../client/state/mailer'
import { apiPaths, templateIds } from '../../shared/forms/api'

const enquiry: SendMailRequest = {
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

describe('the mailer requests', () => {
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

  it("should POST JSON to the mailer and hand back the server's answer", async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Recibido', reference: 'PRD-2611-0001' }))
    const result = await store.set(sendMailAtom, enquiry)
    expect(result).toEqual({
      ok: true,
      data: { message: 'Recibido', reference: 'PRD-2611-0001' },
    })

    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(apiPaths.mailer)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual(enquiry)
  })

  it("should fail with the server's message", async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'El email es requerido' }))
    const result = await store.set(sendMailAtom, enquiry)
    expect(result).toMatchObject({ ok: false, status: 400, message: 'El email es requerido' })
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
  })

  it('should fail with a Spanish message when the server does not answer in time', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'))
    const result = await store.set(sendMailAtom, enquiry)
    expect(result).toMatchObject({ ok: false, message: networkMessages.timeout })
  })

  it('should add a contact through createContact', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Pendiente de confirmación' }))
    const result = await store.set(addContactAtom, { name: 'Ana', email: 'ana@example.com' })
    expect(fetchMock.mock.calls[0]![0]).toBe(apiPaths.createContact)
    expect(result).toEqual({ ok: true, data: { message: 'Pendiente de confirmación' } })
  })
})
