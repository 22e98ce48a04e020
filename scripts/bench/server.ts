/**
 * What the benches share: the production build served by `wrangler dev`, Chromium and
 * Lighthouse's CLI, medians, the machine a run was on, and their blocks of the docs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { startWranglerDev, stopWranglerDev } from '../dev/wrangler'

const root = path.resolve(import.meta.dirname, '../..')
export const benchEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false' }

/** Runs a command in `cwd` with the benches' environment; throws if it fails. */
export function sh(
  cmd: string,
  args: string[],
  { cwd = root, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): void {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...benchEnv, ...env } })
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`)
}

/**
 * BENCH_BEFORE=<git ref>: the site as it was at that commit, measured beside today's in
 * the same run. Checked out in a worktree under /tmp with this checkout's node_modules
 * and image cache, and built there; returns its folder, or undefined without the variable.
 */
export function buildBefore(): { ref: string; dir: string } | undefined {
  const ref = process.env.BENCH_BEFORE
  if (!ref) return undefined
  const dir = path.join('/tmp', `bench-before-${ref.replace(/\W/g, '')}`)
  if (!existsSync(dir)) {
    sh('git', ['worktree', 'add', '--detach', dir, ref])
    for (const linked of ['node_modules', '.cache'])
      symlinkSync(path.join(root, linked), path.join(dir, linked))
  } else sh('git', ['-C', dir, 'checkout', '--quiet', '--detach', ref]) // a branch may have moved
  sh('npm', ['run', 'build'], { cwd: dir })
  return { ref, dir }
}

/** Chromium for the benches: Debian's, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumVersion = (): string =>
  spawnSync(chromiumPath, ['--version']).stdout.toString().trim()
/** That Chromium, headless, without the sandbox or the GPU, with `args` besides. */
export const launchChromium = (...args: string[]): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', ...args],
  })

/**
 * Lighthouse's CLI on `url` in a fresh headless Chromium, `output` saying where the report
 * goes; resolves to what it printed. Now and then the fresh browser's trace misses the
 * navigation's start (NO_NAVSTART): that run is made again, up to twice. It runs beside this
 * process, whose servers keep answering meanwhile.
 */
export async function runLighthouseCli(
  url: string,
  output: string[],
  attempt = 1,
): Promise<string> {
  const stdout: Buffer[] = []
  let stderr = ''
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        ...output,
        '--only-categories=performance',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', resolve)
  })
  if (code !== 0 && attempt < 3 && stderr.includes('NO_NAVSTART'))
    return runLighthouseCli(url, output, attempt + 1)
  if (code !== 0) throw new Error(`lighthouse CLI failed on ${url}: ${stderr}`)
  return Buffer.concat(stdout).toString()
}

/**
 * Serves the build in `dir` (this checkout by default), with a local D1 in .wrangler/bench;
 * its debugger on `port` + 2000, so two builds can be served side by side.
 */
export const serveBuild = (port: number, dir = root): Promise<ChildProcess> =>
  startWranglerDev({ port, dir, persistTo: '.wrangler/bench', inspectorPort: port + 2000 })

/**
 * The builds a run measures, in the order of its turn: reversed on every other run, so
 * neither build always goes first (the first of a pair can fare better or worse).
 */
export const inTurn = <T>(builds: readonly T[], run: number): T[] =>
  run % 2 === 0 ? [...builds] : builds.toReversed()

/** Builds served side by side, one port each, for a bench that alternates between them. */
export interface ServedBuilds {
  origins: string[]
  stop: () => Promise<void>
}

/**
 * Serves each build (a folder, or undefined for this checkout) on its port, in order;
 * if one fails to start, those already started are stopped before the error surfaces.
 */
export async function serveBuilds(builds: { port: number; dir?: string }[]): Promise<ServedBuilds> {
  const servers: ChildProcess[] = []
  const stop = async () => {
    for (const server of servers) await stopWranglerDev(server)
  }
  try {
    for (const { port, dir } of builds) servers.push(await serveBuild(port, dir))
  } catch (error) {
    await stop()
    throw error
  }
  return { origins: builds.map(({ port }) => `http://127.0.0.1:${port}`), stop }
}

/** What a run ran on: Node, the packages named, the CPUs, and how busy the machine was. */
export function runtimeVersions(packages: readonly string[]): string {
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string
      }
    ).version
  return [
    `Node ${process.version}`,
    ...packages.map((name) => `${name} ${version(name)}`),
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`,
    // Shared machines skew every timing: say how busy this one was.
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min) at the end`,
  ].join(', ')
}

/** A paragraph in lines of at most `width` characters, as the documents keep them. */
export const wrapParagraph = (text: string, width = 100): string =>
  text
    .split(' ')
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1)
      // No line may start like an ordered list's item ("12." or "12)"): Markdown would make it one.
      if (last !== undefined && (last.length + 1 + word.length <= width || /^\d+[.)]$/.test(word)))
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
      return lines
    }, [])
    .join('\n')

/** A bench's paragraph on when it ran and in which Chromium, then `what` (from its punctuation on). */
export const measuredOn = (what: string): string =>
  wrapParagraph(
    `Measured on ${new Date().toISOString().slice(0, 10)} with ${chromiumVersion()}${what}`,
  )

/** A list item in lines of at most 100 characters, its later lines indented under it. */
export const listItem = (text: string): string =>
  wrapParagraph(`- ${text}`).split('\n').join('\n  ')

/** A bench's checks, one list item each: pass or FAIL, what it checks, what it saw. */
export const checkList = (
  checks: readonly { what: string; ok: boolean; detail: string }[],
): string[] => checks.map((c) => listItem(`${c.ok ? 'pass' : '**FAIL**'}: ${c.what}. ${c.detail}.`))

/** A run that could not measure a metric reports NaN: it does not count. */
export const median = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

/**
 * `doc` with bench `name`'s block, between `<!-- bench:<name> start -->` and `… end -->`,
 * replaced by `section` (or the block appended).
 */
const withBlock = (doc: string, name: string, section: string): string => {
  const start = `<!-- bench:${name} start -->`
  const end = `<!-- bench:${name} end -->`
  const block = `${start}\n\n${section}\n\n${end}`
  return doc.includes(start)
    ? doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length)
    : `${doc.trimEnd()}\n\n${block}\n`
}

const performanceDoc = path.join(root, 'docs/PERFORMANCE.md')

/**
 * Writes a run's full tables (every run, every column) to dist/bench/<name>.md and returns
 * its path: the document keeps the medians that matter; the history of runs is in git.
 */
export function writeBenchReport(name: string, markdown: string): string {
  const file = path.join(root, 'dist/bench', `${name}.md`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, markdown)
  return path.relative(root, file)
}

/**
 * Puts `section` into `doc` (docs/PERFORMANCE.md by default) as bench `name`'s block, in
 * place of its old one, formatted. A block keeps the current figures, in lines of ≤ 160
 * characters.
 */
export function writeDocBlock(name: string, section: string, doc = performanceDoc): void {
  writeFileSync(doc, withBlock(readFileSync(doc, 'utf8'), name, section))
  sh('npx', ['prettier', '--write', doc])
}
