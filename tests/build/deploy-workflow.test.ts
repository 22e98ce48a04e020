/**
 * The deploy workflow, read as GitHub reads it: the Cloudflare token reaches only the job
 * that deploys, which runs no install script, no npm script and no build; the job that
 * runs code a commit can change (tests, the build, the image step on her photos) has no
 * secret, and the editor guard is the first of its steps to run any code.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  needs?: string | string[]
  environment?: string
  permissions?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const workflow = parse(
  readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8'),
) as Workflow
const { build, deploy } = workflow.jobs as { build: Job; deploy: Job }
const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') })

const holdsSecret = (value: unknown) => JSON.stringify(value).includes('secrets.')
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []))
/** A step that starts code from the checkout or its packages (not a GitHub action's own). */
const runsCode = (step: Step) => /\b(npm|npx|node|tsx|wrangler)\b/.test(step.run ?? '')

describe('the deploy workflow', () => {
  test('should have two jobs, the deploy waiting for the one that tests and builds', () => {
    expect(Object.keys(workflow.jobs)).toEqual(['build', 'deploy'])
    expect(deploy.needs).toBe('build')
  })

  test('should keep every secret out of the job that tests and builds, and out of the whole run', () => {
    expect(holdsSecret(build)).toBe(false)
    const { jobs: _jobs, ...rest } = workflow
    expect(holdsSecret(rest)).toBe(false)
  })

  test('should hand the Cloudflare token only to the migrations and the deploy, from the production environment', () => {
    expect(deploy.environment).toBe('production')
    const withSecrets = deploy.steps.filter(holdsSecret)
    expect(withSecrets.map((step) => step.run?.trim())).toEqual([
      'npx wrangler d1 migrations apply DB --remote',
      'npx wrangler deploy',
    ])
    for (const step of withSecrets)
      expect(step.env).toEqual({
        CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
        CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      })
  })

  test('should run nothing in the deploy job but an install without scripts, the migrations and wrangler deploy', () => {
    expect(runs(deploy)).toEqual([
      'npm install --ignore-scripts --no-audit --no-fund',
      'npx wrangler d1 migrations apply DB --remote',
      'npx wrangler deploy',
    ])
    expect(runs(deploy).join('\n')).not.toMatch(/npm (run|test|start|ci)\b/)
    // No npm cache restored from what the build job's code could have written.
    const setupNode = deploy.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(setupNode?.with).not.toHaveProperty('cache')
  })

  test('should give the deploy no build of its own to run: wrangler.toml has no build command', () => {
    expect(config.build.command).toBeUndefined()
  })

  test('should deploy the site the build job built, from the same commit', () => {
    const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    const download = deploy.steps.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    )
    const assets = path.relative(root, config.assets?.directory ?? '')
    expect(upload?.with).toMatchObject({ name: 'site', path: assets })
    expect(download?.with).toMatchObject({ name: 'site', path: assets })
    // The checkout's default ref is the pushed commit, the one the build job tested.
    const checkout = deploy.steps.find((step) => step.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with).toEqual({ 'persist-credentials': false })
  })

  test('should run the editor guard before any other code, with no install scripts', () => {
    const first = build.steps.findIndex(runsCode)
    expect(build.steps[first]?.name).toBe('Editor guard')
    expect(build.steps[first]?.run).toContain('npm install --ignore-scripts')
    // Before it, only GitHub's own actions and the look-up of the last deployed commit.
    expect(
      build.steps.slice(0, first).map((step) => step.uses?.replace(/@.*/, '') ?? step.name),
    ).toEqual(['actions/checkout', 'actions/setup-node', 'Last deployed commit'])
  })

  test('should give each job only the permissions it needs', () => {
    expect(workflow.permissions).toEqual({})
    expect(build.permissions).toEqual({ contents: 'read', actions: 'read' })
    expect(deploy.permissions).toEqual({ contents: 'read' })
    for (const job of [build, deploy]) {
      const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'))
      expect(checkout?.with).toMatchObject({ 'persist-credentials': false })
    }
  })
})
