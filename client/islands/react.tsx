import '../styles/setup'
import { Provider } from 'jotai'
import {
  createElement,
  startTransition,
  StrictMode,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react'
import { hydrateRoot } from 'react-dom/client'
import { store } from './store'
import { slotTag } from './slot'
import { holdWhileHydrating } from './early/hydrating'
import type { ReactIslandModule } from './types'

/**
 * Calls `release` in the island's first commit, before the browser hands React another
 * event, and `done` once that commit has run its effects (a parent's run after its
 * children's). It wraps the island rather than sitting beside it: a sibling would change
 * the ids React makes (useId), which must match the build's.
 */
function Live({
  release,
  done,
  children,
}: {
  release: () => void
  done: () => void
  children: ReactNode
}) {
  useLayoutEffect(release, [release])
  useEffect(done, [done])
  return children
}

/**
 * A React component as an island: rendered on its own at build, then hydrated in
 * its own root, sharing the page's one jotai store. Its children, if any, are a
 * slot: HTML the build rendered, which React adopts as it is.
 */
export function reactIsland<P extends object>(Component: ComponentType<P>): ReactIslandModule<P> {
  return {
    Component,
    mount: (element, props, id) =>
      new Promise<void>((resolve) => {
        const slot = element.querySelector(slotTag)
        const children: ReactNode = slot
          ? createElement(slotTag, {
              dangerouslySetInnerHTML: { __html: slot.innerHTML },
              suppressHydrationWarning: true,
            })
          : undefined
        // As a transition, React hydrates in slices of a few milliseconds and lets the
        // browser paint and answer taps between them, instead of in one long task.
        startTransition(() => {
          hydrateRoot(
            element,
            <StrictMode>
              <Provider store={store}>
                <Live release={holdWhileHydrating(element)} done={resolve}>
                  <Component {...props}>{children}</Component>
                </Live>
              </Provider>
            </StrictMode>,
            { identifierPrefix: `${id}-` },
          )
        })
      }),
  }
}
