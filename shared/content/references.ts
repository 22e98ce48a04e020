/**
 * What one content file names in another: a photo's key (content/images.json), a
 * work's id (content/portfolio.json). Schemas mark such fields in their metadata
 * (schema/fields.ts); this finds them in a parsed file through its JSON Schema and
 * checks them against the files being checked, never against the repository's own.
 */
import { z } from 'zod'
import { shellImages } from './images/shell'
import type { Reference } from './schema/fields'

type Node = z.core.JSONSchema.JSONSchema
type Path = (string | number)[]

/** A node's subschema, when it is one (JSON Schema also allows `true`/`false`). */
const sub = (node: unknown): Node | undefined =>
  node && typeof node === 'object' && !Array.isArray(node) ? (node as Node) : undefined

/** Whether a union's branch is the one a value took: every `const` property agrees. */
const takes = (branch: Node, value: unknown): boolean =>
  Object.entries(branch.properties ?? {}).every(([key, property]) => {
    const expected = sub(property)?.const
    return expected === undefined || (value as Record<string, unknown>)?.[key] === expected
  })

/** Every marked field in `value`, with its place, walking `node` beside it. */
function* marked(node: Node, value: unknown, path: Path): Generator<[Path, Reference, unknown]> {
  if (typeof node.reference === 'string') {
    yield [path, node.reference as Reference, value]
    return
  }
  const branches = node.oneOf ?? node.anyOf
  if (branches) {
    const branch = branches.map(sub).find((b) => b && takes(b, value))
    if (branch) yield* marked(branch, value, path)
    return
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const schema = sub(node.prefixItems?.[i]) ?? sub(node.items)
      if (schema) yield* marked(schema, item, [...path, i])
    }
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const schema = sub(node.properties?.[key]) ?? sub(node.additionalProperties)
      if (schema) yield* marked(schema, field, [...path, key])
    }
  }
}

/** What the files being checked hold that others may name. */
export interface Known {
  photos: ReadonlySet<string>
  works: ReadonlySet<number>
}

/** The photos and works of a set of parsed files (images.json and portfolio.json). */
export function knownIn(images: unknown, portfolio: unknown): Known {
  const keys = (images as { images?: { key: string }[] } | undefined)?.images ?? []
  const works = (portfolio as { works?: { id: number }[] } | undefined)?.works ?? []
  return {
    photos: new Set([...Object.keys(shellImages), ...keys.map((i) => i.key)]),
    works: new Set(works.map((w) => w.id)),
  }
}

const missing: Record<Reference, (value: unknown, known: Known) => string | null> = {
  photo: (key, { photos }) => (photos.has(key as string) ? null : 'no es una foto registrada'),
  photoWithPhoneCrop: (key, { photos }) =>
    photos.has(key as string) && photos.has(`${key as string}-mobile`)
      ? null
      : 'debe ser una foto registrada que tenga también su recorte para teléfono (-mobile)',
  work: (id, { works }) => (works.has(id as number) ? null : 'no es un trabajo del portfolio'),
}

/** Each name in a parsed file that the known files do not hold, with its place. */
export function brokenReferences(
  schema: z.ZodType,
  data: unknown,
  known: Known,
): { path: Path; message: string }[] {
  const node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return [...marked(node, data, [])].flatMap(([path, reference, value]) => {
    const message = missing[reference](value, known)
    return message ? [{ path, message }] : []
  })
}

/** A photo of content/images.json may not take the name of one of the site's own. */
export function shellKeysTaken(images: unknown): { path: Path; message: string }[] {
  const keys = (images as { images?: { key: string }[] }).images ?? []
  return keys.flatMap(({ key }, i) =>
    Object.hasOwn(shellImages, key)
      ? [{ path: ['images', i, 'key'], message: 'ese nombre lo usa el sitio' }]
      : [],
  )
}
