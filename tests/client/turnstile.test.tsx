/**
 * The forms with Turnstile on: GET /v1/api/config hands out a site key and a fake
 * `window.turnstile` stands in for Cloudflare's script (set before any form mounts,
 * so no script element is added, but in the test of the script itself). Its own file:
 * its config answers with a key.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ProductEnquiryForm } from '../../client/components/forms/ProductEnquiryForm'
import { SubscribeForm } from '../../client/components/forms/SubscribeForm'
import { notificationText, turnstileText } from '../../shared/forms/text'
import { apiPaths, templateIds, type ApiConfig } from '../../shared/forms/api'

type TurnstileApi = NonNullable<Window['turnstile']>
type RenderOptions = Parameters<TurnstileApi['render']>[1]

const siteKey = '1x00000000000000000000AA'
let solves = true
let issued = 0
const widgets = new Map<string, RenderOptions>()
const solve = (id: string) => {
  const options = widgets.get(id)
  if (solves && options) setTimeout(() => options.callback(`tok-${++issued}`), 0)
}
const turnstile = {
  render: vi.fn<TurnstileApi['render']>((_container, options) => {
    const id = `w${widgets.size + 1}`
    widgets.set(id, options)
    solve(id)
    return id
  }),
  reset: vi.fn<TurnstileApi['reset']>(solve),
  remove: vi.fn<TurnstileApi['remove']>((id) => void widgets.delete(id)),
}

const fetchMock = vi.fn<typeof fetch>()
let configReads = 0
const ok = (body: object) => Promise.resolve(Response.json(body))
const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

beforeEach(() => {
  solves = true
  widgets.clear()
  turnstile.render.mockClear()
  turnstile.reset.mockClear()
  turnstile.remove.mockClear()
  fetchMock.mockReset()
  configReads = 0
  window.turnstile = turnstile
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== apiPaths.config) return fetchMock(input, init)
    configReads++
    return ok({ turnstileSiteKey: siteKey } satisfies ApiConfig)
  })
})
afterEach(() => vi.unstubAllGlobals())

const renderForm = (ui: React.ReactNode) =>
  render(
    // The form adds the page's notification region itself (FormShell).
    <Provider>{ui}</Provider>,
  )

const widgetBox = () => screen.findByRole('group', { name: turnstileText.widgetLabel })

describe('the forms with Turnstile on', () => {
  it('should render the widget in Spanish above the button and remove it on unmount', async () => {
    const { unmount } = renderForm(<ProductEnquiryForm productId="libro" productTitle="Álbum" />)
    const box = await widgetBox()
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(1))
    const [container, options] = turnstile.render.mock.calls[0]!
    expect(container).toBe(box)
    expect(options).toMatchObject({ sitekey: siteKey, language: 'es' })
    // Above the button: the widget comes first in document order.
    const button = screen.getByRole('button', { name: 'ENVIAR' })
    expect(box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull()
    unmount()
    expect(turnstile.remove).toHaveBeenCalledWith('w1')
  })

  it("should send the widget's token and reset the widget after the attempt", async () => {
    const user = userEvent.setup()
    fetchMock.mockReturnValueOnce(ok({ message: 'Recibido', reference: 'PRO-2611-0001' }))
    renderForm(<ProductEnquiryForm productId="libro" productTitle="Álbum" />)
    await widgetBox()
    await waitFor(() => expect(issued).toBeGreaterThan(0))
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '1155550000')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Consulta' }), 'Hola')
    const token = `tok-${issued}`
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    expect(await screen.findByText(notificationText.successTitle('Ana'))).toBeTruthy()
    expect(sentBodies()[0]).toMatchObject({ turnstileToken: token })
    expect(turnstile.reset).toHaveBeenCalledWith('w1')
  })

  it('should say to wait for the check, and send nothing, while the widget has no token', async () => {
    solves = false
    const user = userEvent.setup()
    renderForm(<ProductEnquiryForm productId="libro" productTitle="Álbum" />)
    await widgetBox()
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled())
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '1155550000')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Consulta' }), 'Hola')
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }))
    expect(await screen.findByText(`${turnstileText.notVerified} 😔`)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Ana')
  })

  it("should send the newsletter's one token with the contact only and ask for the confirmation right after", async () => {
    const user = userEvent.setup()
    fetchMock
      .mockReturnValueOnce(ok({ message: 'Guardado' }))
      .mockReturnValueOnce(ok({ message: 'Pedido' }))
    renderForm(<SubscribeForm />)
    await widgetBox()
    await waitFor(() => expect(issued).toBeGreaterThan(0))
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Lucía')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com')
    // The latest token the widget handed out (on a busy machine it may have rendered twice).
    const token = `tok-${issued}`
    // After the reset the widget would need the person again: nothing may wait for it.
    solves = false
    await user.click(screen.getByRole('button', { name: 'SUSCRIBIRME' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      apiPaths.createContact,
      apiPaths.mailer,
    ])
    const [contact, confirmation] = sentBodies()
    expect(contact).toMatchObject({ email: 'lucia@example.com', turnstileToken: token })
    // No token (spent on the contact), no to/cco, templateId at the top level alone.
    expect(confirmation).toEqual({
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      templateId: templateIds.subscribeConfirmation,
      params: { name: 'Lucía', email: 'lucia@example.com' },
    })
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(''),
    )
    // The widget is reset once, after the attempt.
    await waitFor(() => expect(turnstile.reset.mock.calls).toEqual([['w1']]))
    expect(screen.queryByText(`${turnstileText.notVerified} 😔`)).toBeNull()
  })

  it('should read the config and add Cloudflare’s script once for all the forms of a page', async () => {
    // A page is one store (one Provider); the script is kept, not loaded (no traffic).
    window.turnstile = undefined
    const added: Node[] = []
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...nodes.filter((n) => typeof n !== 'string'))
    })
    onTestFinished(() => append.mockRestore())
    renderForm(
      <>
        <ProductEnquiryForm productId="libro" productTitle="Álbum" />
        <SubscribeForm />
      </>,
    )
    await waitFor(() => expect(added).toHaveLength(1))
    const script = added[0] as HTMLScriptElement
    expect(script.src).toContain('challenges.cloudflare.com')
    window.turnstile = turnstile
    script.onload?.(new Event('load'))
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(2))
    expect(added).toHaveLength(1)
    expect(configReads).toBe(1)
  })
})
