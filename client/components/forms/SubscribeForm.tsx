import { styled } from 'goober'
import { useSetAtom } from 'jotai'
import { templateIds } from '../../../shared/api'
import { notificationText } from '../../../shared/form-text'
import { addContactAtom, sendMailAtom } from '../../state/mailer'
import { notify } from '../../state/notifications'
import { TextField } from './fields/TextField'
import { FieldGrid, FormShell } from './FormShell'
import { notifyFailure, useForm } from './useForm'

const Fields = styled(FieldGrid)`
  max-width: 48rem;
`

/**
 * The newsletter block's form. Double opt-in: the contact is stored as pending, the
 * thank-you shows, then the confirmation mail (template 4) is requested, and only a
 * confirmed address counts. Each step has its own id per fill, so a retry after a
 * failure never creates a second contact or a second confirmation. With Turnstile on,
 * its one token goes with the contact; the confirmation follows at once without one
 * (the Worker mails only a pending subscriber stored past the check).
 */
export function SubscribeForm() {
  const addContact = useSetAtom(addContactAtom)
  const sendMail = useSetAtom(sendMailAtom)
  const form = useForm('subscribeSchema', async (values, { fields, trap, id, fail }) => {
    const contact = await addContact({ ...values, ...fields, submissionId: id('contact') })
    if (!contact.ok) return fail(contact)
    notify({
      tone: 'success',
      title: notificationText.successTitle(values.name),
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
      kind="subscribe"
      form={form}
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
