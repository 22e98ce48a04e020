import { createRoot } from 'react-dom/client'
import { NotificationRegion } from './NotificationRegion'

const regionId = 'notificaciones'

/**
 * The page's one toast region, in a root of its own at the end of the body, added
 * when the first form comes to life: only forms notify (client/state/notifications.ts).
 */
export function mountNotificationRegion(): void {
  if (document.getElementById(regionId)) return
  const element = document.createElement('div')
  element.id = regionId
  document.body.append(element)
  createRoot(element).render(<NotificationRegion />)
}
