import { styled } from 'goober'
import { useSetAtom } from 'jotai'
import { useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { notificationText } from '../../../shared/messages'
import { owner } from '../../../shared/owner'
import { subscribeSchema, templateIds } from '../../../shared/schemas'
import { addContactAtom, sendMailAtom } from '../../state/mailer'
import { notifyFailure, notifySuccess } from './feedback'
import { Honeypot, honeypotValue } from './Honeypot'
import { TextField } from './fields/TextField'
import { FieldGrid, FormStack } from './layout'
import { PrivacyNote } from './PrivacyNote'
import { SubmitButton } from './SubmitButton'
import { useSchemaForm } from './useSchemaForm'
import { useSubmissionId } from './useSubmissionId'

const Fields = styled(FieldGrid)`
  max-width: 48rem;
`

/**
 * The newsletter block's form. Double opt-in: the contact is stored as pending,
 * the thank-you shows, then the confirmation mail (template 4) is requested, and
 * only a confirmed address counts. Each step has its own id per fill, so a retry
 * after a failure never creates a second contact or a second confirmation.
 */
export function SubscribeForm() {
  const { formRef, errors, validate, showServerErrors, onChange, reset } =
    useSchemaForm(subscribeSchema)
  const addContact = useSetAtom(addContactAtom)
  const sendMail = useSetAtom(sendMailAtom)
  const contactId = useSubmissionId()
  const confirmationId = useSubmissionId()
  const [isPending, setPending] = useState(false)
  const sending = useRef(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const values = validate(event)
    if (!values) return
    const trap = honeypotValue(event.currentTarget)
    sending.current = true
    setPending(true)
    const finish = () => {
      sending.current = false
      setPending(false)
    }

    const contact = await addContact({ ...values, ...trap, submissionId: contactId.current() })
    if (!contact.ok) {
      finish()
      notifyFailure(contact.message)
      showServerErrors(contact.errors)
      return
    }
    notifySuccess(values.name, notificationText.subscribeSuccess)

    const confirmation = await sendMail({
      // Kept from the old contract; the server mails the stored subscriber.
      to: owner.email,
      cco: owner.email,
      submissionId: confirmationId.current(),
      ...trap,
      templateId: templateIds.subscribeConfirmation,
      params: { ...values, templateId: templateIds.subscribeConfirmation },
    })
    finish()
    if (!confirmation.ok) {
      notifyFailure(confirmation.message)
      return
    }
    reset()
    contactId.renew()
    confirmationId.renew()
  }

  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      validationErrors={errors}
      validationBehavior="aria"
      aria-label="Suscribite a la comunidad"
    >
      {/* Edits bubble here from every native input of the form. */}
      <FormStack onChange={onChange}>
        <Fields>
          <TextField name="name" label="Nombre" autoComplete="given-name" isRequired />
          <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
        </Fields>
        <Honeypot />
        <PrivacyNote purpose="Uso tu nombre y tu email solo para mandarte novedades; te pido confirmarlo por mail y cada correo trae un enlace para darte de baja con un clic." />
        <SubmitButton isPending={isPending}>SUSCRIBIRME</SubmitButton>
      </FormStack>
    </Form>
  )
}
