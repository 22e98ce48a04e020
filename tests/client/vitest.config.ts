import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '../..')

/** Client unit tests: components and atoms in happy-dom with Testing Library. */
export default defineConfig({
  root,
  plugins: [react()],
  test: {
    include: ['tests/client/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/client/setup.ts'],
    // A form filled key by key takes a second or two here; on a busy 2-core host, more.
    testTimeout: 15_000,
  },
})
