import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'

const root = path.resolve(import.meta.dirname, '../..')

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'migrations'))
  const configPath = path.join(root, 'wrangler.toml')
  const config = unstable_readConfig({ config: configPath }, { hideWarnings: true })
  // The limits as wrangler.toml declares them, so the rate-limit tests never restate them.
  const rateLimits = Object.fromEntries(
    config.ratelimits.map((r: { name: string; simple: { limit: number; period: number } }) => [
      r.name,
      r.simple,
    ]),
  )
  return {
    root,
    plugins: [
      cloudflareTest({
        wrangler: { configPath },
        miniflare: {
          // Test-only bindings: the real migrations for the setup file, a Resend key +
          // base URL that only the tests' fetch spy answers (nothing leaves), and rate
          // limits off as in every local run: the abuse tests turn them on per call
          // (tests/worker/abuse.test.ts), the real limiter bindings stay in place.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_RATE_LIMITS: rateLimits,
            // wrangler.toml's [triggers] crons, for tests/worker/config.test.ts.
            TEST_CRONS: config.triggers.crons ?? [],
            RATE_LIMITS: 'off',
            // wrangler.toml holds the production origin; the tests run as a local site.
            SITE_ORIGIN: 'http://localhost:8787',
            OWNER_EMAIL: 'duena@example.com',
            RESEND_API_KEY: 're_test_key',
            RESEND_BASE_URL: 'https://resend.test',
            // The editor's GitHub sign-in, against the tests' fake of GitHub (cms.test.ts).
            GITHUB_CLIENT_ID: 'Iv1.test-client',
            GITHUB_CLIENT_SECRET: 'test-client-secret',
            CMS_GITHUB_LOGINS: 'Fotografa, estudio-web',
            GITHUB_OAUTH_URL: 'https://github.test',
            GITHUB_API_URL: 'https://api.github.test',
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
