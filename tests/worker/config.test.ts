import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { cronSchedules } from '../../shared/rules/schedules'

describe('wrangler.toml and the Worker', () => {
  it('should schedule exactly the cron expressions the Worker dispatches on', () => {
    // The scheduled handler matches controller.cron against cronSchedules: an
    // expression only in wrangler.toml would fall through to the default job, one
    // only in worker/cron.ts would never run.
    expect(env.TEST_CRONS).toEqual(Object.values(cronSchedules))
  })
})
