/**
 * react-aria's isRTL() decides by the language tag, as it does where `Intl.Locale` is missing,
 * instead of `new Intl.Locale(tag).maximize()`, which loads the browser's locale data in one long
 * task. Every `I18nProvider` asks it as it mounts (the forms' notification region, the date
 * picker), and so does react-aria's default locale without react-aria-locale. For Spanish both
 * answers are "left to right". Written with the locale patch (commit 03399c3, the same 20–30 ms
 * task); not measured on its own.
 */
import { replaceOnce, sourcePatch } from './source-patch.ts'

const intlBranch = /if \(Intl\.Locale\) \{/

export const reactAriaRtl = sourcePatch('react-aria-rtl', 'react-aria', {
  'dist/private/i18n/utils.mjs': (site, source) =>
    replaceOnce(site, source, intlBranch, "isRTL()'s Intl.Locale branch", 'if (false) {'),
})
