/**
 * react-aria's ids and locale without `useIsSSR()`. Each id (every field, label and button has
 * one) and each locale read asks `useIsSSR()`, a `useSyncExternalStore` whose answer flips once
 * the island has hydrated: React then renders every one of those components again, at once and in
 * one task, for an answer they no longer use (the id's prefix is kept from the first render; the
 * locale is the site's either way). Every React root here hydrates prerendered HTML, so the ids
 * keep react-aria's prerendered prefix. No public option does this: `SSRProvider` is a no-op
 * with React's `useId`. Written for /contact's forms (commit c527ac6: about 50 components
 * rendered again right after hydrating, in one task).
 */
import {
  anchor,
  escapeRegExp,
  exportedAs,
  importedAs,
  replaceMatch,
  type SourcePatch,
} from './source-patch.ts'

const name = 'react-aria-ssr-ids'

/** useDefaultLocale(): both its answers are the site's locale (react-aria-locale), so it need not ask. */
export const reactAriaLocaleWithoutSsr: SourcePatch = {
  name: `${name} (useDefaultLocale)`,
  pkg: 'react-aria',
  file: 'dist/private/i18n/useDefaultLocale.mjs',
  requires: ['react-aria-locale'],
  apply(source) {
    const useIsSSR = importedAs(this, source, 'useIsSSR', '../ssr/SSRProvider.mjs')
    const call = anchor(
      this,
      source,
      new RegExp(`let isSSR = \\(0, ${escapeRegExp(useIsSSR)}\\)\\(\\);`),
      'useDefaultLocale() asking useIsSSR()',
    )
    return replaceMatch(source, call, 'let isSSR = false;')
  },
}

/** useSSRSafeId() with React's useId: the prefix as if the page had been prerendered, as it was. */
export const reactAriaIdsWithoutSsr: SourcePatch = {
  name: `${name} (useSSRSafeId)`,
  pkg: 'react-aria',
  file: 'dist/private/ssr/SSRProvider.mjs',
  apply(source) {
    const useIsSSR = escapeRegExp(exportedAs(this, source, 'useIsSSR'))
    const didSSR = anchor(
      this,
      source,
      new RegExp(`let \\[didSSR\\] = \\(0, \\$[\\w$]+\\)\\(${useIsSSR}\\(\\)\\);`),
      'useSSRSafeId() keeping useIsSSR() in didSSR',
    )
    return replaceMatch(source, didSSR, 'let didSSR = true;')
  },
}
