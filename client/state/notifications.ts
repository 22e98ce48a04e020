import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'
import { notifications, timings } from '../../shared/site/design'

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
 * The page's notifications: react-aria's queue shows the newest toasts and hides the
 * oldest beyond its limit; we want the first five on screen and the rest waiting their
 * turn. So the library's queue only ever holds what is visible, and this line keeps the
 * waiting ones beside it, moving the oldest in whenever a visible one closes.
 */
class NotificationLine {
  /** What the notification region shows. */
  readonly visible = new ToastQueue<NotificationContent>({ maxVisibleToasts: notifications.limit })
  readonly #waiting: NotificationContent[] = []

  /** Shows a notification now, or as soon as one of the five visible closes. */
  add(content: NotificationContent): void {
    if (this.#hasRoom()) this.#show(content)
    else this.#waiting.push(content)
  }

  /** Empties the screen and the waiting line. */
  clear(): void {
    this.#waiting.length = 0
    this.visible.clear()
  }

  #hasRoom(): boolean {
    return this.visible.visibleToasts.length < notifications.limit
  }

  #show(content: NotificationContent): void {
    this.visible.add(content, {
      timeout: timings.notificationAutoCloseMs,
      // Runs before the closed toast leaves the queue: look again once it has.
      onClose: () => queueMicrotask(() => this.#showWaiting()),
    })
  }

  #showWaiting(): void {
    while (this.#waiting.length > 0 && this.#hasRoom()) this.#show(this.#waiting.shift()!)
  }
}

/** One line per page: every island that notifies shares the one region. */
const line = new NotificationLine()

/** The queue the notification region shows. */
export const notificationQueue = line.visible

/** Shows a notification now, or as soon as one of the five visible closes. */
export const notify = (content: NotificationContent): void => line.add(content)

/** Empties the screen and the waiting line (tests start from nothing). */
export const clearNotifications = (): void => line.clear()
