/**
 * The editor's copy of Sveltia CMS (scripts/build/admin.ts) against the installed package: every
 * CDN address it rewrites is still in the bundle, and one that is gone stops the build naming
 * Sveltia's version. The editor's end-to-end tests check that nothing is fetched from a CDN.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it, onTestFinished } from 'vitest'
import {
  adminPath,
  localSveltia,
  signInLabel,
  versionOf,
  writeAdmin,
} from '../../scripts/build/admin'

const sveltia = path.resolve(import.meta.dirname, '../../node_modules/@sveltia/cms')
const version = await versionOf('@sveltia/cms')
const bundle = readFileSync(path.join(sveltia, 'dist/sveltia-cms.js'), 'utf8')

it('should point every CDN address of the installed Sveltia CMS at /admin/', () => {
  const local = localSveltia(bundle, version)
  expect(local).not.toContain('cdn.jsdelivr.net')
  expect(local).not.toContain('`https://unpkg.com/@sveltia/cms`')
  expect(local).toContain(`\`${adminPath}sveltia\``)
})

it("should stop the build naming Sveltia's version when an address it rewrites is gone", () => {
  const moved = bundle.replaceAll('`https://unpkg.com/${e}`', '`https://esm.sh/${e}`')
  expect(() => localSveltia(moved, version)).toThrow(`is no longer in @sveltia/cms@${version}`)
})

it('should write the editor with its files, her sign-in label and the encoder importing its copy', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'admin-'))
  onTestFinished(() => rmSync(out, { recursive: true, force: true }))
  await writeAdmin(out, { backend: { name: 'github' } })
  const dir = path.join(out, adminPath)
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')
  expect(read('sveltia-cms.js')).not.toContain('cdn.jsdelivr.net')
  expect(JSON.parse(read(`sveltia@${version}/locales/es-CO.json`)).sign_in_with_x).toBe(signInLabel)
  expect(read('vendor/@jsquash/webp@1.5.0/encode.js')).toContain(
    "from '../../wasm-feature-detect/index.js'",
  )
})
