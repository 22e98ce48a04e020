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
          // Test-only binding so the setup file can apply the real migrations.
          bindings: { TEST_MIGRATIONS: migrations, OWNER_EMAIL: 'duena@example.com' },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['tests/worker/apply-migrations.ts'],
    },
  }
})
