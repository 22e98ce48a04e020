import type { D1Migration } from '@cloudflare/vitest-plugin'
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

declare global {
  interface Env {
    TEST_MIGRATIONS: D1Migration[]
    /** An empty D1 whose migrations a test applies itself, up to one and then the rest. */
    TEST_STEPS_DB: D1Database
    /** wrangler.toml's [[ratelimits]], by binding name. */
    TEST_RATE_LIMITS: Record<string, { limit: number; period: number }>
    /** wrangler.toml's [triggers] crons. */
    TEST_CRONS: string[]
    /** The public half of the editor's GitHub App key made for this run (editor.test.ts). */
    TEST_GITHUB_APP_PUBLIC_KEY: string
  }
}

// Setup files may run more than once; applyD1Migrations skips applied migrations.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
