import { defineImages } from './types'

/** Images used by the pages. Keys are kebab-case and unique across all registries. */
export const pagesImages = defineImages({})
