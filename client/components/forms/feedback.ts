import { notificationText } from '../../../shared/form-text'
import { notify } from '../../state/notifications'
import { whatsappHref } from '../../../shared/insight'
import { whatsappEnquiryGreeting, whatsappFollowUpLabel } from '../../../shared/whatsapp'

/**
 * The green thank-you: 'Gracias {name}' over the form's success message, and a
 * `detail` line under it if given; after an enquiry, a WhatsApp link with the
 * service and the reference prefilled.
 */
export function notifySuccess(
  name: string,
  message: string,
  { detail, followUp }: { detail?: string; followUp?: { service: string; reference: string } } = {},
): void {
  notify({
    tone: 'success',
    title: notificationText.successTitle(name),
    message,
    ...(detail && { detail }),
    ...(followUp && {
      link: {
        href: whatsappHref(
          location.pathname,
          whatsappEnquiryGreeting(followUp.service, followUp.reference),
        ),
        label: whatsappFollowUpLabel,
      },
    }),
  })
}

/** The red error: the server's message (or 'Error') followed by an emoji. */
export function notifyFailure(message: string): void {
  notify({
    tone: 'error',
    title: notificationText.errorTitle,
    message: `${message || notificationText.errorFallback} ${notificationText.errorEmoji}`,
  })
}
