/**
 * What the mail benches (load, traffic, newsletter) share: a fresh local D1 and its reads,
 * the e2e tests' fake Resend in a process of its own, `wrangler dev` mailing to it, an
 * enquiry from the families form, and their checks in docs/RELIABILITY.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { templateIds } from '../../shared/forms/api'
import type { FakeResendStats, ReceivedEmail } from '../../tests/e2e/fake-resend'
import { startWranglerDev, wranglerEnv, type DevServer } from '../dev/wrangler'
import { d1Execute } from '../ops/d1'
import { checkList, runtimeVersions, wrapParagraph, writeDocBlock } from './server'

const root = path.resolve(import.meta.dirname, '../..')
const reliabilityDoc = path.join(root, 'docs', 'RELIABILITY.md')
/** Where the Worker mails her, in every mail bench. */
export const ownerEmail = 'duena@bench.test'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Empties `persist` and applies the migrations to a local D1 in it; returns the log file
 * `wrangler dev` writes there.
 */
function freshLocalD1(persist: string): string {
  rmSync(persist, { recursive: true, force: true })
  mkdirSync(persist, { recursive: true })
  const log = path.join(persist, 'wrangler.log')
  writeFileSync(log, '')
  execFileSync(
    path.join(root, 'node_modules/.bin/wrangler'),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist],
    { cwd: root, env: wranglerEnv, stdio: 'ignore' },
  )
  return log
}

/** Runs `sql` on the local D1 in `persist` and returns its rows. */
const localQuery =
  (persist: string) =>
  <T>(sql: string): T[] =>
    d1Execute<T>({ remote: false, persistTo: persist, positional: [] }, [
      { sql, params: [] },
    ]).flatMap((p) => p.results)

/**
 * The fake Resend on `port` in a process of its own, so this one's work never makes it
 * answer late; it answers 429 past `perSecond` calls a second, as Resend does.
 */
async function startFakeResend(port: number, perSecond: number) {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['tests/e2e/fake-resend.ts', String(port), '--per-second', String(perSecond)],
    { cwd: root, stdio: 'ignore', detached: true },
  )
  for (let i = 0; i < 60 && !(await fetch(`${url}/__stats`).catch(() => null)); i++)
    await sleep(500)
  const read = async <T>(what: string) => (await (await fetch(`${url}/${what}`)).json()) as T
  return {
    url,
    stats: () => read<FakeResendStats>('__stats'),
    received: () => read<ReceivedEmail[]>('__received'),
    close: () => child.pid && process.kill(-child.pid),
  }
}

/** `wrangler dev` as a local site whose mail goes to the fake Resend at `fakeUrl`, to her. */
const serveMailing = (
  server: Omit<DevServer, 'vars'>,
  fakeUrl: string,
  vars: Record<string, string> = {},
): Promise<ChildProcess> =>
  startWranglerDev({
    ...server,
    vars: {
      SITE_ORIGIN: 'http://localhost:8787',
      RESEND_API_KEY: 're_bench',
      RESEND_BASE_URL: fakeUrl,
      OWNER_EMAIL: ownerEmail,
      ...vars,
    },
  })

/** The body of an enquiry from the families form, sent by visitor `i`. */
export const familiesEnquiry = (i: number, message: string, know = 'Por referido/a') => ({
  templateId: templateIds.families,
  submissionId: randomUUID(),
  params: {
    name: 'Ana',
    lastName: 'Pérez',
    email: `visita${i}@bench.test`,
    date: '2027-03-05',
    location: 'En mi estudio',
    zone: 'Canning',
    message,
    know,
  },
})

/** What a mail bench checks: what, whether it held, and what it saw. */
export interface Check {
  what: string
  ok: boolean
  detail: string
}

/** The first line of a run's section: which bench (`npm run bench:load`), when, on what. */
export const runOf = (bench: string, packages: readonly string[]): string =>
  wrapParagraph(
    `Run of ${bench} on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}. ${runtimeVersions(packages)}.`,
  )

/**
 * Ends a run: `lines` and then its checks go into docs/RELIABILITY.md between the markers
 * `<!-- bench:<block> start -->` and `… end -->`, and are printed; a failed check sets exit code 1.
 */
function reportChecks(block: string, lines: readonly string[], checks: readonly Check[]) {
  const section = [...lines, '', ...checkList(checks)].join('\n')
  writeDocBlock(block, section, reliabilityDoc)
  console.log(section)
  if (!checks.every((c) => c.ok)) process.exitCode = 1
}

/** A mail bench: its local D1's folder, its ports, and its block of docs/RELIABILITY.md. */
export interface MailBenchSetup {
  persist: string
  port: number
  resendPort: number
  block: string
}

/** What a mail bench does with its setup: its D1, its fake Resend, its Worker, its report. */
export function mailBench({ persist, port, resendPort, block }: MailBenchSetup) {
  return {
    query: localQuery(persist),
    /** A fresh local D1; returns the log `wrangler dev` writes beside it. */
    freshD1: () => freshLocalD1(persist),
    startFakeResend: (perSecond: number) => startFakeResend(resendPort, perSecond),
    /** `wrangler dev` of the build in `dir` (this checkout's by default), mailing the fake. */
    serve: (fakeUrl: string, log: string, vars: Record<string, string> = {}, dir?: string) =>
      serveMailing(
        { port, persistTo: persist, inspectorPort: port + 100, log, ...(dir && { dir }) },
        fakeUrl,
        vars,
      ),
    report: (lines: readonly string[], checks: readonly Check[]) =>
      reportChecks(block, lines, checks),
  }
}
