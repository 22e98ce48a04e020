import { useLayoutEffect, useRef, useState } from 'react'

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
