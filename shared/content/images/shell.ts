import { defineImages } from './types'

/** Images used by the shell (header, menu, footer). Keys are kebab-case and unique across registries. */
export const shellImages = defineImages({
  /** The photo panel of the open menu: decorative, the menu's links carry the meaning. */
  'menu-panel': { alt: '', width: 1200, height: 1600, subject: 'family' },
})
