/**
 * The build's patches to published code, in the order they apply (vite.config.ts applies them;
 * tests/build/patches.test.ts checks each against the installed package).
 */
import { numberSignDisplay } from './number-sign-display.ts'
import { reactAriaCollator } from './react-aria-collator.ts'
import { reactAriaLocale } from './react-aria-locale.ts'
import { reactAriaRtl } from './react-aria-rtl.ts'
import { reactAriaSsrIds } from './react-aria-ssr-ids.ts'
import type { SourcePatch } from './source-patch.ts'

export { eagerCommonJs } from './eager-commonjs.ts'
export { sourcePatches } from './source-patch.ts'

export const siteSourcePatches = (locale: string): SourcePatch[] => [
  reactAriaLocale(locale),
  reactAriaSsrIds,
  reactAriaRtl,
  numberSignDisplay,
  reactAriaCollator,
]
