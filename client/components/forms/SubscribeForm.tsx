import { useSetAtom } from 'jotai'
import { templateIds } from '../../../shared/forms/api'
import { notificationText } from '../../../shared/forms/text'
import { addContactAtom, sendMailAtom } from '../../state/mailer'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell } from './FormShell'
import { notifyFailure, notifySuccess, useForm } from './useForm'

/**
 * The newsletter's form, double opt-in: the contact is stored pending (with the Turnstile
 * token), then the confirmation mail (template 4) is asked for. Each step has its own id.
 */
export function SubscribeForm() {
  const addContact = useSetAtom(addContactAtom)
  const sendMail = useSetAtom(sendMailAtom)
  const form = useForm('subscribe', async (values, { fields, trap, id, fail }) => {
    const contact = await addContact({ ...values, ...fields, submissionId: id('contact') })
    if (!contact.ok) return fail(contact)
    notifySuccess(values.name, {
      message: notificationText.subscribeSuccess,
      detail: notificationText.subscribeConfirmationSent,
    })
    const confirmation = await sendMail({
      submissionId: id('confirmation'),
      ...trap,
      templateId: templateIds.subscribeConfirmation,
      params: values,
    })
    if (!confirmation.ok) notifyFailure(confirmation.message)
    return confirmation.ok
  })
  return (
    <FormShell
      label="Suscribite a la comunidad"
      form={form}
      privacy="Uso tu nombre y tu email solo para mandarte novedades; te pido confirmarlo por mail y cada correo trae un enlace para darte de baja con un clic."
      submitLabel="SUSCRIBIRME"
    >
      <FieldGrid style={{ maxWidth: '48rem' }}>
        <TextField name="name" label="Nombre" autoComplete="given-name" />
        <TextField name="email" type="email" label="Email" autoComplete="email" />
      </FieldGrid>
    </FormShell>
  )
}
