/**
 * Forms posted by the browser itself (no JavaScript): the same checks and storage
 * as the JSON endpoints, answered with pages.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { apiPaths, formField, honeypotField, type FormKind } from '../../shared/forms/api'
import { notificationText } from '../../shared/forms/text'
import { owner as studio } from '../../shared/content/owner'
import { buenosAiresDay, dayMs } from '../../shared/format/time'
import { apiText } from '../../worker/text'
import { formText } from '../../worker/text'
import { call, envWith } from './http'
import { at } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend, recipientsOf } from './resend'
import { brands, families, product } from './fixtures'

const site = env.SITE_ORIGIN

/** A form as a browser posts it from one of the site's pages. */
const postForm = (
  kind: FormKind,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: site },
  bindings?: Env,
) =>
  call(
    apiPaths.forms,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ [formField]: kind, ...fields }).toString(),
    },
    bindings,
  )

const enquiries = () =>
  rows<{ kind: string; fields: string; reference: string }>('SELECT * FROM enquiries')
const ownerMails = (calls: ReturnType<typeof fakeResend>['calls']) =>
  calls.filter((c) => recipientsOf(c).includes('duena@example.com'))

/** An element of a page: its attributes and its text. */
interface Found {
  attr: (name: string) => string | undefined
  has: (name: string) => boolean
  text: string
}

/** The first element `selector` matches in `html`, read with the Worker runtime's HTML parser. */
async function find(html: string, selector: string): Promise<Found | undefined> {
  let found: Found | undefined
  let open = false
  await new HTMLRewriter()
    .on(selector, {
      element: (e) => {
        if (found) return
        const attrs = new Map(e.attributes as Iterable<[string, string]>)
        found = { attr: (name) => attrs.get(name), has: (name) => attrs.has(name), text: '' }
        if (e.tagName === 'input') return
        open = true
        e.onEndTag(() => void (open = false))
      },
      text: (t) => {
        if (open && found) found.text += t.text
      },
    })
    .transform(new Response(html))
    .text()
  return found
}

/** Every `name` of the elements `selector` matches. */
async function namesOf(html: string, selector: string): Promise<string[]> {
  const names: string[] = []
  await new HTMLRewriter()
    .on(selector, { element: (e) => void names.push(e.getAttribute('name') ?? '') })
    .transform(new Response(html))
    .text()
  return names
}

eachTestFromEmpty()

describe('POST /v1/api/forms', () => {
  it('should store a families enquiry, mail the owner and send the visitor to a thank-you page', async () => {
    const resend = fakeResend()
    const res = await postForm('families', families)
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '', site)
    expect(location.pathname).toBe(apiPaths.formSent)
    const [enquiry] = await enquiries()
    expect(enquiry?.kind).toBe('families')
    expect(JSON.parse(enquiry!.fields)).toEqual(families)
    expect(location.searchParams.get('referencia')).toBe(enquiry?.reference)
    expect(ownerMails(resend.calls)).toHaveLength(1)

    const page = await call(`${location.pathname}${location.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(notificationText.contactSuccess)
    expect(html).toContain(enquiry!.reference)
  })

  it("should take the date from the browser's own date field when the picker's is empty", async () => {
    fakeResend()
    const body = new URLSearchParams({ [formField]: 'families', ...families, date: '' })
    body.append('date', families.date)
    const res = await call(apiPaths.forms, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: body.toString(),
    })
    expect(res.status).toBe(303)
    expect(JSON.parse((await enquiries())[0]!.fields)).toMatchObject({ date: families.date })
  })

  it("should key the id of a form sent without JavaScript with the Worker's secret, not its content alone", async () => {
    fakeResend()
    expect((await postForm('brands', brands)).status).toBe(303)
    const [stored] = await rows<{ submission_id: string }>('SELECT submission_id FROM enquiries')
    // The id anyone could compute from the form's content and the day (a plain SHA-256).
    const text = JSON.stringify([
      'brands',
      buenosAiresDay(Date.now()),
      Object.entries(brands).sort(),
    ])
    const plain = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
    )
    const plainHex = Array.from(plain.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
    expect(stored?.submission_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(stored?.submission_id.replaceAll('-', '').slice(0, 12)).not.toBe(plainHex.slice(0, 12))
  })

  it('should make one enquiry, one owner mail, of the same form sent twice', async () => {
    const resend = fakeResend()
    const first = await postForm('brands', brands)
    const second = await postForm('brands', brands)
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(await enquiries()).toHaveLength(1)
    expect(ownerMails(resend.calls)).toHaveLength(1)
  })

  it('should take a product enquiry and a subscription, mailing the confirmation', async () => {
    const resend = fakeResend()
    expect((await postForm('product', product)).status).toBe(303)
    expect((await enquiries())[0]?.kind).toBe('product')
    const res = await postForm('subscribe', { name: 'Dana', email: 'dana@example.com' })
    expect(res.status).toBe(303)
    const [subscriber] = await rows<{ status: string }>('SELECT status FROM subscribers')
    expect(subscriber?.status).toBe('pending')
    expect(resend.calls.some((c) => recipientsOf(c).includes('dana@example.com'))).toBe(true)
    const page = await call(res.headers.get('location') ?? '')
    expect(await page.text()).toContain(notificationText.subscribeConfirmationSent)
  })

  it('should answer invalid fields with a 400 page naming each problem, storing nothing', async () => {
    fakeResend()
    const { email: _email, ...withoutEmail } = families
    const res = await postForm('families', { ...withoutEmail, date: '' })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const html = await res.text()
    expect(html).toContain('El email es requerido')
    expect(html).toContain('La fecha es requerida')
    expect(html).toContain(formText.goBack)
    expect(await enquiries()).toHaveLength(0)
  })

  it('should send a refused form back on its own page: values kept, errors beside their fields, no app script', async () => {
    fakeResend()
    const { brandName: _brandName, ...withoutBrand } = brands
    const res = await postForm(
      'brands',
      { ...withoutBrand, email: 'bruno-en-ejemplo' },
      { Origin: site, Referer: `${site}/contact` },
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'")
    const html = await res.text()
    expect((await find(html, 'title'))?.text).toMatch(/^Error: /)
    expect(await find(html, 'script:not([type="application/ld+json"])')).toBeUndefined()
    const form = (selector: string) => find(html, `form[data-form="brands"] ${selector}`)
    // What was typed is in its field; the radios keep their choice.
    expect((await form('input[name="name"]'))?.attr('value')).toBe('Bruno')
    expect((await form('input[name="email"]'))?.attr('value')).toBe('bruno-en-ejemplo')
    expect((await form('textarea[name="project"]'))?.text).toBe(brands.project)
    expect((await form('input[value="A distancia"]'))?.has('checked')).toBe(true)
    expect((await form('input[value="En mi estudio"]'))?.has('checked')).toBe(false)
    // Each error sits beside its field, which names it, and the first one has focus.
    for (const [name, error] of [
      ['email', 'Email inválido'],
      ['brandName', 'El nombre de la marca es requerido'],
    ] as const) {
      const field = await form(`input[name="${name}"]`)
      expect(field?.attr('aria-invalid')).toBe('true')
      const id = field?.attr('aria-describedby')?.split(' ')[0] ?? ''
      const shown = await find(html, `#${id}`)
      expect(shown?.text).toBe(error)
      expect(shown?.has('hidden')).toBe(false)
    }
    expect(await namesOf(html, '[autofocus]')).toEqual(['email'])
    expect((await form('[data-posted-message]'))?.text).toBe(formText.checkFields)
    // The brands tab is the one shown; the families form is untouched.
    expect((await find(html, '[data-panel="brands"]'))?.has('hidden')).toBe(false)
    expect((await find(html, '[data-panel="families"]'))?.has('hidden')).toBe(true)
    const familiesName = await find(html, 'form[data-form="families"] input[name="name"]')
    expect(familiesName?.attr('value')).toBe('')
    expect(await enquiries()).toHaveLength(0)
  })

  it("should show the browser's own date field where the picker was, with its error", async () => {
    fakeResend()
    const res = await postForm(
      'families',
      { ...families, date: '' },
      { Origin: site, Referer: `${site}/contact` },
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).not.toContain('<noscript')
    const form = (selector: string) => find(html, `form[data-form="families"] ${selector}`)
    expect(await form('[data-needs-scripts]')).toBeUndefined()
    const date = await form('input[type="date"][name="date"]')
    expect(date?.attr('aria-invalid')).toBe('true')
    const id = date?.attr('aria-describedby')?.split(' ')[0] ?? ''
    expect((await find(html, `#${id}`))?.text).toBe('La fecha es requerida')
    expect((await form('input[name="message"], textarea[name="message"]'))?.text).toBe(
      families.message,
    )
  })

  it('should say above the form an error that has no field of its own, keeping the fields', async () => {
    fakeResend()
    const res = await postForm(
      'product',
      { ...product, productId: 'no-existe' },
      { Origin: site, Referer: `${site}/shop/libro/contact` },
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    const form = (selector: string) => find(html, `form[data-form="product"] ${selector}`)
    expect((await form('[data-posted-message]'))?.text).toBe(apiText.unknownProduct)
    expect((await form('input[name="name"]'))?.attr('value')).toBe(product.name)
    expect(await namesOf(html, '[autofocus]')).toEqual([''])
  })

  it('should refuse a post from another site, and accept one whose Referer is ours', async () => {
    const resend = fakeResend()
    for (const headers of <Record<string, string>[]>[
      { Origin: 'https://otro-sitio.example' },
      { Referer: 'https://otro-sitio.example/contact' },
      {},
    ]) {
      const res = await postForm('families', families, headers)
      expect(res.status).toBe(403)
      expect(await res.text()).toContain(formText.foreign)
    }
    expect(await enquiries()).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
    const res = await postForm('families', families, { Referer: `${site}/contact` })
    expect(res.status).toBe(303)
  })

  it('should thank a bot that fills the honeypot, and store and mail nothing', async () => {
    const resend = fakeResend()
    const res = await postForm('families', { ...families, [honeypotField]: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(await enquiries()).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
  })

  it('should mail no confirmation to a pending address when a bot signs it up again through the honeypot', async () => {
    // A real sign-up two days ago left the address pending (its confirmation went out)...
    const resend = fakeResend()
    const now = Date.now()
    await at(now - 2 * dayMs, () =>
      postForm('subscribe', { name: 'Dana', email: 'dana@example.com' }),
    )
    expect(resend.calls).toHaveLength(1)
    // ...then a bot posts the form again, honeypot filled: thanked, nothing mailed or stored.
    const res = await at(now, () =>
      postForm('subscribe', {
        name: 'Dana',
        email: 'dana@example.com',
        [honeypotField]: 'http://spam.example',
      }),
    )
    expect(res.status).toBe(303)
    expect(resend.calls).toHaveLength(1)
    const confirmations = await rows(
      "SELECT id FROM outgoing_messages WHERE template = 'subscribe-confirmation'",
    )
    expect(confirmations).toHaveLength(1)
  })

  it('should answer a form sent without JavaScript while Turnstile is on with a Spanish page offering WhatsApp and e-mail', async () => {
    const resend = fakeResend()
    const turnstile = envWith({ TURNSTILE_SECRET: 'secreto', TURNSTILE_SITE_KEY: 'clave' })
    const res = await postForm(
      'families',
      families,
      { Origin: site, Referer: `${site}/contact` },
      turnstile,
    )
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain(formText.noScriptsCheck)
    expect(formText.noScriptsCheck).toContain(studio.email)
    expect(formText.noScriptsCheck).toContain(studio.whatsapp)
    expect(await enquiries()).toHaveLength(0)
    expect(resend.calls).toHaveLength(0)
  })

  it('should refuse what is not a form post, and a form it does not know', async () => {
    const json = await call(apiPaths.forms, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site },
      body: JSON.stringify({ [formField]: 'families', ...families }),
    })
    expect(json.status).toBe(415)
    expect((await postForm('families' as FormKind, {}, { Origin: site })).status).toBe(400)
    const unknown = await call(apiPaths.forms, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: new URLSearchParams({ [formField]: 'otro', ...families }).toString(),
    })
    expect(unknown.status).toBe(400)
  })
})
