import { atom } from 'jotai'
import type { CreateContactRequest, MailerRequest } from '../../shared/forms/requests'
import { apiPaths, type CreateContactResponse, type MailerResponse } from '../../shared/forms/api'
import { postJson } from '../api'

/** A mail request as the client sends it: exactly what the Worker reads. */
export type SendMailRequest = MailerRequest

/** POST /v1/api/mailer: an enquiry (templates 1, 2, 3) or a subscription confirmation (4). */
export const sendMailAtom = atom(null, (_get, _set, request: SendMailRequest) =>
  postJson<MailerResponse>(apiPaths.mailer, request),
)

/** POST /v1/api/mailer/createContact: the subscribe form's first step. */
export const addContactAtom = atom(null, (_get, _set, request: CreateContactRequest) =>
  postJson<CreateContactResponse>(apiPaths.createContact, request),
)
