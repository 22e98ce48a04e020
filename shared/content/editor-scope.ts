/**
 * Where the editor at /admin writes, and the one check of a path against it. The
 * editor's configuration (editor-config.ts) is built on `editorLayout`, and the scope is read back
 * from a configuration's shape, so the gateway (worker/editor/gateway.ts) and the deploy
 * workflow's guard (scripts/ops/editor-guard.ts) allow exactly the files the editor can
 * save: her content files, journal entries, and photos. Small on purpose: the Worker
 * imports it without the schemas.
 */
import { contentFileNames, journalFolder } from './folders'
import { journalPhotosFolder, photoFormats, photosFolder } from './images/types'

/** A content file's path in the repository, as the editor's configuration names it. */
export const contentPath = (file: string): string => `content/${file}`

/** The parts of the editor's configuration that say where it writes. */
export const editorLayout = {
  /** Photos uploaded anywhere but the journal. */
  media_folder: photosFolder,
  files: contentFileNames.map((file) => ({ file: contentPath(file) })),
  journal: {
    folder: contentPath(journalFolder),
    extension: 'json',
    /** Sveltia reads a leading '/' as the repository's root. */
    media_folder: `/${journalPhotosFolder}`,
  },
} as const

/** The shape of an editor configuration, as far as where it writes. */
export interface EditorConfigShape {
  media_folder: string
  collections: readonly {
    files?: readonly { file: string }[]
    folder?: string
    extension?: string
    media_folder?: string
  }[]
}

export interface EditorWriteScope {
  /** Files she edits in place. */
  files: readonly string[]
  /** Folders whose files (not subfolders) she may add and delete, by extension. */
  folders: readonly { folder: string; extensions: readonly string[] }[]
}

const photoExtensions = Object.keys(photoFormats)
const bare = (folder: string) => folder.replace(/^\/+|\/+$/g, '')

/** Every path a configuration lets the editor write, read from its collections. */
export function editorWriteScope(config: EditorConfigShape): EditorWriteScope {
  const media = [config.media_folder, ...config.collections.flatMap((c) => c.media_folder ?? [])]
  return {
    files: config.collections.flatMap((c) => c.files?.map((f) => f.file) ?? []).sort(),
    folders: [
      ...config.collections.flatMap((c) =>
        c.folder ? [{ folder: bare(c.folder), extensions: [`.${c.extension ?? 'md'}`] }] : [],
      ),
      ...[...new Set(media.map(bare))].map((folder) => ({ folder, extensions: photoExtensions })),
    ].sort((a, b) => a.folder.localeCompare(b.folder)),
  }
}

/** The scope of the configuration the build writes (editor-config.ts `cmsConfig`; a build test compares them). */
export const editorScope: EditorWriteScope = editorWriteScope({
  media_folder: editorLayout.media_folder,
  collections: [{ files: editorLayout.files }, editorLayout.journal],
})

/**
 * A file name the editor makes: lower-case ASCII, digits, '.', '_' and '-', starting
 * with a letter or digit (its slugs and uploads are made so: editor-config.ts `slug`).
 */
const fileName = /^[a-z0-9][a-z0-9._-]{0,150}$/

/**
 * Whether the editor may add or delete `path`. The path is taken as given, never
 * decoded or resolved: anything that would need it ('..', '.', a leading '/', '\\',
 * '%', an empty segment, a character outside a slug) is refused, so what is checked
 * is what git writes.
 */
export function editorMayWrite(scope: EditorWriteScope, path: unknown): boolean {
  if (typeof path !== 'string' || path.length > 300) return false
  if (scope.files.includes(path)) return true
  const slash = path.lastIndexOf('/')
  const folder = path.slice(0, slash)
  const name = path.slice(slash + 1)
  if (slash < 0 || !fileName.test(name) || name.includes('..')) return false
  const allowed = scope.folders.find((f) => f.folder === folder)
  return Boolean(allowed?.extensions.some((ext) => name.endsWith(ext)))
}
