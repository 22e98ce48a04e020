import type { Plugin } from 'vite'

/**
 * The first Intl call of a page loads the browser's locale data: on a mid-range
 * phone that is one task of 20–30 ms. react-aria pays it while its code is being
 * imported, on every page, twice over:
 *
 * - it works out the browser's language (`Intl.DateTimeFormat.supportedLocalesOf`,
 *   `Intl.Locale#maximize`), on a site that only ever speaks Spanish;
 * - its number formatter (pulled in by every Button, through ProgressBar) checks
 *   whether `Intl.NumberFormat` knows `signDisplay`, which every browser we support
 *   has done since 2021.
 *
 * This build step gives react-aria the site's locale (the same on the server and
 * in the browser) and the answer to the check, so Intl loads only where something
 * is formatted: the date picker.
 *
 * The patterns are exact; if an upgrade changes that code, the build stops here
 * and names the file, rather than quietly shipping the slow path.
 */
export function siteLocalePlugin(locale: string): Plugin {
  const fixed = `{ locale: ${JSON.stringify(locale)}, direction: 'ltr' }`
  const patches: [file: RegExp, [RegExp, string][]][] = [
    [
      // getDefaultLocale(), in the browser and in the server's branch of useDefaultLocale().
      /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
      [
        [
          /let locale = typeof window[^]*?\n {4}return \{\n {8}locale: locale,\n[^\n]*\n {4}\};/,
          `return ${fixed};`,
        ],
        [
          /return \{\n {12}locale: locale \|\| 'en-US',\n {12}direction: 'ltr'\n {8}\};/,
          `return ${fixed};`,
        ],
      ],
    ],
    [
      // isRTL(): decide by the language tag, as react-aria does where Intl.Locale is missing.
      /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/,
      [[/if \(Intl\.Locale\) \{/, 'if (false) {']],
    ],
    [
      /@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
      [[/(supportsSignDisplay = )false;\ntry \{[^]*?\} catch {2}\{\}/, '$1true;']],
    ],
  ]
  return {
    name: 'site-locale',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? ''
      const replacements = patches.find(([file]) => file.test(path))?.[1]
      if (!replacements) return
      let out = code
      for (const [pattern, replacement] of replacements) {
        if (!pattern.test(out))
          throw new Error(`site-locale: ${path} changed; ${pattern} no longer matches`)
        out = out.replace(pattern, replacement)
      }
      return { code: out, map: null }
    },
  }
}
