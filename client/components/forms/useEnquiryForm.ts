import { useSetAtom } from 'jotai'
import type { z } from 'zod'
import { notificationText } from '../../../shared/form-text'
import { sendMailAtom, type SendMailRequest } from '../../state/mailer'
import { notifyFailure, notifySuccess } from './feedback'
import { useSchemaForm } from './useSchemaForm'
import { useSubmissionId } from './useSubmissionId'
import { useSubmitFlow } from './useSubmitFlow'

/** A mail request without its envelope: the template id and the form's params. */
export type MailerBody = SendMailRequest extends infer R
  ? R extends SendMailRequest
    ? Pick<R, 'templateId' | 'params'>
    : never
  : never

/**
 * An enquiry form's whole flow: validate on submit, send once per fill, then the
 * green notification and an empty form, or the red one and the values kept.
 */
export function useEnquiryForm<S extends z.ZodType<{ name: string } & Record<string, unknown>>>(
  loadSchema: () => Promise<S>,
  toBody: (values: z.output<S>) => MailerBody,
  /** What the enquiry is about, for the WhatsApp follow-up ('Fotografía de familia', a product). */
  service: string,
) {
  const form = useSchemaForm(loadSchema)
  const sendMail = useSetAtom(sendMailAtom)
  const submission = useSubmissionId()

  return useSubmitFlow(form, async (values, { fields }) => {
    const result = await sendMail({
      submissionId: submission.current(),
      ...fields,
      ...toBody(values),
    })
    if (result.ok) {
      const reference = result.data.reference
      notifySuccess(
        values.name,
        notificationText.contactSuccess,
        reference ? { followUp: { service, reference } } : {},
      )
      form.reset()
      submission.renew()
    } else {
      notifyFailure(result.message)
      form.showServerErrors(result.errors)
    }
  })
}
