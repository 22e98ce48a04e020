/**
 * Where the editor at /admin may write (shared/content/editor-scope.ts), the one list
 * the gateway and the deploy workflow's guard check her saves against: read from the
 * configuration the build writes, covering every file she manages here, and nothing
 * that could run, rewrite the site or climb out of her folders.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { cmsConfig } from '../../shared/content/editor-config'
import { editorMayWrite, editorScope, editorWriteScope } from '../../shared/content/editor-scope'

const root = path.resolve(import.meta.dirname, '../..')

/** Every file under `folder` of this checkout, as a repository path. */
const filesUnder = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    )

it('should read the same scope from the editor configuration the build writes', () => {
  const config = cmsConfig({ origin: 'https://x', repo: 'a/b', branch: 'main' })
  expect(editorWriteScope(config)).toEqual(editorScope)
})

it('should let the editor write every content file, journal entry and photo she manages', () => {
  const files = [...filesUnder('content'), ...filesUnder('photos')]
  expect(files).toContain('content/faqs.json')
  expect(files.some((f) => f.startsWith('content/diario/'))).toBe(true)
  expect(files.some((f) => f.startsWith('photos/diario/'))).toBe(true)
  // Our note on the folder is the one file there she does not manage.
  expect(files.filter((f) => !editorMayWrite(editorScope, f))).toEqual(['photos/README.md'])
})

it.each<unknown>([
  'package.json',
  'worker/index.ts',
  '.github/workflows/deploy.yml',
  'migrations/0001_create_meta.sql',
  'content/../package.json',
  '/content/faqs.json',
  'content//faqs.json',
  'content\\faqs.json',
  'content/%2e%2e/x.json',
  'content/diario/sub/x.json',
  'photos/x.svg',
  'photos/x.html',
  'content/diario/x.md',
  'content/faqs.json/x',
  '',
  undefined,
  null,
  42,
  ['content/faqs.json'],
  { path: 'content/faqs.json' },
])('should not let the editor write %j', (file) => {
  expect(editorMayWrite(editorScope, file)).toBe(false)
})
