import type { Plugin } from 'vite'
import type { ImageMeta } from '../../../client/components/media/sources.ts'

const id = 'virtual:images'
const resolved = `\0${id}`

/** Serves the image step's client manifest as `virtual:images` to the client and SSR builds. */
export function imagesPlugin(manifest: Readonly<Record<string, ImageMeta>>): Plugin {
  return {
    name: 'site-images',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) =>
      source === resolved ? `export default ${JSON.stringify(manifest)}` : undefined,
  }
}
