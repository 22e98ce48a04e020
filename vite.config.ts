import path from 'node:path'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { eagerCommonJsPlugin } from './scripts/eager-cjs-plugin.ts'
import { reactAriaPlugin } from './scripts/react-aria-plugin.ts'
import { siteLocale } from './shared/locale.ts'

const root = import.meta.dirname
/** react-dom and the scheduler, in a file of their own (see codeSplitting below). */
const reactDomChunk = 'react-dom'

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client/public'),
  // react-aria ships strings for ~34 languages and detects the browser's; the site
  // speaks only Spanish.
  plugins: [
    react(),
    optimizeLocales.vite({ locales: [siteLocale, 'es-ES'] }),
    reactAriaPlugin(siteLocale),
    eagerCommonJsPlugin(reactDomChunk),
  ],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    // Every browser the site supports knows modulepreload. The page's own script tag
    // gets no modulepreload links for its imports: fetched beside the first layout,
    // they slowed it (docs/PERFORMANCE.md), and the loader has until the page loads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
    rolldownOptions: {
      // The page's script tag (entry-client.tsx) is tiny; it imports the hydration
      // module by the URL the build writes into the page (scripts/build.ts).
      input: {
        index: path.join(root, 'client/index.html'),
        hydrate: path.join(root, 'client/hydrate.tsx'),
      },
      // Constants shared by the loader and the app are written into both
      // (client/hydration.ts); the helpers they share come in one small file (below).
      optimization: { inlineConst: { mode: 'all' } },
      // react-dom in a file of its own: the loader runs each file in its own short task.
      // Splide and the hook that mounts it travel together (one request, not two).
      output: {
        codeSplitting: {
          groups: [
            { name: reactDomChunk, test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // The pre-hydration helpers the loader and the app share, in one file: the
            // loader's one import, fetched once the loader has arrived.
            { name: 'prehydration', test: /client[\\/]prehydration[\\/](listen|replayPress)\.ts$/ },
            {
              name: 'splide-core',
              test: /node_modules[\\/]@splidejs[\\/]splide[\\/]dist[\\/]js[\\/]|carousel[\\/]useSplide\.ts$/,
            },
          ],
        },
      },
    },
  },
})
