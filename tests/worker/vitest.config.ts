import { generateKeyPairSync } from 'node:crypto'
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
  // The editor's GitHub App key, made for this run: the Worker signs with the private
  // half, the tests' fake GitHub checks the signature with the public one.
  const appKey = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return {
    root,
    plugins: [
      cloudflareTest({
        wrangler: { configPath },
        miniflare: {
          // A D1 of its own whose migrations a test applies in steps (counting.test.ts).
          d1Databases: ['TEST_STEPS_DB'],
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
            // The editor's sign-in and gateway, against the tests' fake of GitHub (editor.test.ts).
            CMS_EDITORS: 'Ana Fotógrafa <ana@example.com>, estudio@example.com',
            CMS_REPO: 'estudio/sitio',
            CMS_BRANCH: 'main',
            GITHUB_APP_ID: '424242',
            GITHUB_APP_PRIVATE_KEY: appKey.privateKey,
            GITHUB_APP_INSTALLATION_ID: '777',
            GITHUB_API_URL: 'https://api.github.test',
            TEST_GITHUB_APP_PUBLIC_KEY: appKey.publicKey,
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['tests/worker/apply-migrations.ts', 'tests/worker/outbound.ts'],
    },
  }
})
