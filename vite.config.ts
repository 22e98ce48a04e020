import { globSync } from 'node:fs'
import path from 'node:path'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { islandModules, islandOfFile } from './client/islands/markup.ts'
import { siteLocale } from './shared/site/locale.ts'

const root = import.meta.dirname

/** Every island module, `<name>.island.ts(x)`: each an entry, so a chunk of its own. */
const islandEntries = Object.fromEntries(
  globSync(islandModules, { cwd: root }).map((file) => [
    `${islandOfFile(file)}.island`,
    path.join(root, file),
  ]),
)

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client/public'),
  // react-aria ships strings for ~34 languages; the site speaks only Spanish (its widgets
  // get the locale from an I18nProvider where they render).
  plugins: [react(), optimizeLocales.vite({ locales: [siteLocale, 'es-ES'] })],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    // Every browser the site supports knows modulepreload. The page's own script gets
    // no modulepreload links: fetched beside the first layout, they slowed it. The runtime
    // preloads an island's imports itself, from the list the build writes; an island's own
    // lazy parts come with theirs.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
    rolldownOptions: {
      // The page's script (entry-client.ts: the island runtime); each island is a
      // chunk of its own, which the runtime imports by the URL the build writes into
      // the page (scripts/build/build.ts), so it carries no loader of Vite's.
      input: { index: path.join(root, 'client/index.html'), ...islandEntries },
      // An island's chunk keeps its default export (Vite's app builds drop them).
      preserveEntrySignatures: 'exports-only',
      // Constants shared by the runtime and the islands are written into each.
      optimization: { inlineConst: { mode: 'all' } },
      // react-dom in a file of its own, shared by every React island; Splide likewise,
      // shared by the carousels and the work lightbox.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'splide-core',
              test: /node_modules[\\/]@splidejs[\\/]splide[\\/]dist[\\/]js[\\/]/,
            },
          ],
        },
      },
    },
  },
})
