/** What the benches share: the production build served by `wrangler dev`, and medians. */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const benchEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false' }

/** Serves dist/ on 127.0.0.1:`port` with a local D1 in .wrangler/bench, once it answers. */
export async function serveBuild(port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      '.wrangler/bench',
    ],
    { cwd: root, env: benchEnv, stdio: 'ignore', detached: true },
  )
  // The home page answers once the Worker is up (health says 503 here: no mail key).
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stopServer(server)
  throw new Error('wrangler dev did not start')
}

/** Stops what serveBuild started (its whole process group). */
export const stopServer = (server: ChildProcess): void => {
  if (server.pid) process.kill(-server.pid)
}

/** A run that could not measure a metric reports NaN: it does not count. */
export const median = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

/** The interaction bench's block of docs/PERFORMANCE.md, which `npm run bench` keeps. */
export const interactionMarkers = {
  start: '<!-- bench:interaction start -->',
  end: '<!-- bench:interaction end -->',
} as const
