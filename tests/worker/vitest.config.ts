import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '../..')

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'migrations'))
  return {
    root,
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, 'wrangler.toml') },
        miniflare: {
          // Test-only bindings: the real migrations for the setup file, and a Resend
          // key + base URL that only the tests' fetch spy answers (nothing leaves).
          bindings: {
            TEST_MIGRATIONS: migrations,
            OWNER_EMAIL: 'duena@example.com',
            RESEND_API_KEY: 're_test_key',
            RESEND_BASE_URL: 'https://resend.test',
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['tests/worker/apply-migrations.ts'],
    },
  }
})
