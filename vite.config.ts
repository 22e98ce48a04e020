import path from 'node:path'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = import.meta.dirname

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client/public'),
  // react-aria ships strings for ~34 languages; the site speaks only Spanish.
  plugins: [react(), optimizeLocales.vite({ locales: ['es-AR', 'es-ES'] })],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
  },
})
