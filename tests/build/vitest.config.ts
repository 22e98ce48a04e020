import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Checks without a browser: content validation, the image step and the built files'
 * byte budgets (these read dist/client: `npm run build` first, as npm test does).
 */
export default defineConfig({
  root,
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // Some checks start the content check or the image encoder in a process of their own.
    testTimeout: 30_000,
  },
})
