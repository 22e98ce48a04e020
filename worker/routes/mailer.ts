/**
 * POST /v1/api/mailer               an enquiry (templates 1, 2, 3) or a subscribe
 *                                   confirmation request (template 4)
 * POST /v1/api/mailer/createContact a subscriber, pending until confirmed
 *
 * Adapters: the JSON body is checked (415/413/400, worker/http.ts), the service does
 * the work (worker/services/), its outcome becomes the answer. Recipients never come
 * from the request: old callers may still send `to`/`cco`, which the schema accepts
 * and nothing reads.
 */
import { Hono, type Context } from 'hono'
import {
  honeypotField,
  templateIds,
  turnstileField,
  type CreateContactResponse,
  type MailerResponse,
} from '../../shared/forms/api'
import { createContactSchema, mailerSchema } from '../../shared/forms/requests'
import { jsonBody, validJson } from '../http'
import { apiText } from '../text'
import { sentFrom } from '../insight/visits'
import { submitEnquiry } from '../services/enquiries'
import type { Outcome, RequestFacts } from '../services/outcome'
import { addSubscriber, requestConfirmation } from '../services/subscriptions'

type Ctx = Context<{ Bindings: Env }>

/** The request facts a service needs, from the body's envelope and the headers. */
const factsOf = async (
  c: Ctx,
  body: { submissionId?: string; [honeypotField]?: string; [turnstileField]?: string },
): Promise<RequestFacts> => ({
  ip: c.req.header('cf-connecting-ip'),
  honeypot: body[honeypotField],
  turnstileToken: body[turnstileField],
  submissionId: body.submissionId,
  page: await sentFrom(c),
  waitUntil: (work) => c.executionCtx.waitUntil(work),
})

/** A refused outcome as JSON (429 with Retry-After), or `answer` for a success. */
function reply<T>(c: Ctx, outcome: Outcome<T>, answer: (ok: T) => Response): Response {
  if (outcome.ok) return answer(outcome)
  if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter))
  return c.json(outcome.error, outcome.status)
}

export const mailer = new Hono<{ Bindings: Env }>()
  .use(jsonBody)
  .post('/', validJson(mailerSchema), async (c) => {
    const body = c.req.valid('json')
    const facts = await factsOf(c, body)
    if (body.templateId === templateIds.subscribeConfirmation)
      return reply(c, await requestConfirmation(c.env, body, facts), () =>
        c.json<MailerResponse>({ message: apiText.confirmationRequested }),
      )
    return reply(c, await submitEnquiry(c.env, body, facts), ({ reference }) =>
      c.json<MailerResponse>({
        message: apiText.enquiryReceived,
        ...(reference ? { reference } : {}),
      }),
    )
  })
  .post('/createContact', validJson(createContactSchema), async (c) => {
    const body = c.req.valid('json')
    return reply(c, await addSubscriber(c.env, body, await factsOf(c, body)), () =>
      c.json<CreateContactResponse>({ message: apiText.contactStored }),
    )
  })
