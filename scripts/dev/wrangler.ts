/**
 * `wrangler dev` serving a build on 127.0.0.1, for the benches and the screenshots (the
 * e2e tests start theirs from tests/e2e/playwright.config.ts). It runs in a process
 * group of its own, so stopping it stops workerd too, and is ready once the Worker
 * answers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false' }

export interface DevServer {
  port: number
  /** The checkout whose build it serves: this one unless said. */
  dir?: string
  /** Where its local D1 lives, under `dir`. */
  persistTo?: string
  /** `--var NAME:value` for each. */
  vars?: Record<string, string>
  inspectorPort?: number
  /** A file its output is appended to; otherwise it is dropped. */
  log?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startWranglerDev({
  port,
  dir = root,
  persistTo,
  vars = {},
  inspectorPort,
  log,
}: DevServer): Promise<ChildProcess> {
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    ...(persistTo ? ['--persist-to', persistTo] : []),
    ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ]
  const out = log ? openSync(log, 'a') : 'ignore'
  const child = spawn(path.join(dir, 'node_modules/.bin/wrangler'), args, {
    cwd: dir,
    env: wranglerEnv,
    stdio: ['ignore', out, out],
    detached: true,
  })
  const seeLog = log ? `; see ${log}` : ''
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited${seeLog}`)
    try {
      // Any answer means the Worker is up (health is 503 while mail is not configured).
      await fetch(`http://127.0.0.1:${port}/v1/api/health`)
      return child
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  await stopWranglerDev(child)
  throw new Error(`wrangler dev did not start${seeLog}`)
}

/** Stops what startWranglerDev started: its whole process group, forcibly after 10 s. */
export async function stopWranglerDev(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
}
