import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { loadOnce } from './loadOnce'
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/** Input elements a person can focus, in the order they appear inside a field. */
const focusableInField =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, [role="spinbutton"]'

/**
 * Validation on submit with a shared zod schema. Errors go to react-aria's
 * `<Form validationErrors>` (keys are field names, which equal schema keys), and
 * focus moves to the first invalid field in page order.
 *
 * The schema is loaded (schemaLoaders.ts) when a person first focuses the form, not with
 * the page: building zod schemas is a long task a phone need not run for a visitor
 * who never fills the form. A submit before it arrives waits for it; if it cannot
 * arrive, the Worker's validation (the same schema) has the last word.
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>>>(
  loadSchema: () => Promise<S>,
) {
  const formRef = useRef<HTMLFormElement>(null)
  /** Starts loading the schema: the form's onFocus. Null when its file cannot be fetched. */
  const prepare = useMemo(() => loadOnce(loadSchema), [loadSchema])
  const [errors, setErrors] = useState<FieldErrors>({})
  // Bumped on every failed submit so focus moves again even if the errors are the same.
  const [failedSubmits, setFailedSubmits] = useState(0)

  useEffect(() => {
    if (failedSubmits === 0) return
    const invalid = formRef.current?.querySelector('[data-invalid]')
    const target = invalid?.querySelector<HTMLElement>(focusableInField)
    target?.focus()
  }, [failedSubmits])

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next)
    if (Object.keys(next).length > 0) setFailedSubmits((n) => n + 1)
  }, [])

  /** Reads the form and returns the parsed values, or shows the errors and returns null. */
  const validate = useCallback(
    async (form: HTMLFormElement): Promise<z.output<S> | null> => {
      const raw = Object.fromEntries(new FormData(form))
      const loaded = await prepare()
      // Without the schema's file (the connection dropped as it loaded), the values go
      // as typed: the Worker validates them with the same schema and answers with the
      // field errors, shown under the fields. An enquiry is never stuck in the browser.
      if (!loaded) return raw as z.output<S>
      const parsed = loaded.safeParse(raw)
      if (parsed.success) {
        setErrors({})
        return parsed.data
      }
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0]
        if (typeof key === 'string' && !(key in next)) next[key] = issue.message
      }
      showErrors(next)
      return null
    },
    [prepare, showErrors],
  )

  /** Maps the server's `errors` ({ 'params.name': [...] } or { name: [...] }) onto the fields. */
  const showServerErrors = useCallback(
    (serverErrors: Record<string, string[]> | undefined) => {
      if (!serverErrors) return
      const next: FieldErrors = {}
      for (const [path, messages] of Object.entries(serverErrors)) {
        const key = path.replace(/^params\./, '')
        if (messages[0]) next[key] = messages[0]
      }
      showErrors(next)
    },
    [showErrors],
  )

  /**
   * A field's error goes as soon as its value changes, not on blur: an error
   * vanishing on blur moves the button under a pointer already pressing it.
   */
  const clearError = useCallback((name: string) => {
    setErrors((prev) => {
      if (!(name in prev)) return prev
      const { [name]: _gone, ...rest } = prev
      return rest
    })
  }, [])

  /** An onChange for an element wrapping the fields: React's change events bubble. */
  const onChange = useCallback(
    (event: FormEvent<HTMLElement>) => {
      const target = event.target as HTMLInputElement
      if (target.name) clearError(target.name)
    },
    [clearError],
  )

  /** Empties the form (react-aria fields listen to the native reset) and clears the errors. */
  const reset = useCallback(() => {
    formRef.current?.reset()
    setErrors({})
  }, [])

  return { formRef, errors, prepare, validate, showServerErrors, clearError, onChange, reset }
}

export type SchemaForm<
  S extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
> = ReturnType<typeof useSchemaForm<S>>
