/**
 * react-aria's ids and locale without `useIsSSR()`. Each id (every field, label and button has
 * one) and each locale read asks `useIsSSR()`, a `useSyncExternalStore` whose answer flips once
 * the island has hydrated: React then renders every one of those components again, at once and in
 * one task, for an answer they no longer use (the id's prefix is kept from the first render; the
 * locale is the site's either way). Islands hydrate prerendered HTML, so their ids keep
 * react-aria's prerendered prefix; the one client-rendered root (the notification region) gets it
 * too, its ids still unique beside the islands' (theirs carry the island's id). No public option
 * does this: `SSRProvider` is a no-op with React's `useId`. Written for /contact's forms (commit
 * c527ac6: about 50 components rendered again right after hydrating, in one task).
 */
import { escapeRegExp, exportedAs, importedAs, replaceOnce, sourcePatch } from './source-patch.ts'

export const reactAriaSsrIds = sourcePatch(
  'react-aria-ssr-ids',
  'react-aria',
  {
    // useDefaultLocale(): both its answers are the site's locale, so it need not ask.
    'dist/private/i18n/useDefaultLocale.mjs': (site, source) => {
      const useIsSSR = escapeRegExp(importedAs(site, source, 'useIsSSR', '../ssr/SSRProvider.mjs'))
      const asks = new RegExp(`let isSSR = \\(0, ${useIsSSR}\\)\\(\\);`)
      return replaceOnce(site, source, asks, 'its useIsSSR() call', 'let isSSR = false;')
    },
    // useSSRSafeId() with React's useId: the prefix as if the page had been prerendered, as it was.
    'dist/private/ssr/SSRProvider.mjs': (site, source) => {
      const useIsSSR = escapeRegExp(exportedAs(site, source, 'useIsSSR'))
      const kept = new RegExp(`let \\[didSSR\\] = \\(0, \\$[\\w$]+\\)\\(${useIsSSR}\\(\\)\\);`)
      return replaceOnce(site, source, kept, 'didSSR from useIsSSR()', 'let didSSR = true;')
    },
  },
  // The useDefaultLocale half is right only where both its answers are the same.
  ['react-aria-locale'],
)
