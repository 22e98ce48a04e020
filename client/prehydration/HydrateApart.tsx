import { Suspense, use, useId, type ReactNode } from 'react'
import { whenNear } from './whenNear'

/**
 * A part of the page that hydrates in a pass and a commit of its own. React leaves a
 * Suspense boundary of prerendered HTML dehydrated while it hydrates what is around
 * it, then hydrates the boundary at the lowest priority. A form's widgets set state
 * as they mount (react-aria's fields check which of their parts exist), so the commit
 * that hydrates them re-renders and runs effects at once: apart from the rest of the
 * page, that long task becomes two short ones. The fallback is never shown: nothing
 * inside suspends, but for what waits below.
 *
 * `near`: the part hydrates only once it nears the screen or is touched
 * (`whenNear`), not while the page loads; React keeps its prerendered HTML while it
 * waits. Its wrapper is `display: contents`.
 */
export function HydrateApart({ children, near = false }: { children: ReactNode; near?: boolean }) {
  const id = useId()
  if (!near) return <Suspense fallback={null}>{children}</Suspense>
  return (
    <div data-apart={id} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <UntilNear id={id}>{children}</UntilNear>
      </Suspense>
    </div>
  )
}

function UntilNear({ id, children }: { id: string; children: ReactNode }) {
  const wait = whenNear(id)
  if (wait) use(wait)
  return children
}
