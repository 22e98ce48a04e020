import { useLayoutEffect, type RefObject } from 'react'

/**
 * Keeps what a person typed or chose in a field before its island hydrated. Hydration
 * leaves the browser's value in the field, but a controlled field (every react-aria
 * one) renders its own empty state over it at its next render: at mount, while the
 * typed value is still there, the field's state takes it.
 */
export function useEarlyInput<E extends Element>(
  ref: RefObject<E | null>,
  read: (element: E) => string | null | undefined,
  adopt: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const value = ref.current && read(ref.current)
    if (value) adopt(value)
    // Once, at mount: afterwards the field's state is the value.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
