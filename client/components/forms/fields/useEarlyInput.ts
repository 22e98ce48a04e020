import {
  createElement,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react'
import { markLive, typedEarly } from '../../../islands/typing'

/**
 * A field's value, keeping what a person typed or chose before it was live. Hydration
 * leaves the browser's value in the field, but react-aria's controlled state renders its
 * own empty value over it right after. At mount, while the typed value is still there,
 * the field's state takes it. Until then, keys and taps on it are the browser's alone
 * (islands/typing.ts): `control` goes on the element that holds the typed value.
 */
export function useEarlyInput<E extends Element>(read: (element: E) => string | undefined) {
  const ref = useRef<E>(null)
  const [control] = useState(() => ({ ref, ...typedEarly }))
  const [value, setValue] = useState<string | null>(null)
  useLayoutEffect(() => {
    if (!ref.current) return
    const early = read(ref.current)
    if (early) setValue(early)
    markLive(ref.current)
    // Once, at mount: afterwards the field's state is the value.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { control, value, onChange: setValue }
}

/**
 * A field in a Suspense boundary of its own, its early input included: React hydrates the
 * form's frame first and each field after it, in commits of their own, so no tap waits
 * behind one long commit of the whole form.
 */
export function hydratesAlone<P extends object>(Field: ComponentType<P>): ComponentType<P> {
  return (props: P) => createElement(Suspense, null, createElement(Field, props))
}
