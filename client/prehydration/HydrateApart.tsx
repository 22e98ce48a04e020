import { Suspense, type ReactNode } from 'react'

/**
 * A part of the page that hydrates in a pass and a commit of its own. React leaves a
 * Suspense boundary of prerendered HTML dehydrated while it hydrates what is around
 * it, then hydrates the boundary at the lowest priority. A form's widgets set state
 * as they mount (react-aria's fields check which of their parts exist), so the commit
 * that hydrates them re-renders and runs effects at once: apart from the rest of the
 * page, that long task becomes two short ones. Nothing inside suspends, so the
 * fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
