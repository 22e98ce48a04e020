/**
 * react-aria's useCollator() makes its `Intl.Collator` on the first compare, not as the component
 * renders: the first collator of a page loads the collation data in one long task, for typing to
 * select ("p" for p. m. in a date segment) that most visitors never do. react-aria only ever calls
 * its `compare`. Written for /contact's tabs and date fields (commit c527ac6: 20–40 ms in one
 * task); the tabs are links since, so today only the families form's date picker makes one, once
 * the form is first touched.
 */
import { replaceOnce, sourcePatch } from './source-patch.ts'

const made = /let formatter = new Intl\.Collator\(locale, options\);/
/** The same cache entry, an object whose `compare` makes the collator the first time. */
const onFirstCompare =
  'let collator; let formatter = { compare: (a, b) => (collator ??= new Intl.Collator(locale, options)).compare(a, b) };'

export const reactAriaCollator = sourcePatch('react-aria-collator', 'react-aria', {
  'dist/private/i18n/useCollator.mjs': (site, source) =>
    replaceOnce(site, source, made, 'useCollator() making its Intl.Collator', onFirstCompare),
})
