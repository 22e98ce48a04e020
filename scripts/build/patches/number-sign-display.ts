/**
 * @internationalized/number's NumberFormatter checks, as its module is imported, whether
 * `Intl.NumberFormat` knows `signDisplay` (every browser the site supports has since 2021): an
 * Intl call that loads the browser's locale data in one long task. The module comes with the
 * forms' submit button (its pending spinner is react-aria's ProgressBar, which formats its value)
 * and the date picker. Written with the locale patch (commit 03399c3, the same 20–30 ms task); not
 * measured on its own. Importing less would spare it too: a spinner that is not a ProgressBar
 * leaves the module to the date picker alone.
 */
import { replaceOnce, sourcePatch } from './source-patch.ts'

/** `supportsSignDisplay = false; try { … = new Intl.NumberFormat(…) … } catch {}`, at the top level. */
const importTimeCheck =
  /((?:let|var) [\w$]*supportsSignDisplay = )false;\s*try \{[^]*?\} catch\s*\{\}/

export const numberSignDisplay = sourcePatch('number-sign-display', '@internationalized/number', {
  'dist/private/NumberFormatter.mjs': (site, source) =>
    replaceOnce(site, source, importTimeCheck, 'the check at import', ([, kept]) => `${kept}true;`),
})
