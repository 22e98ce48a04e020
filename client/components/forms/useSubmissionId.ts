import { useMemo, useRef } from 'react'

/**
 * One id per form fill, sent with every attempt so a double click, a retry after a
 * timeout or a replay gives the server one enquiry. Created on first use (never
 * during server rendering) and renewed only after a success.
 */
export function useSubmissionId() {
  const id = useRef<string | null>(null)
  return useMemo(
    () => ({
      current: (): string => (id.current ??= crypto.randomUUID()),
      renew: (): void => {
        id.current = null
      },
    }),
    [],
  )
}
