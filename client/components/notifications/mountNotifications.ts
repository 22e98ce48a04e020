import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

const id = 'notificaciones'

/**
 * The region that shows what became of a send: a React root of its own at the end of the
 * body, once per page, with the page's first form; its code comes only then.
 */
export function mountNotifications(): void {
  if (document.getElementById(id)) return
  const element = document.createElement('div')
  element.id = id
  document.body.append(element)
  void import('./NotificationRegion').then(({ NotificationRegion }) =>
    createRoot(element).render(createElement(NotificationRegion)),
  )
}
