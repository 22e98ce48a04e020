/**
 * The build's patches to published code (scripts/build/patches/), against the packages installed
 * now: each still finds its anchor and takes away what it is for, or the test fails with the
 * patch's name and the package's version, as the build would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, parseSync, type Rolldown } from 'vite'
import { describe, expect, it, onTestFinished } from 'vitest'
import { eagerCommonJs } from '../../scripts/build/patches/eager-commonjs'
import { siteSourcePatches, sourcePatches } from '../../scripts/build/patches/index'
import { reactAriaLocaleWithoutSsr } from '../../scripts/build/patches/react-aria-ssr-ids'
import {
  installedSource,
  installedVersion,
  type SourcePatch,
} from '../../scripts/build/patches/source-patch'
import { siteLocale } from '../../shared/locale'

const patches = siteSourcePatches(siteLocale)

/** What each patch takes out of its file: the call it exists to avoid. */
const gone: Record<string, RegExp> = {
  'react-aria-locale': /supportedLocalesOf|'en-US'/,
  'react-aria-ssr-ids (useDefaultLocale)': /let isSSR = \(0,/,
  'react-aria-ssr-ids (useSSRSafeId)': /let \[didSSR\]/,
  'react-aria-rtl': /if \(Intl\.Locale\)/,
  'number-sign-display': /new Intl\.NumberFormat\('de-DE'/,
  'react-aria-collator': /let formatter = new Intl\.Collator\(/,
}

/** The file as the build hands it to `patch`: with the patches before it on that file applied. */
const patchedUpTo = (patch: SourcePatch): { before: string; after: string } => {
  const earlier = patches
    .slice(0, patches.indexOf(patch))
    .filter((p) => p.pkg === patch.pkg && p.file === patch.file)
  const before = earlier.reduce((source, p) => p.apply(source), installedSource(patch))
  return { before, after: patch.apply(before) }
}

describe.each(patches.map((patch) => ({ name: patch.name, patch })))('patch $name', ({ patch }) => {
  it(`should still apply to the installed ${patch.pkg}`, () => {
    const { before, after } = patchedUpTo(patch)
    expect(before, `${patch.name}: the call it avoids is not in ${patch.file}`).toMatch(
      gone[patch.name]!,
    )
    expect(
      after,
      `${patch.name} left the call in ${patch.pkg}@${installedVersion(patch.pkg)}`,
    ).not.toMatch(gone[patch.name]!)
    expect(parseSync(patch.file, after).errors).toEqual([])
  })

  it('should stop the build naming itself and the version when its anchor is gone', () => {
    expect(() => patch.apply('')).toThrow(
      `patch "${patch.name}" no longer applies to ${patch.pkg}@${installedVersion(patch.pkg)}`,
    )
  })
})

it('should say what each patch takes out', () => {
  expect(Object.keys(gone).sort()).toEqual(patches.map((patch) => patch.name).sort())
})

it('should refuse a patch without the one it is only correct beside', () => {
  expect(() => sourcePatches([reactAriaLocaleWithoutSsr])).toThrow(
    'only correct with patch "react-aria-locale"',
  )
})

/** A tiny Rolldown build through Vite of one CommonJS file, with the eager-commonjs patch. */
async function buildCommonJs(files: Record<string, string>, chunkName: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'eager-commonjs-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [eagerCommonJs(chunkName)],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: { main: path.join(dir, 'main.js') } },
    },
  })) as Rolldown.RolldownOutput
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n')
}

describe('patch eager-commonjs', () => {
  it("should write Rolldown's CommonJS wrappers as function expressions", async () => {
    const code = await buildCommonJs(
      {
        'main.js': "import value from './value.cjs'\nconsole.log(value.answer)\n",
        'value.cjs': 'module.exports = { answer: 42 }\n',
      },
      'main',
    )
    expect(code).toMatch(/__commonJSMin\(\(function\(/)
    expect(code).not.toMatch(/__commonJSMin\(\(\(?[\w$, ]*\)? =>/)
  })

  it('should stop the build naming Rolldown and Vite when its chunk has no wrapper', async () => {
    await expect(buildCommonJs({ 'main.js': 'console.log(42)\n' }, 'main')).rejects.toThrow(
      /patch "eager-commonjs" no longer applies to rolldown@[\d.]+\S* \(vite@/,
    )
  })
})
