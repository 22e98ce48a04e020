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
import { reactAriaSsrIds } from '../../scripts/build/patches/react-aria-ssr-ids'
import {
  installedSource,
  installedVersion,
  type PatchSite,
} from '../../scripts/build/patches/source-patch'
import { siteLocale } from '../../shared/locale'

const patches = siteSourcePatches(siteLocale)

/** Every file each patch rewrites, in the order the build applies them. */
const sites = patches.flatMap((patch) =>
  Object.entries(patch.files).map(([file, rewrite]) => ({
    site: { name: patch.name, pkg: patch.pkg, file },
    rewrite,
  })),
)

/** What each rewrite takes out of its file: the call it exists to avoid. */
const gone: Record<string, RegExp> = {
  'react-aria-locale dist/private/i18n/useDefaultLocale.mjs': /supportedLocalesOf|'en-US'/,
  'react-aria-ssr-ids dist/private/i18n/useDefaultLocale.mjs': /let isSSR = \(0,/,
  'react-aria-ssr-ids dist/private/ssr/SSRProvider.mjs': /let \[didSSR\]/,
  'react-aria-rtl dist/private/i18n/utils.mjs': /if \(Intl\.Locale\)/,
  'number-sign-display dist/private/NumberFormatter.mjs': /new Intl\.NumberFormat\('de-DE'/,
  'react-aria-collator dist/private/i18n/useCollator.mjs': /let formatter = new Intl\.Collator\(/,
}
const key = (site: PatchSite) => `${site.name} ${site.file}`

/** The installed file as the build hands it to a rewrite: after the rewrites before it. */
const patchedUpTo = (index: number): { before: string; after: string } => {
  const { site, rewrite } = sites[index]!
  const before = sites
    .slice(0, index)
    .filter((earlier) => earlier.site.pkg === site.pkg && earlier.site.file === site.file)
    .reduce((source, earlier) => earlier.rewrite(source), installedSource(site))
  return { before, after: rewrite(before) }
}

describe.each(sites.map(({ site }, index) => ({ name: key(site), site, index })))(
  'patch $name',
  ({ site, index }) => {
    it(`should still apply to the installed ${site.pkg}`, () => {
      const { before, after } = patchedUpTo(index)
      const version = `${site.pkg}@${installedVersion(site.pkg)}`
      expect(before, `${site.name}: what it avoids is not in ${version}`).toMatch(gone[key(site)]!)
      expect(after, `${site.name} left what it avoids in ${version}`).not.toMatch(gone[key(site)]!)
      expect(parseSync(site.file, after).errors).toEqual([])
    })

    it('should stop the build naming itself and the version when its anchor is gone', () => {
      expect(() => sites[index]!.rewrite('')).toThrow(
        `patch "${site.name}" no longer applies to ${site.pkg}@${installedVersion(site.pkg)}`,
      )
    })
  },
)

it('should say what each rewrite takes out', () => {
  expect(Object.keys(gone).sort()).toEqual(sites.map(({ site }) => key(site)).sort())
})

it('should refuse a patch without the one it is only correct beside', () => {
  expect(() => sourcePatches([reactAriaSsrIds])).toThrow(
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
