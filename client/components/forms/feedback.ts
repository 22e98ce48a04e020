import { notificationText } from '../../../shared/messages'
import { notify } from '../../state/notifications'

/** The green thank-you: 'Gracias {name}' over the form's success message. */
export function notifySuccess(name: string, message: string): void {
  notify({ tone: 'success', title: notificationText.successTitle(name), message })
}

/** The red error: the server's message (or 'Error') followed by an emoji. */
export function notifyFailure(message: string): void {
  notify({
    tone: 'error',
    title: notificationText.errorTitle,
    message: `${message || notificationText.errorFallback} ${notificationText.errorEmoji}`,
  })
}
