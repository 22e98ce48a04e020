import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'
import { notifications, timings } from '../../shared/design'

/** What a notification shows: a title, a message and a tone (its colour). */
export interface NotificationContent {
  tone: 'success' | 'error'
  title: string
  message: string
  /** An optional second line under the message, e.g. what happens next. */
  detail?: string
  /** An optional link under the message, e.g. to follow up on WhatsApp. */
  link?: { href: string; label: string }
}

/**
 * react-aria's queue shows the newest toasts and hides the oldest beyond the limit;
 * we want the first five on screen and the rest waiting their turn. So the
 * library's queue only ever holds what is visible, and this module keeps the waiting
 * ones, moving the oldest in whenever a visible one closes.
 */
export const notificationQueue = new ToastQueue<NotificationContent>({
  maxVisibleToasts: notifications.limit,
})

const waiting: NotificationContent[] = []

function showNext(): void {
  while (waiting.length > 0 && notificationQueue.visibleToasts.length < notifications.limit) {
    const next = waiting.shift()
    if (next) show(next)
  }
}

function show(content: NotificationContent): void {
  notificationQueue.add(content, {
    timeout: timings.notificationAutoCloseMs,
    // Runs before the closed toast leaves the queue: look again once it has.
    onClose: () => queueMicrotask(showNext),
  })
}

/** Shows a notification now, or as soon as one of the five visible closes. */
export function notify(content: NotificationContent): void {
  if (notificationQueue.visibleToasts.length < notifications.limit) show(content)
  else waiting.push(content)
}

/** Empties the screen and the waiting line (tests start from nothing). */
export function clearNotifications(): void {
  waiting.length = 0
  notificationQueue.clear()
}
