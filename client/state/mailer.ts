import { atom, type Setter } from 'jotai'
import type { CreateContactRequest, MailerRequest } from '../../shared/api-schemas'
import { apiPaths, type CreateContactResponse, type MailerResponse } from '../../shared/api'
import { postJson, type ApiResult } from '../api'

/** Each mail operation is idle, loading, succeeded or failed (spec section 4). */
export type MailerStatus = 'idle' | 'loading' | 'succeeded' | 'failed'
export type MailerOperation = 'sendMail' | 'addContact'

export interface MailerError {
  message: string
  errors?: Record<string, string[]>
}

const idle: Record<MailerOperation, MailerStatus> = { sendMail: 'idle', addContact: 'idle' }

export const mailerStatusAtom = atom<Record<MailerOperation, MailerStatus>>(idle)
/** The last successful answer, of either operation. */
export const mailerResponseAtom = atom<MailerResponse | CreateContactResponse | null>(null)
/** The last failure, of either operation. */
export const mailerErrorAtom = atom<MailerError | null>(null)
/** The last mail request sent (the spec's templateContact). */
export const templateContactAtom = atom<MailerRequest | null>(null)

/** Runs one operation through its states and hands the result back to the caller. */
const runOperation =
  <Req, Res>(operation: MailerOperation, path: string) =>
  async (set: Setter, request: Req): Promise<ApiResult<Res>> => {
    set(mailerStatusAtom, (s) => ({ ...s, [operation]: 'loading' }))
    set(mailerErrorAtom, null)
    const result = await postJson<Res>(path, request)
    if (result.ok) {
      set(mailerResponseAtom, result.data as MailerResponse | CreateContactResponse)
      set(mailerStatusAtom, (s) => ({ ...s, [operation]: 'succeeded' }))
    } else {
      set(mailerErrorAtom, {
        message: result.message,
        ...(result.errors ? { errors: result.errors } : {}),
      })
      set(mailerStatusAtom, (s) => ({ ...s, [operation]: 'failed' }))
    }
    return result
  }

const sendMailOperation = runOperation<MailerRequest, MailerResponse>('sendMail', apiPaths.mailer)
const addContactOperation = runOperation<CreateContactRequest, CreateContactResponse>(
  'addContact',
  apiPaths.createContact,
)

/** POST /v1/api/mailer: an enquiry (templates 1, 2, 3) or a subscription confirmation (4). */
export const sendMailAtom = atom(null, (_get, set, request: MailerRequest) => {
  set(templateContactAtom, request)
  return sendMailOperation(set, request)
})

/** POST /v1/api/mailer/createContact: the subscribe form's first step. */
export const addContactAtom = atom(null, (_get, set, request: CreateContactRequest) =>
  addContactOperation(set, request),
)

export const resetMailerAtom = atom(null, (_get, set) => {
  set(mailerStatusAtom, idle)
  set(mailerResponseAtom, null)
  set(mailerErrorAtom, null)
})
