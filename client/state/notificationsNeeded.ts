import { useSyncExternalStore } from 'react'

/**
 * Whether this page needs the notification region. Only forms notify, and the
 * region brings react-aria's toast code, so it loads once the notifications module
 * does (with a form) instead of on every page's first load.
 */
let needed = false
const listeners = new Set<() => void>()

export function requireNotifications(): void {
  if (needed) return
  needed = true
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useNotificationsNeeded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  )
