/**
 * What every JSON endpoint shares: only JSON (415), a size cap (413), a Spanish
 * 400 for broken JSON or invalid fields, shaped as ApiError so the client can show
 * `message` and map `errors` onto its fields.
 */
import { zValidator } from '@hono/zod-validator'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import type { z } from 'zod'
import { limits, type ApiError } from '../shared/forms/api'
import { apiText } from './text'

const jsonType = /^application\/([\w.-]+\+)?json$/i

/** 415 unless the body is declared JSON: no cross-site "simple" request gets through. */
const onlyJson: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? ''
  if (!jsonType.test(type)) return c.json<ApiError>({ message: apiText.notJson }, 415)
  await next()
}

const parsesAsJson: MiddlewareHandler = async (c, next) => {
  try {
    // Hono caches the parsed body, so the validator reads it again for free.
    await c.req.json()
  } catch {
    return c.json<ApiError>({ message: apiText.invalidJson }, 400)
  }
  await next()
}

export const jsonBody = every(
  onlyJson,
  bodyLimit({
    maxSize: limits.bodyBytes,
    onError: (c) => c.json<ApiError>({ message: apiText.tooLarge }, 413),
  }),
  parsesAsJson,
)

/** Field errors keyed like the form's field names (the mailer's `params.` dropped). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const path = issue.path[0] === 'params' ? issue.path.slice(1) : issue.path
    const key = path.map(String).join('.') || '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** A 400's body: the first issue's Spanish message plus every field's. */
export function invalidFields(issues: readonly z.core.$ZodIssue[]): ApiError {
  const first = issues[0]
  // A body (or `params`) that is not even an object has no field to name.
  const shapeless =
    !first ||
    first.path.length === 0 ||
    (first.code === 'invalid_type' && first.expected === 'object')
  return { message: shapeless ? apiText.invalidJson : first.message, errors: fieldErrors(issues) }
}

/** @hono/zod-validator with our 400 body. */
export const validJson = <T extends z.ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json<ApiError>(invalidFields(result.error.issues), 400)
  })
