/**
 * The editor's configuration (Sveltia CMS, served at /admin), generated from the same
 * zod schemas the build parses content/ with: every field of a content file is a
 * field of the editor, required where the schema requires it, with a select for
 * each closed choice. A field cannot exist in one and not in the other; a field
 * with no Spanish label stops the build (cmsLabels). Build-time only.
 */
import { z } from 'zod'
import { contentFiles } from './files'
import { heroImageKeySchema, imageKeySchema, uploadedPhoto } from './schema/fields'
import { images } from './images'
import { photoFormats, photosFolder } from './images/types'
import { cmsFileLabels, cmsLabels, cmsOptionLabels, type CmsLabel } from './cms-labels'

/** A field of the editor, as Sveltia CMS (and Decap) read it. */
export interface CmsField {
  name: string
  label: string
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'boolean'
    | 'select'
    | 'list'
    | 'object'
    | 'image'
    | 'relation'
  hint?: string
  required?: false
  pattern?: [string, string]
  value_type?: 'int'
  min?: number
  max?: number
  options?: { label: string; value: string }[]
  multiple?: true
  fields?: CmsField[]
  field?: CmsField
  collapsed?: true
  summary?: string
  /** image: the file types it takes, and whether it also takes an address. */
  accept?: string
  choose_url?: false
  /** relation: where its choices come from. */
  collection?: string
  file?: string
  value_field?: string
  display_fields?: readonly string[]
  search_fields?: readonly string[]
}

export interface CmsFileEntry {
  name: string
  label: string
  file: string
  format: 'json'
  fields: CmsField[]
}

export interface CmsSettings {
  /** The site's public origin, where the Worker's sign-in endpoints answer. */
  origin: string
  /** The GitHub repository ('owner/name') and branch a save commits to. */
  repo: string
  branch: string
}

/** How an upload is shrunk in the browser before it is committed. */
export const cmsUpload = {
  /** The longest side it keeps: above the widest photo the site serves, with room to spare. */
  maxSide: 2400,
  quality: 85,
} as const

export class CmsConfigError extends Error {}

const optionLabel = (value: string): string => cmsOptionLabels[value] ?? value

/** The Spanish label of a field, by its name in the schema. */
function labelOf(name: string, where: string, parent?: string): CmsLabel {
  const option = cmsOptionLabels[name]
  const label =
    (parent && cmsLabels[`${parent}.${name}`]) || cmsLabels[name] || (option && { label: option })
  if (!label)
    throw new CmsConfigError(`${where}: el campo "${name}" no tiene etiqueta (cms-labels.ts)`)
  return label
}

type StringDef = { check?: string; format?: string; pattern?: RegExp; error?: unknown }

/** A zod error option's text, when it is a fixed message. */
const messageOf = (def: StringDef): string => {
  const error = typeof def.error === 'function' ? (def.error as () => unknown)() : def.error
  return typeof error === 'string' ? error : 'no tiene el formato esperado'
}

/**
 * The rule a string field's editor checks as she types: the schema's pattern, or
 * https:// for an address. The build checks the whole schema anyway.
 */
function patternOf(schema: z.ZodType): [string, string] | undefined {
  const own = schema._zod.def as StringDef
  if (own.format === 'url') return ['^https://\\S+$', messageOf(own)]
  if (own.format && own.pattern) return [own.pattern.source, messageOf(own)]
  for (const check of (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []) {
    const def = check._zod.def as StringDef
    // A pattern with flags (\p{L} needs 'u') cannot travel as a string: the build checks it.
    if (
      def.check === 'string_format' &&
      def.format === 'regex' &&
      def.pattern &&
      !def.pattern.flags
    )
      return [def.pattern.source, messageOf(def)]
  }
  return undefined
}

/** A number's bounds, from its min/max/positive checks (an exclusive bound of a whole number moves by one). */
function boundsOf(schema: z.ZodNumber): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {}
  const step = schema.isInt ? 1 : 0
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: unknown; inclusive?: boolean }
    if (typeof def.value !== 'number') continue
    if (def.check === 'greater_than') bounds.min = def.inclusive ? def.value : def.value + step
    if (def.check === 'less_than') bounds.max = def.inclusive ? def.value : def.value - step
  }
  return bounds
}

const collection = 'contenido'

/**
 * A choice among the photos of content/images.json, read from the file as it is now,
 * so a photo she has just added can be picked at once.
 */
const photoChoice = {
  widget: 'relation',
  collection,
  file: 'images',
  value_field: 'images.*.key',
  display_fields: ['images.*.key', 'images.*.alt'],
  search_fields: ['images.*.key', 'images.*.alt'],
} as const

/** Service photos need a phone crop ('<key>-mobile'): a fixed list, as the build knows it. */
const heroImageOptions = Object.keys(images)
  .filter((key) => Object.hasOwn(images, `${key}-mobile`))
  .map((key) => ({ label: key, value: key }))

/** The editor field for one schema field. */
function fieldFor(name: string, schema: z.ZodType, where: string, parent?: string): CmsField {
  const here = `${where} › ${name}`
  let required = true
  let inner: z.ZodType = schema
  if (inner instanceof z.ZodOptional) {
    required = false
    inner = inner.unwrap() as z.ZodType
  }
  const { label, hint, multiline } = labelOf(name, here, parent)
  const base = {
    name,
    label,
    ...(hint && { hint }),
    ...(!required && { required: false as const }),
  }

  if (inner === imageKeySchema) return { ...base, ...photoChoice }
  if (inner === heroImageKeySchema) return { ...base, widget: 'select', options: heroImageOptions }
  if (inner === uploadedPhoto)
    return {
      ...base,
      widget: 'image',
      accept: [...new Set(Object.values(photoFormats))].join(','),
      // Her own files only, not an address on another site.
      choose_url: false,
    }
  if (inner.def.type === 'string') {
    // The editor leaves an emptied optional field out of the file and asks for the
    // required ones: a field the schema takes empty must be optional there too.
    if (required && inner.safeParse('').success)
      throw new CmsConfigError(`${here}: puede quedar vacío, así que debe ser opcional (.optional())`)
    const pattern = patternOf(inner)
    return { ...base, widget: multiline ? 'text' : 'string', ...(pattern && { pattern }) }
  }
  if (inner instanceof z.ZodNumber)
    return {
      ...base,
      widget: 'number',
      ...(inner.isInt && { value_type: 'int' as const }),
      ...boundsOf(inner),
    }
  if (inner instanceof z.ZodBoolean) return { ...base, widget: 'boolean' }
  if (inner instanceof z.ZodEnum)
    return {
      ...base,
      widget: 'select',
      options: inner.options.map((value) => ({
        label: optionLabel(String(value)),
        value: String(value),
      })),
    }
  if (inner instanceof z.ZodObject)
    return { ...base, widget: 'object', fields: fieldsOf(inner, here, name) }
  if (inner instanceof z.ZodRecord) {
    // A record keyed by a closed choice: one sub-form per choice, all required.
    const keys = inner.keyType
    if (!(keys instanceof z.ZodEnum))
      throw new CmsConfigError(`${here}: solo registros por opciones fijas`)
    return {
      ...base,
      widget: 'object',
      fields: keys.options.map((key) =>
        fieldFor(String(key), inner.valueType as z.ZodType, here, name),
      ),
    }
  }
  if (inner instanceof z.ZodTuple) {
    // A fixed number of entries of one shape (the tuple's first item; the others may add fields).
    const items = inner.def.items as z.ZodType[]
    const widest = items.reduce((a, b) =>
      Object.keys(shapeOf(b)).length > Object.keys(shapeOf(a)).length ? b : a,
    )
    return { ...listOf(base, widest, here, parent), min: items.length, max: items.length }
  }
  if (inner instanceof z.ZodArray)
    return { ...listOf(base, inner.element as z.ZodType, here, parent), ...lengthOf(inner) }
  throw new CmsConfigError(`${here}: el editor no sabe mostrar un campo de tipo ${inner.def.type}`)
}

const shapeOf = (schema: z.ZodType): Record<string, unknown> =>
  schema instanceof z.ZodObject ? schema.shape : {}

/** A list's length bounds, from its min/max/length checks, as the editor's min and max. */
function lengthOf(schema: z.ZodArray): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {}
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as {
      check: string
      minimum?: number
      maximum?: number
      length?: number
    }
    if (def.check === 'min_length') bounds.min = def.minimum
    if (def.check === 'max_length') bounds.max = def.maximum
    if (def.check === 'length_equals') {
      bounds.min = def.length
      bounds.max = def.length
    }
  }
  return bounds
}

function listOf(
  base: Pick<CmsField, 'name' | 'label' | 'hint' | 'required'>,
  element: z.ZodType,
  where: string,
  parent?: string,
): CmsField {
  const { summary } = labelOf(base.name, where, parent)
  if (element instanceof z.ZodObject)
    return {
      ...base,
      widget: 'list',
      collapsed: true,
      ...(summary && { summary }),
      fields: fieldsOf(element, `${where} › ${base.name}`, base.name),
    }
  if (element instanceof z.ZodArray && element.element === imageKeySchema) {
    // A row of photos: pick one to three, in order.
    return {
      ...base,
      widget: 'list',
      field: {
        name: 'fila',
        label: 'Fila',
        ...photoChoice,
        multiple: true,
        ...lengthOf(element),
      },
    }
  }
  return {
    ...base,
    widget: 'list',
    field: { ...fieldFor(base.name, element, where, parent), name: 'item' },
  }
}

function fieldsOf(schema: z.ZodObject, where: string, parent?: string): CmsField[] {
  return Object.entries(schema.shape).map(([name, field]) =>
    fieldFor(name, field as z.ZodType, where, parent),
  )
}

/** One entry per content file, in the order of `contentFiles`. */
export function cmsFileEntries(): CmsFileEntry[] {
  return contentFiles.map(({ file, schema }) => {
    const name = file.replace(/\.json$/, '')
    const label = cmsFileLabels[name]
    if (!label)
      throw new CmsConfigError(`content/${file}: no tiene nombre en el editor (cms-labels.ts)`)
    if (!(schema instanceof z.ZodObject))
      throw new CmsConfigError(`content/${file}: debe ser un objeto`)
    return {
      name,
      label,
      file: `content/${file}`,
      format: 'json',
      fields: fieldsOf(schema, `content/${file}`),
    }
  })
}

/** The whole editor configuration, written to /admin/config.yml by the build (JSON is YAML). */
export function cmsConfig({ origin, repo, branch }: CmsSettings) {
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      // She signs in with her e-mail in our Worker's window (worker/editor/signIn.tsx), and
      // the editor reaches GitHub only through the Worker's gateway, with her session
      // cookie: no GitHub account, no token in the browser (worker/editor/gateway.ts).
      base_url: origin,
      auth_endpoint: 'v1/api/cms/auth',
      auth_methods: ['oauth'],
      api_root: `${origin}/v1/api/cms/github/api/v3`,
      graphql_api_root: `${origin}/v1/api/cms/github/api/graphql`,
      include_credentials: true,
      commit_messages: {
        create: 'Nuevo {{collection}}: {{slug}} (desde el editor)',
        update: 'Cambios en {{path}} (desde el editor)',
        delete: 'Borrado {{path}} (desde el editor)',
        uploadMedia: 'Foto nueva: {{path}} (desde el editor)',
        deleteMedia: 'Foto borrada: {{path}} (desde el editor)',
      },
    },
    app_title: 'Editor del sitio',
    site_url: origin,
    media_folder: photosFolder,
    public_folder: `/${photosFolder}`,
    media_libraries: {
      default: {
        config: {
          max_file_size: 40_000_000,
          slugify_filename: true,
          transformations: {
            raster_image: {
              format: 'webp',
              quality: cmsUpload.quality,
              width: cmsUpload.maxSide,
              height: cmsUpload.maxSide,
            },
          },
        },
      },
      // Her own photos only: no stock photo search.
      stock_assets: { providers: [] },
    },
    // An optional field left empty stays out of the file, as the schemas expect.
    output: { omit_empty_optional_fields: true },
    collections: [{ name: collection, label: 'Contenido del sitio', files: cmsFileEntries() }],
  }
}
