/**
 * react-aria's default locale is the site's. Without it react-aria works out the browser's
 * language as its module is imported (`Intl.DateTimeFormat.supportedLocalesOf`, then isRTL's
 * `Intl.Locale#maximize`): the page's first Intl call, which loads the browser's locale data in
 * one long task, on every page with a form or the gallery's lightbox, on a site that only speaks
 * Spanish. `I18nProvider` cannot spare it: that detection runs at import, and `useLocale()` calls
 * `useDefaultLocale()` under a provider too. Written for every hydrating page (commit 03399c3:
 * one task of 20–30 ms on a mid-range phone, measured before islands).
 */
import { anchor, escapeRegExp, exportedAs, replaceMatch, type SourcePatch } from './source-patch.ts'

export function reactAriaLocale(locale: string): SourcePatch {
  const fixed = `{ locale: ${JSON.stringify(locale)}, direction: 'ltr' }`
  const patch: SourcePatch = {
    name: 'react-aria-locale',
    pkg: 'react-aria',
    file: 'dist/private/i18n/useDefaultLocale.mjs',
    apply(source) {
      // getDefaultLocale(), whose answer the module keeps from its import on.
      const getDefaultLocale = escapeRegExp(exportedAs(patch, source, 'getDefaultLocale'))
      const body = anchor(
        patch,
        source,
        new RegExp(`^function ${getDefaultLocale}\\(\\) \\{\\n[^]*?\\n\\}\\n`, 'm'),
        'the body of getDefaultLocale()',
      )
      let out = replaceMatch(
        source,
        body,
        `function ${body[0].split(' ')[1]} {\n    return ${fixed};\n}\n`,
      )
      // useDefaultLocale() while rendering on the server or hydrating: the same locale.
      const ssr = anchor(
        patch,
        out,
        /return \{\s*locale: locale \|\| 'en-US',\s*direction: 'ltr'\s*\};/,
        "useDefaultLocale()'s server answer, en-US",
      )
      out = replaceMatch(out, ssr, `return ${fixed};`)
      return out
    },
  }
  return patch
}
