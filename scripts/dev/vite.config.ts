/**
 * `npm run dev`: Vite's dev server with hot reload, and the Worker (API, D1,
 * redirects) running in workerd through @cloudflare/vite-plugin, which reads
 * wrangler.toml. The production build (scripts/build/build.ts, ../../vite.config.ts) does
 * not use this file; it reuses that config's root and plugins.
 *
 * At start the image step runs (from its cache when nothing changed) for
 * `virtual:images`; site-plugin.ts serves the pages (rendered on the server per
 * request, their islands imported from source) and the photos. Local D1 state is
 * the one `npm start` and `npm run db:migrate:local` use (.wrangler/state).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { cloudflare, getLocalWorkerdCompatibilityDate } from '@cloudflare/vite-plugin'
import { defineConfig } from 'vite'
import production from '../../vite.config.ts'
import { imageStep } from '../build/images/index.ts'
import { clientManifest } from '../build/images/pipeline.ts'
import { imagesPlugin } from '../build/images/vite-plugin.ts'
import { devSitePlugin } from './site-plugin.ts'

const root = path.resolve(import.meta.dirname, '../..')
const host = '127.0.0.1'
const port = 5173
/** Links in mails, CORS and Turnstile's hostname point here, not at production. */
const origin = `http://${host}:${port}`

/**
 * The workerd that @cloudflare/vite-plugin ships can be older than wrangler's, and
 * refuses a compatibility date past its own: then dev runs the Worker at the newest
 * date it supports (as `wrangler dev` used to) and says so.
 */
function devCompatibilityDate(configured: string | undefined): string | undefined {
  const supported = getLocalWorkerdCompatibilityDate().date
  if (!configured || configured <= supported) return configured
  console.warn(
    `dev: the plugin's workerd supports compatibility dates up to ${supported}; the Worker runs with that, not wrangler.toml's ${configured}`,
  )
  return supported
}

/**
 * Wrangler lets .dev.vars (or .env) override the config's vars, this one included:
 * say so when it names another origin (mail links would point there).
 */
async function warnOnLocalOrigin(): Promise<void> {
  for (const file of ['.dev.vars', '.env']) {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => '')
    const value = /^\s*SITE_ORIGIN\s*=\s*["'`]?([^"'`\s]*)/m.exec(text)?.[1]
    if (value !== undefined && value !== origin)
      console.warn(
        `dev: ${file} sets SITE_ORIGIN=${value}, which wins over the dev server's ${origin}; remove that line or set it to ${origin}`,
      )
  }
}

export default defineConfig(async ({ command }) => {
  if (command !== 'serve')
    throw new Error(
      'scripts/dev/vite.config.ts is for `npm run dev`; `npm run build` builds the site',
    )
  await warnOnLocalOrigin()
  const images = await imageStep(root)
  return {
    root: production.root,
    publicDir: production.publicDir,
    clearScreen: false,
    server: { host, port, strictPort: true },
    // The runtime imports the islands by URLs it reads from the page: name them for the scan.
    optimizeDeps: { entries: ['entry-client.ts', 'components/**/*.island.{ts,tsx}'] },
    plugins: [
      devSitePlugin({ root, origin, images }),
      imagesPlugin(clientManifest(images)),
      ...(production.plugins ?? []),
      cloudflare({
        configPath: path.join(root, 'wrangler.toml'),
        // Vite's root is client/: keep local D1 where wrangler keeps it.
        persistState: { path: path.join(root, '.wrangler/state') },
        config: (worker) => ({
          compatibility_date: devCompatibilityDate(worker.compatibility_date),
          vars: { ...worker.vars, SITE_ORIGIN: origin },
        }),
      }),
    ],
  }
})
