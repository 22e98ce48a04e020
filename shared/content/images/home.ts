import { defineImages } from './types'

/** Images used by the home. Keys are kebab-case and unique across all registries. */
export const homeImages = defineImages({})
