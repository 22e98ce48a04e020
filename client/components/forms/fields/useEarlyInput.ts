import {
  createElement,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react'

/**
 * A field's value, keeping what a person typed or chose before its island was live.
 * Hydration leaves the browser's value in the field, but react-aria's controlled state
 * renders its own empty value over it right after. At mount, while the typed value is
 * still there, the field's state takes it.
 */
export function useEarlyInput<E extends Element>(read: (element: E) => string | undefined) {
  const ref = useRef<E>(null)
  const [value, setValue] = useState<string | null>(null)
  useLayoutEffect(() => {
    const early = ref.current ? read(ref.current) : undefined
    if (early) setValue(early)
    // Once, at mount: afterwards the field's state is the value.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { ref, value, onChange: setValue }
}

/**
 * A field in a Suspense boundary of its own, its early input included. A key pressed while
 * the form's island is still hydrating makes React finish at once what that key needs:
 * with a boundary per field, that field alone instead of the whole form.
 */
export function hydratesAlone<P extends object>(Field: ComponentType<P>): ComponentType<P> {
  return (props: P) => createElement(Suspense, null, createElement(Field, props))
}
