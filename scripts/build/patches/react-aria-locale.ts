/**
 * react-aria's default locale is the site's. Without it react-aria works out the browser's
 * language as its module is imported (`Intl.DateTimeFormat.supportedLocalesOf`, then isRTL's
 * `Intl.Locale#maximize`): the page's first Intl call, which loads the browser's locale data in
 * one long task, on every page with a form or the gallery's lightbox, on a site that only speaks
 * Spanish. `I18nProvider` cannot spare it: that detection runs at import, and `useLocale()` calls
 * `useDefaultLocale()` under a provider too. Written for every hydrating page (commit 03399c3:
 * one task of 20–30 ms on a mid-range phone, measured before islands).
 */
import { escapeRegExp, exportedAs, replaceOnce, sourcePatch } from './source-patch.ts'

/** useDefaultLocale()'s answer while rendering on the server or hydrating, 'en-US'. */
const serverAnswer = /return \{\s*locale: locale \|\| 'en-US',\s*direction: 'ltr'\s*\};/

export function reactAriaLocale(locale: string) {
  const fixed = `return { locale: ${JSON.stringify(locale)}, direction: 'ltr' };`
  return sourcePatch('react-aria-locale', 'react-aria', {
    'dist/private/i18n/useDefaultLocale.mjs': (site, source) => {
      // getDefaultLocale(), whose answer the module keeps from its import on: its whole body.
      const name = escapeRegExp(exportedAs(site, source, 'getDefaultLocale'))
      const body = new RegExp(`(^function ${name}\\(\\) \\{\\n)[^]*?\\n\\}\\n`, 'm')
      const withoutDetection = replaceOnce(
        site,
        source,
        body,
        'getDefaultLocale()',
        ([, head]) => `${head}    ${fixed}\n}\n`,
      )
      return replaceOnce(
        site,
        withoutDetection,
        serverAnswer,
        "useDefaultLocale()'s server answer",
        fixed,
      )
    },
  })
}
