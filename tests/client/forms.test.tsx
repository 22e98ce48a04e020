import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForms } from '../../client/components/forms/ContactForms'
import { ProductEnquiryForm } from '../../client/components/forms/ProductEnquiryForm'
import { SubscribeForm } from '../../client/components/forms/SubscribeForm'
import { NotificationRegion } from '../../client/components/notifications/NotificationRegion'
import { turnstileText } from '../../shared/messages'
import { apiPaths, type ApiConfig } from '../../shared/api'

const renderWithState = (ui: React.ReactNode) =>
  render(
    <Provider>
      {ui}
      <NotificationRegion />
    </Provider>,
  )

const ok = () =>
  new Response(JSON.stringify({ message: 'Recibido' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

describe('the families form', () => {
  it('should show the exact messages on an empty submit and focus the first invalid field', async () => {
    const user = userEvent.setup()
    renderWithState(<ContactForms />)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    for (const message of [
      'El nombre es requerido',
      'El apellido es requerido',
      'El email es requerido',
      'La fecha es requerida',
      'La localidad es requerida',
      'La zona es requerida',
      'El mensaje es requerido',
      'La forma de conocernos es requerida',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' })),
    )
    expect(screen.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
  })

  it("should drop a field's error as soon as its value changes", async () => {
    const user = userEvent.setup()
    renderWithState(<ContactForms />)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    await screen.findByText('La zona es requerida')
    await user.type(screen.getByRole('textbox', { name: 'Zona donde vivís' }), 'C')
    expect(screen.queryByText('La zona es requerida')).toBeNull()
    expect(screen.getByText('El mensaje es requerido')).toBeTruthy()
  })
})

/** The mail API's fetch; GET /v1/api/config (read once by the first form) says Turnstile is off. */
const fetchMock = vi.fn<typeof fetch>()
let configReads = 0
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== apiPaths.config) return fetchMock(input, init)
    configReads += 1
    return Promise.resolve(Response.json({ turnstileSiteKey: null } satisfies ApiConfig))
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('the product enquiry form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '1155550000')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Consulta' }), 'Hola')
  }

  it('should show the English messages on an empty submit and focus the name', async () => {
    const user = userEvent.setup()
    renderWithState(<ProductEnquiryForm productId="libro" />)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    for (const message of [
      'Name is required',
      'Phone is required',
      'Email is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' })),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should send once on a double submit and reuse the id on a retry, renewing it after success', async () => {
    const user = userEvent.setup()
    let release!: (r: Response) => void
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (release = r)))
    renderWithState(<ProductEnquiryForm productId="libro" />)
    await fill(user)
    const form = screen.getByRole('form', { name: 'Consulta sobre el producto' }) as HTMLFormElement
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })
    // Validation waits for the schema's file; the second submit must not send again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /ENVIAR/ }).getAttribute('aria-disabled')).toBe(
        'true',
      ),
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => release(new Response('{"message":"Caído"}', { status: 503 })))
    expect(await screen.findByText('Caído 😔')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Ana')

    fetchMock.mockResolvedValueOnce(ok())
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    expect(await screen.findByText('Gracias Ana')).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(''),
    )

    fetchMock.mockResolvedValueOnce(ok())
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).submissionId)
    expect(ids[1]).toBe(ids[0])
    expect(ids[2]).not.toBe(ids[0])
  })
})

describe('the subscribe form', () => {
  it('should ask for a name and a valid email', async () => {
    const user = userEvent.setup()
    renderWithState(<SubscribeForm />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'no-es-un-email')
    await user.click(screen.getByRole('button', { name: 'SUSCRIBIRME' }))
    expect(await screen.findByText('El nombre es requerido')).toBeTruthy()
    expect(screen.getByText('Email inválido')).toBeTruthy()
  })
})

describe('Turnstile off (the default)', () => {
  it('should render no widget and load no script', async () => {
    renderWithState(<SubscribeForm />)
    // Read once per page: by the first form of this file, maybe this one.
    await waitFor(() => expect(configReads).toBeGreaterThan(0))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.getByRole('button', { name: 'SUSCRIBIRME' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: turnstileText.widgetLabel })).toBeNull()
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull()
  })
})
