/**
 * The editor's configuration (Sveltia CMS, served at /admin), generated from the same
 * zod schemas the build parses content/ with: every field of a content file is a
 * field of the editor, required where the schema requires it, with a select for
 * each closed choice. A field cannot exist in one and not in the other; a field
 * with no Spanish label (`.meta({ title })` in its schema) stops the build. Build-time only.
 * Our word for it is "editor"; "cms" stays only in what is Sveltia CMS's: its configuration's
 * names here, the API path it calls (/v1/api/cms) and the CMS_* settings.
 */
import { z } from 'zod'
import { contentFiles } from './files'
import type { Reference } from './schema/fields'
import { images } from './images'
import { photoFormats } from './images/types'
import { journalFolder } from './folders'
import { contentPath, editorLayout } from './editor-scope'
import {
  defaultJournalPhotoWord,
  journalEntrySchema,
  journalPhotoWidths,
  journalStoryPhotoSchema,
} from './schema/journal'
import { cmsFileLabels, cmsOptionLabels } from './editor-labels'

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
    | 'datetime'
    | 'richtext'
    | 'uuid'
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
  /** datetime: a day alone ('YYYY-MM-DD'), today at first. */
  type?: 'date'
  default?: string
  /** richtext: the toolbar she gets, and photos as the one block besides text. */
  buttons?: readonly string[]
  editor_components?: readonly string[]
  modes?: readonly string[]
  linked_images?: false
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

type Node = z.core.JSONSchema.JSONSchema

interface CmsLabel {
  label: string
  hint?: string
  multiline?: true
  summary?: string
}

/**
 * How the editor shows a field, from the schema's metadata: `title` its label,
 * `description` the hint under it, `multiline` a box of several lines, `summary` what a
 * collapsed list entry shows. A record's keys are named by their choice's label.
 */
function labelOf(labels: Node, name: string, where: string): CmsLabel {
  if (typeof labels.title === 'string')
    return {
      label: labels.title,
      ...(typeof labels.description === 'string' && { hint: labels.description }),
      ...(labels.multiline === true && { multiline: true as const }),
      ...(typeof labels.summary === 'string' && { summary: labels.summary }),
    }
  const option = cmsOptionLabels[name]
  if (!option)
    throw new CmsConfigError(`${where}: el campo "${name}" no tiene etiqueta (.meta({ title }))`)
  return { label: option }
}

const sub = (node: unknown): Node => (node && typeof node === 'object' ? (node as Node) : {})

/** Bounds zod writes for every whole number (±2^53 − 1): not a bound she would see. */
const unbounded = (value: unknown) =>
  typeof value !== 'number' || Math.abs(value) >= Number.MAX_SAFE_INTEGER

/**
 * The rule a string field's editor checks as she types: the schema's pattern, or
 * https:// for an address, with the message the schema gives in its metadata
 * (`matching` in schema/fields.ts). The build checks the whole schema anyway.
 */
function patternOf(node: Node, where: string): [string, string] | undefined {
  if (node.format === 'uri' || node.pattern) {
    const message = node.patternMessage
    if (typeof message !== 'string')
      throw new CmsConfigError(`${where}: un formato sin su mensaje (matching en fields.ts)`)
    if (node.format === 'uri') return ['^https://\\S+$', message]
    // A pattern with flags (\p{L} needs 'u') cannot travel as a string: the build checks it.
    if (!node.patternFlags) return [node.pattern!, message]
  }
  return undefined
}

/** Whether a string field takes '' (no length, format or pattern refuses it). */
function takesEmpty(node: Node): boolean {
  if ((node.minLength ?? 0) > 0 || node.format || node.enum) return false
  return !node.pattern || new RegExp(node.pattern, String(node.patternFlags ?? '')).test('')
}

/** A number's bounds (an exclusive bound of a whole number moves by one). */
function boundsOf(node: Node): { min?: number; max?: number } {
  const step = node.type === 'integer' ? 1 : 0
  const bounds: { min?: number; max?: number } = {}
  if (!unbounded(node.minimum)) bounds.min = node.minimum
  if (!unbounded(node.exclusiveMinimum)) bounds.min = (node.exclusiveMinimum as number) + step
  if (!unbounded(node.maximum)) bounds.max = node.maximum
  if (!unbounded(node.exclusiveMaximum)) bounds.max = (node.exclusiveMaximum as number) - step
  return bounds
}

/** A list's length bounds, as the editor's min and max. */
const lengthOf = (node: Node): { min?: number; max?: number } => ({
  ...(node.minItems !== undefined && { min: node.minItems }),
  ...(node.maxItems !== undefined && { max: node.maxItems }),
})

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

/** The story's photo in the editor: registered by the editor page's script (client/admin/editor.ts). */
const storyPhoto = { id: 'foto', label: 'Foto' } as const

/**
 * A story in Markdown as she writes it: paragraphs, subtitles, lists, quotes, links and
 * photos between paragraphs, each through "Foto" (saved as `![description](/photos/diario/…)`).
 */
const storyEditor = {
  widget: 'richtext',
  modes: ['rich_text'],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [storyPhoto.id],
  linked_images: false,
} as const

/** The editor field for one field of a file's JSON Schema. */
function fieldFor(
  name: string,
  node: Node,
  required: boolean,
  where: string,
  labels: Node = node,
): CmsField {
  const here = `${where} › ${name}`
  const { label, hint, multiline } = labelOf(labels, name, here)
  const base = {
    name,
    label,
    ...(hint && { hint }),
    ...(!required && { required: false as const }),
  }
  const reference = node.reference as Reference | undefined

  if (reference === 'photo') return { ...base, ...photoChoice }
  if (reference === 'photoWithPhoneCrop')
    return { ...base, widget: 'select', options: heroImageOptions }
  // Made once when the entry is created, read-only in the editor (Sveltia's default for uuid).
  if (node.uuid === true) return { ...base, widget: 'uuid' }
  if (node.date === true) return { ...base, widget: 'datetime', type: 'date', default: '{{now}}' }
  if (node.markdown === true) return { ...base, ...storyEditor }
  if (node.upload === 'photo' || node.upload === 'journalPhoto')
    return {
      ...base,
      widget: 'image',
      accept: [...new Set(Object.values(photoFormats))].join(','),
      // Her own files only, not an address on another site.
      choose_url: false,
    }
  if (node.enum) {
    // A choice may name its options in its own metadata (`optionLabels`), and preselect one.
    const labels = node.optionLabels as Record<string, string> | undefined
    return {
      ...base,
      widget: 'select',
      options: node.enum.map((value) => ({
        label: labels?.[String(value)] ?? optionLabel(String(value)),
        value: String(value),
      })),
      ...(typeof node.default === 'string' && { default: node.default }),
    }
  }
  if (node.type === 'string') {
    // The editor leaves an emptied optional field out of the file and asks for the
    // required ones: a field the schema takes empty must be optional there too.
    if (required && takesEmpty(node))
      throw new CmsConfigError(`${here}: puede quedar vacío, así que debe ser opcional (.optional())`)
    const pattern = patternOf(node, here)
    return { ...base, widget: multiline ? 'text' : 'string', ...(pattern && { pattern }) }
  }
  if (node.type === 'integer' || node.type === 'number')
    return {
      ...base,
      widget: 'number',
      ...(node.type === 'integer' && { value_type: 'int' as const }),
      ...boundsOf(node),
    }
  if (node.type === 'boolean') return { ...base, widget: 'boolean' }
  if (node.type === 'object' && node.properties)
    return { ...base, widget: 'object', fields: fieldsOf(node, here) }
  if (node.type === 'object' && node.propertyNames) {
    // A record keyed by a closed choice: one sub-form per choice, all required.
    const keys = sub(node.propertyNames).enum
    if (!keys) throw new CmsConfigError(`${here}: solo registros por opciones fijas`)
    return {
      ...base,
      widget: 'object',
      fields: keys.map((key) =>
        fieldFor(String(key), sub(node.additionalProperties), true, here, {}),
      ),
    }
  }
  if (node.type === 'array' && node.prefixItems) {
    // A fixed number of entries of one shape (the widest: the others may add fields).
    const items = node.prefixItems.map(sub)
    const widest = items.reduce((a, b) =>
      Object.keys(b.properties ?? {}).length > Object.keys(a.properties ?? {}).length ? b : a,
    )
    return { ...listOf(base, node, widest, here), min: items.length, max: items.length }
  }
  if (node.type === 'array')
    return { ...listOf(base, node, sub(node.items), here), ...lengthOf(node) }
  throw new CmsConfigError(`${here}: el editor no sabe mostrar un campo así`)
}

/** A list: of sub-forms, of rows of photos, or of single values labelled as the list. */
function listOf(
  base: Pick<CmsField, 'name' | 'label' | 'hint' | 'required'>,
  list: Node,
  element: Node,
  where: string,
): CmsField {
  const { summary } = labelOf(list, base.name, where)
  if (element.type === 'object' && element.properties)
    return {
      ...base,
      widget: 'list',
      collapsed: true,
      ...(summary && { summary }),
      fields: fieldsOf(element, `${where} › ${base.name}`),
    }
  if (element.type === 'array' && sub(element.items).reference === 'photo') {
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
    field: { ...fieldFor(base.name, element, true, where, list), name: 'item' },
  }
}

function fieldsOf(node: Node, where: string): CmsField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, field]) =>
    fieldFor(name, sub(field), required.has(name), where),
  )
}

/** One entry per content file, in the order of `contentFiles`. */
export function cmsFileEntries(): CmsFileEntry[] {
  return contentFiles.map(({ file, schema }) => {
    const name = file.replace(/\.json$/, '')
    const label = cmsFileLabels[name]
    if (!label)
      throw new CmsConfigError(`content/${file}: no tiene nombre en el editor (editor-labels.ts)`)
    const node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
    if (node.type !== 'object') throw new CmsConfigError(`content/${file}: debe ser un objeto`)
    return {
      name,
      label,
      file: contentPath(file),
      format: 'json',
      fields: fieldsOf(node, `content/${file}`),
    }
  })
}

/**
 * The journal: a folder of entries, one file each, named once from the title ("Sesión
 * de Olivia" → sesion-de-olivia.json) and never renamed, so a published entry keeps
 * its address. Its photos go to their own folder (photos/diario/).
 */
export function cmsJournalCollection() {
  const { folder, extension, media_folder } = editorLayout.journal
  const node = z.toJSONSchema(journalEntrySchema, { io: 'input', unrepresentable: 'any' })
  return {
    name: journalFolder,
    label: 'Diario',
    label_singular: 'entrada',
    folder,
    format: 'json',
    extension,
    create: true,
    delete: true,
    identifier_field: 'title',
    slug: { template: '{{title}}', editable: false },
    summary: "{{title}} · {{date | date('DD/MM/YYYY')}}{{draft | ternary(' · borrador', '')}}",
    sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
    media_folder,
    public_folder: media_folder,
    fields: fieldsOf(node, folder),
  }
}

/**
 * The story's "Foto" for the editor page's script: its fields from the story photo's
 * schema, and the width words it reads and writes.
 */
export function cmsStoryPhotoComponent() {
  const node = z.toJSONSchema(journalStoryPhotoSchema, { io: 'output', unrepresentable: 'any' })
  return {
    ...storyPhoto,
    fields: fieldsOf(node, `${journalFolder} › foto`),
    words: Object.keys(journalPhotoWidths),
    defaultWord: defaultJournalPhotoWord,
  }
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
    // No deploy previews to link to; it also keeps the editor from asking GitHub for
    // commit statuses and deployments, which its gateway does not forward.
    show_preview_links: false,
    // Names in plain ASCII, accents folded: an upload "Año nuevo.jpg" is saved as
    // photos/ano-nuevo.webp, a name the build takes (an "ñ" in it would stop the build).
    slug: { encoding: 'ascii', clean_accents: true },
    site_url: origin,
    media_folder: editorLayout.media_folder,
    public_folder: `/${editorLayout.media_folder}`,
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
    collections: [
      { name: collection, label: 'Contenido del sitio', files: cmsFileEntries() },
      cmsJournalCollection(),
    ],
  }
}
