import type { Plugin } from 'vite'

/**
 * Build-time patches to react-aria for a site that speaks one language and is
 * prerendered. Each saves a phone work it would do on every page for nothing.
 *
 * The site's locale. The first Intl call of a page loads the browser's locale
 * data, one long task on a phone. react-aria pays it while its code is being
 * imported, on every page, twice over:
 *
 * - it works out the browser's language (`Intl.DateTimeFormat.supportedLocalesOf`,
 *   `Intl.Locale#maximize`), on a site that only ever speaks Spanish;
 * - its number formatter (pulled in by every Button, through ProgressBar) checks
 *   whether `Intl.NumberFormat` knows `signDisplay`, which every browser we support
 *   has done since 2021.
 *
 * So react-aria gets the site's locale (the same on the server and in the browser)
 * and the answer to the check, and Intl loads only where something is formatted:
 * the date picker.
 *
 * Ids after hydration. Every react-aria id (each field, label and button has one)
 * asks `useIsSSR()` whether the page was server-rendered, only to pick a prefix the
 * first time. `useIsSSR()` is a `useSyncExternalStore` whose answer flips once the
 * island has hydrated, so React renders every one of those components again, at once
 * and in one task (dozens on /contact). Every React root of the site hydrates
 * prerendered HTML, so the prefix is always react-aria's own and the question is
 * dropped. Components that read the locale asked too, for a default that is now
 * fixed, and no longer do.
 *
 * Collators. Tabs, lists and date fields make an `Intl.Collator` as they render,
 * for typing to select (a tab by its first letter, "p" for p. m.). The first one
 * of a page loads the collation data in one long task, on pages where nobody may
 * ever type into them. It is made on first use instead; react-aria
 * only ever calls its `compare`.
 *
 * The patterns are exact; if an upgrade changes that code, the build stops here
 * and names the file, rather than quietly shipping the slow path. Measured in
 * docs/PERFORMANCE.md ("What the build patches").
 */
export function reactAriaPlugin(locale: string): Plugin {
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
        // Both branches now give the same locale: no need to ask (see "Ids" above).
        [
          /let isSSR = \(0, \$c7eafbbe1ea5834e\$export\$535bd6ca7f90a273\)\(\);/,
          'let isSSR = false;',
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
    [
      // useCollator(): the Intl.Collator is made on its first compare (see "Collators").
      /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useCollator\.mjs$/,
      [
        [
          /let formatter = new Intl\.Collator\(locale, options\);/,
          'let collator; let formatter = { compare: (a, b) => (collator ??= new Intl.Collator(locale, options)).compare(a, b) };',
        ],
      ],
    ],
    [
      // useSSRSafeId() with React's useId: the prefix as if the page had been prerendered.
      /react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/,
      [
        [
          /let \[didSSR\] = \(0, \$[\w$]+\$useState\)\(\$c7eafbbe1ea5834e\$export\$535bd6ca7f90a273\(\)\);/,
          'let didSSR = true;',
        ],
      ],
    ],
  ]
  return {
    name: 'react-aria-patches',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? ''
      const replacements = patches.find(([file]) => file.test(path))?.[1]
      if (!replacements) return
      let out = code
      for (const [pattern, replacement] of replacements) {
        if (!pattern.test(out))
          throw new Error(`react-aria-patches: ${path} changed; ${pattern} no longer matches`)
        out = out.replace(pattern, replacement)
      }
      return { code: out, map: null }
    },
  }
}
