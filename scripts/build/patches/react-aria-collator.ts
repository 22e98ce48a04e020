/**
 * react-aria's useCollator() makes its `Intl.Collator` on the first compare, not as the component
 * renders: the first collator of a page loads the collation data in one long task, for typing to
 * select ("p" for p. m. in a date segment) that most visitors never do. react-aria only ever calls
 * its `compare`. Written for /contact's tabs and date fields (commit c527ac6: 20–40 ms in one
 * task); the tabs are links since, so today only the families form's date picker makes one, once
 * the form is first touched.
 */
import { anchor, replaceMatch, type SourcePatch } from './source-patch.ts'

export const reactAriaCollator: SourcePatch = {
  name: 'react-aria-collator',
  pkg: 'react-aria',
  file: 'dist/private/i18n/useCollator.mjs',
  apply(source) {
    const made = anchor(
      this,
      source,
      /let formatter = new Intl\.Collator\(locale, options\);/,
      'useCollator() making its Intl.Collator',
    )
    return replaceMatch(
      source,
      made,
      'let collator; let formatter = { compare: (a, b) => (collator ??= new Intl.Collator(locale, options)).compare(a, b) };',
    )
  },
}
