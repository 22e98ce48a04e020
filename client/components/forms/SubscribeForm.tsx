import { styled } from 'goober'
import { useSetAtom } from 'jotai'
import { notificationText } from '../../../shared/form-text'
import { templateIds } from '../../../shared/api'
import { addContactAtom, sendMailAtom } from '../../state/mailer'
import { notifyFailure, notifySuccess } from './feedback'
import { TextField } from './fields/TextField'
import { FormShell } from './FormShell'
import { FieldGrid } from './layout'
import { useSchemaForm } from './useSchemaForm'
import { useSubmissionId } from './useSubmissionId'
import { useSubmitFlow } from './useSubmitFlow'
import { schemaLoader } from './schemaLoaders'

const Fields = styled(FieldGrid)`
  max-width: 48rem;
`

const loadSubscribeSchema = schemaLoader('subscribeSchema')

/**
 * The newsletter block's form. Double opt-in: the contact is stored as pending,
 * the thank-you shows, then the confirmation mail (template 4) is requested, and
 * only a confirmed address counts. Each step has its own id per fill, so a retry
 * after a failure never creates a second contact or a second confirmation. With
 * Turnstile on, the widget's one token goes with the contact; the confirmation
 * request follows at once without one (the Worker mails only a pending subscriber
 * stored past the check).
 */
export function SubscribeForm() {
  const form = useSchemaForm(loadSubscribeSchema)
  const addContact = useSetAtom(addContactAtom)
  const sendMail = useSetAtom(sendMailAtom)
  const contactId = useSubmissionId()
  const confirmationId = useSubmissionId()

  const flow = useSubmitFlow(form, async (values, { fields, trap }) => {
    const contact = await addContact({ ...values, ...fields, submissionId: contactId.current() })
    if (!contact.ok) {
      notifyFailure(contact.message)
      form.showServerErrors(contact.errors)
      return
    }
    notifySuccess(values.name, notificationText.subscribeSuccess, {
      detail: notificationText.subscribeConfirmationSent,
    })

    const confirmation = await sendMail({
      submissionId: confirmationId.current(),
      ...trap,
      templateId: templateIds.subscribeConfirmation,
      params: values,
    })
    if (!confirmation.ok) {
      notifyFailure(confirmation.message)
      return
    }
    form.reset()
    contactId.renew()
    confirmationId.renew()
  })

  return (
    <FormShell
      label="Suscribite a la comunidad"
      kind="subscribe"
      flow={flow}
      privacy="Uso tu nombre y tu email solo para mandarte novedades; te pido confirmarlo por mail y cada correo trae un enlace para darte de baja con un clic."
      submitLabel="SUSCRIBIRME"
    >
      <Fields>
        <TextField name="name" label="Nombre" autoComplete="given-name" isRequired />
        <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
      </Fields>
    </FormShell>
  )
}
