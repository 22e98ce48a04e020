/**
 * Every validation message of shared/forms/schemas.ts, as the API answers it: the
 * message of the first failed check (in Spanish, or in English for the product
 * form) in `message`, and the field's messages under `errors[field]`.
 */
import { describe, expect, it } from 'vitest'
import { createContactSchema } from '../../shared/forms/requests'
import { limits, templateIds, type ApiError } from '../../shared/forms/api'
import {
  brandsSchema,
  familiesSchema,
  productEnquirySchema,
  subscribeSchema,
} from '../../shared/forms/schemas'
import { apiText } from '../../worker/text'
import { call, postJson } from './http'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend } from './resend'
import { brands, families, product } from './fixtures'

eachTestFromEmpty()

const subscriber = { name: 'Lucía', email: 'lucia@example.com' }

/** [field, bad value (undefined = missing), the exact message]. */
type Case = readonly [string, unknown, string]

const forms = [
  {
    form: 'families',
    shape: familiesSchema.shape,
    send: (params: Record<string, unknown>) => ({ templateId: templateIds.families, params }),
    path: '/v1/api/mailer',
    valid: families,
    cases: [
      ['name', undefined, 'El nombre es requerido'],
      ['name', '   ', 'El nombre es requerido'],
      ['name', 'x'.repeat(limits.short + 1), `Máximo ${limits.short} caracteres`],
      ['lastName', '', 'El apellido es requerido'],
      ['email', '', 'El email es requerido'],
      ['email', 'ana@', 'Email inválido'],
      ['date', undefined, 'La fecha es requerida'],
      ['date', '5 de marzo', 'La fecha es requerida'],
      ['location', 'En la luna', 'La localidad es requerida'],
      ['zone', '', 'La zona es requerida'],
      ['message', '', 'El mensaje es requerido'],
      ['message', 'x'.repeat(limits.message + 1), `Máximo ${limits.message} caracteres`],
      ['know', undefined, 'La forma de conocernos es requerida'],
    ] satisfies Case[],
  },
  {
    form: 'brands',
    shape: brandsSchema.shape,
    send: (params: Record<string, unknown>) => ({ templateId: templateIds.brands, params }),
    path: '/v1/api/mailer',
    valid: brands,
    cases: [
      ['name', '', 'El nombre es requerido'],
      ['lastName', undefined, 'El apellido es requerido'],
      ['email', undefined, 'El email es requerido'],
      ['email', 'bruno.example.com', 'Email inválido'],
      ['brandName', '', 'El nombre de la marca es requerido'],
      ['socialMedia', '', 'Las redes sociales son requeridas'],
      ['project', '', 'El proyecto es requerido'],
      ['location', '', 'La localidad es requerida'],
      ['why', '', 'Por qué es requerido'],
      ['know', 'Por la tele', 'La forma de conocernos es requerida'],
    ] satisfies Case[],
  },
  {
    form: 'product enquiry',
    shape: productEnquirySchema.shape,
    send: (params: Record<string, unknown>) => ({ templateId: templateIds.product, params }),
    path: '/v1/api/mailer',
    valid: product,
    cases: [
      ['name', '', 'Name is required'],
      ['phone', undefined, 'Phone is required'],
      ['email', '', 'Email is required'],
      ['email', 'carla@@example', 'Invalid email'],
      ['message', '', 'Message is required'],
      ['productId', '', 'Producto requerido'],
    ] satisfies Case[],
  },
  {
    form: 'subscribe confirmation (template 4)',
    shape: subscribeSchema.shape,
    send: (params: Record<string, unknown>) => ({
      templateId: templateIds.subscribeConfirmation,
      params,
    }),
    path: '/v1/api/mailer',
    valid: subscriber,
    cases: [
      ['name', '', 'El nombre es requerido'],
      ['email', '', 'El email es requerido'],
      ['email', 'lucia', 'Email inválido'],
    ] satisfies Case[],
  },
  {
    form: 'createContact',
    shape: createContactSchema.shape,
    send: (body: Record<string, unknown>) => body,
    path: '/v1/api/mailer/createContact',
    valid: subscriber,
    cases: [
      ['name', undefined, 'El nombre es requerido'],
      ['email', undefined, 'El email es requerido'],
      ['email', 'lucia@', 'Email inválido'],
      ['submissionId', 'no-es-un-uuid', 'Identificador de envío inválido'],
    ] satisfies Case[],
  },
]

describe.each(forms)('validation of the $form form', ({ shape, send, path, valid, cases }) => {
  it('should cover every field of the schema', () => {
    const fields = new Set(cases.map(([field]) => field))
    const required = Object.keys(shape).filter(
      (k) => !['submissionId', 'website', 'turnstileToken'].includes(k),
    )
    for (const field of required) expect(fields, field).toContain(field)
  })

  it.each(cases)('should answer 400 for %s = %j with “%s”', async (field, value, message) => {
    const resend = fakeResend()
    const params: Record<string, unknown> = { ...valid }
    if (value === undefined) delete params[field]
    else params[field] = value
    const res = await postJson(path, send(params))
    expect(res.status).toBe(400)
    const body = await res.json<ApiError>()
    expect(body.message).toBe(message)
    expect(body.errors?.[field]).toContain(message)
    expect(resend.calls).toHaveLength(0)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
    expect(await rows('SELECT * FROM subscribers')).toHaveLength(0)
  })
})

describe('malformed requests', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    call(path, { method: 'POST', headers: { 'Content-Type': type }, body })

  it.each(['/v1/api/mailer', '/v1/api/mailer/createContact'])(
    'should answer broken JSON on %s with 400 and a Spanish message',
    async (path) => {
      const res = await post(path, '{"templateId": 3, "params": {')
      expect(res.status).toBe(400)
      expect(await res.json<ApiError>()).toEqual({ message: apiText.invalidJson })
    },
  )

  it.each(['[]', '"hola"', 'null', '{"templateId": 3}', '{"templateId": 3, "params": "x"}'])(
    'should answer a body that is not a form (%s) with 400 and a Spanish message',
    async (body) => {
      const res = await post('/v1/api/mailer', body)
      expect(res.status).toBe(400)
      const message = (await res.json<ApiError>()).message
      expect([apiText.invalidJson, 'Tipo de formulario desconocido']).toContain(message)
    },
  )

  it.each([99, '3', undefined])(
    'should answer an unknown templateId (%j) with 400',
    async (templateId) => {
      const res = await postJson('/v1/api/mailer', { templateId, params: families })
      expect(res.status).toBe(400)
      expect((await res.json<ApiError>()).message).toBe('Tipo de formulario desconocido')
    },
  )

  it('should answer a body over the size limit with 413 and store nothing', async () => {
    const params = { ...families, message: 'x'.repeat(limits.bodyBytes) }
    const res = await postJson('/v1/api/mailer', { templateId: templateIds.families, params })
    expect(res.status).toBe(413)
    expect((await res.json<ApiError>()).message).toBe(apiText.tooLarge)
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
  })

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ])('should answer content type “%s” with 415', async (type) => {
    for (const path of ['/v1/api/mailer', '/v1/api/mailer/createContact']) {
      const res = await post(path, JSON.stringify({ templateId: 3, params: families }), type)
      expect(res.status).toBe(415)
      expect((await res.json<ApiError>()).message).toBe(apiText.notJson)
    }
    expect(await rows('SELECT * FROM enquiries')).toHaveLength(0)
  })
})
