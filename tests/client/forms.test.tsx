import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BrandsForm } from '../../client/components/forms/BrandsForm'
import { FamiliesForm } from '../../client/components/forms/FamiliesForm'
import { ProductEnquiryForm } from '../../client/components/forms/ProductEnquiryForm'
import { SubscribeForm } from '../../client/components/forms/SubscribeForm'
import { notificationText, turnstileText } from '../../shared/forms/text'
import { apiPaths, templateIds, type ApiConfig } from '../../shared/forms/api'
import { familiesRequired, productRequired } from '../form-messages'

const renderWithState = (ui: React.ReactNode) =>
  render(
    // The form adds the page's notification region itself (FormShell).
    <Provider>{ui}</Provider>,
  )

const ok = () =>
  new Response(JSON.stringify({ message: 'Recibido' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

describe('the families form', () => {
  it('should show the exact messages on an empty submit and focus the first invalid field', async () => {
    const user = userEvent.setup()
    renderWithState(<FamiliesForm />)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    for (const message of familiesRequired) {
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
    renderWithState(<FamiliesForm />)
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

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

describe('the product enquiry form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '1155550000')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Consulta' }), 'Hola')
  }

  it('should show the English messages on an empty submit and focus the name', async () => {
    const user = userEvent.setup()
    renderWithState(<ProductEnquiryForm productId="libro" productTitle="Álbum" />)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    for (const message of productRequired) {
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
    renderWithState(<ProductEnquiryForm productId="libro" productTitle="Álbum" />)
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
    expect(await screen.findByText(notificationText.successTitle('Ana'))).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(''),
    )

    fetchMock.mockResolvedValueOnce(ok())
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    const ids = sentBodies().map((body) => body.submissionId)
    expect(ids[1]).toBe(ids[0])
    expect(ids[2]).not.toBe(ids[0])
  })

  // Only what the Worker reads: no to/cco, templateId at the top level alone.
  it('should send the template, the fields with the product and the id, nothing else', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(ok())
    renderWithState(<ProductEnquiryForm productId="libro" productTitle="Álbum" />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBodies()[0]).toEqual({
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      templateId: templateIds.product,
      params: {
        name: 'Ana',
        phone: '1155550000',
        email: 'ana@example.com',
        message: 'Hola',
        productId: 'libro',
      },
    })
  })
})

describe('the brands form', () => {
  it('should send the template, the fields and the id, nothing else', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(ok())
    renderWithState(<BrandsForm />)
    const text = (name: string) => screen.getByRole('textbox', { name })
    await user.type(text('Nombre'), 'Gala')
    await user.type(text('Apellido'), 'Ruiz')
    await user.type(text('Email'), 'gala@example.com')
    await user.type(text('Nombre de la marca'), 'Ñandú')
    await user.type(text('Redes sociales de la marca'), '@nandu')
    await user.type(text('Contame sobre tu proyecto'), 'Un catálogo')
    await user.click(screen.getByRole('radio', { name: 'A distancia' }))
    await user.type(text('¿Por qué querés fotos para tu marca?'), 'Para vender')
    await user.click(screen.getByRole('radio', { name: 'Por referido/a' }))
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    expect(await screen.findByText(notificationText.successTitle('Gala'))).toBeTruthy()
    expect(sentBodies()).toEqual([
      {
        submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        templateId: templateIds.brands,
        params: {
          name: 'Gala',
          lastName: 'Ruiz',
          email: 'gala@example.com',
          brandName: 'Ñandú',
          socialMedia: '@nandu',
          project: 'Un catálogo',
          location: 'A distancia',
          why: 'Para vender',
          know: 'Por referido/a',
        },
      },
    ])
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

  it('should thank, keeping the exact text, and say on its own line that a confirmation mail follows', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(ok())
    renderWithState(<SubscribeForm />)
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'SUSCRIBIRME' }))
    const toast = await screen.findByRole('alertdialog')
    expect(toast.textContent).toContain(notificationText.successTitle('Ana'))
    // The success text is unchanged, and the double opt-in line is an element of its own.
    const message = screen.getByText(notificationText.subscribeSuccess, { exact: false })
    expect(message.firstChild?.textContent).toBe(notificationText.subscribeSuccess)
    const detail = screen.getByText(notificationText.subscribeConfirmationSent)
    expect(detail.textContent).toBe(notificationText.subscribeConfirmationSent)
    expect(message.contains(detail)).toBe(true)
    expect(toast.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(toast.getAttribute('aria-describedby')!.split(' ')[0]!)).toBe(
      message,
    )
    // Then the confirmation mail (template 4) is requested.
    await waitFor(() =>
      expect(sentBodies().some((b) => b.templateId === templateIds.subscribeConfirmation)).toBe(
        true,
      ),
    )
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
