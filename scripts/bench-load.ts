/**
 * `npm run bench:load` — the load bench (a script, not a test).
 *
 * Against `wrangler dev` on 127.0.0.1 with a fresh local D1 and a fake Resend
 * HTTP server (nothing leaves the machine):
 *   1. 1,000 enquiries at 50 connections with rate limits off (RATE_LIMITS=off);
 *   2. the same burst with the production limits on, from 20 client IPs
 *      (CF-Connecting-IP, which Cloudflare's edge sets) — the excess must be 429s;
 *   3. 5,000 page requests over every prerendered route.
 * The enquiries come from a pool of visitor addresses, each writing several times,
 * with the production courtesy limits: one acknowledgement per address a day, and
 * a site-wide ceiling of acknowledgements a day. Then it runs the cron until
 * nothing is queued and checks that D1 holds exactly one enquiry per accepted
 * request, that the fake Resend delivered exactly one owner mail per enquiry, and
 * that no address got a second acknowledgement nor the site more than the ceiling.
 * The figures go into docs/RELIABILITY.md between the bench markers; the exit code
 * is 1 if any check failed.
 *
 * Ports: BENCH_PORT (wrangler dev, default 8789) and BENCH_RESEND_PORT (default 8799).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, openSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { prerenderPaths } from '../shared/catalog'
import { apiPaths, templateIds } from '../shared/api'
import { courtesy } from '../worker/mail/courtesy'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 8789)
const resendPort = Number(process.env.BENCH_RESEND_PORT ?? 8799)
const persist = path.join(root, '.wrangler', 'bench')
const docPath = path.join(root, 'docs', 'RELIABILITY.md')
const base = `http://127.0.0.1:${port}`
const ownerEmail = 'duena@bench.test'
const burst = { amount: 1000, connections: 50 }
const pages = { amount: 5000, connections: 50 }
/** Client IPs of the limited burst: 50 requests each against a limit of 10 a minute. */
const limitedIps = 20
/** Visitor addresses the enquiries come from: more than the daily ceiling on acknowledgements. */
const visitors = 300
/** The production ceiling (worker/mail/courtesy.ts; VISITOR_MAIL_DAILY_LIMIT is not set here). */
const ackCeiling = courtesy.dailyLimit

// ---------------------------------------------------------------------------
// autocannon ships no types: the part of its API used here.

interface Histogram {
  average: number
  p50: number
  p99: number
  max: number
}
interface AutocannonResult {
  duration: number
  requests: Histogram & { total: number }
  latency: Histogram
  errors: number
  timeouts: number
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}
interface RawRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}
interface AutocannonOptions {
  url: string
  connections: number
  amount: number
  timeout?: number
  requests: {
    setupRequest?: (request: RawRequest) => RawRequest
    onResponse?: (status: number, body: string) => void
  }[]
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

// ---------------------------------------------------------------------------
// The fake Resend, in a worker thread: autocannon keeps this thread's event loop
// busy, and a fake answering late would look like a Resend outage (timeouts).
// Like the real one, an Idempotency-Key already delivered is answered with the
// same id and not delivered again.

interface Delivered {
  to: string
  calls: number
}
interface ResendStats {
  calls: number
  malformed: number
  delivered: [string, Delivered][]
}

const fakeResendSource = `
const { createServer } = require('node:http')
const { parentPort, workerData } = require('node:worker_threads')
const stats = { calls: 0, malformed: 0, delivered: new Map() }
const server = createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    stats.calls++
    const key = req.headers['idempotency-key']
    let mail = {}
    try { mail = JSON.parse(body) } catch {}
    if (req.method !== 'POST' || req.url !== '/emails' || typeof key !== 'string' || !Array.isArray(mail.to)) {
      stats.malformed++
      res.writeHead(422, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ statusCode: 422, name: 'validation_error', message: 'bench' }))
      return
    }
    const seen = stats.delivered.get(key)
    if (seen) seen.calls++
    else stats.delivered.set(key, { to: String(mail.to[0]), calls: 1 })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ id: 'bench-' + key }))
  })
})
// Longer than workerd keeps an idle connection: otherwise a reused socket the
// server has just closed fails the call ("Network connection lost").
server.keepAliveTimeout = 120000
server.headersTimeout = 121000
server.listen(workerData.port, '127.0.0.1', () => parentPort.postMessage({ listening: true }))
parentPort.on('message', (m) => {
  if (m === 'stats') parentPort.postMessage({ calls: stats.calls, malformed: stats.malformed, delivered: [...stats.delivered] })
  if (m === 'close') server.close(() => process.exit(0))
})
`

function startFakeResend() {
  const thread = new Worker(fakeResendSource, { eval: true, workerData: { port: resendPort } })
  const stats = () =>
    new Promise<ResendStats>((resolve) => {
      const onMessage = (m: ResendStats | { listening: true }) => {
        if ('calls' in m) {
          thread.off('message', onMessage)
          resolve(m)
        }
      }
      thread.on('message', onMessage)
      thread.postMessage('stats')
    })
  const listening = new Promise<void>((resolve, reject) => {
    thread.once('message', () => resolve())
    thread.once('error', reject)
  })
  return { listening, stats, close: () => thread.postMessage('close') }
}
type FakeResend = ReturnType<typeof startFakeResend>

// ---------------------------------------------------------------------------
// wrangler

const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }
const wranglerBin = path.join(root, 'node_modules', '.bin', 'wrangler')

function wrangler(args: string[]): string {
  return execFileSync(wranglerBin, args, {
    cwd: root,
    env: wranglerEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
}

function query<T>(sql: string): T[] {
  const out = wrangler([
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    persist,
    '--json',
    '--command',
    sql,
  ])
  const parsed = JSON.parse(out) as { results: T[] }[]
  return parsed.flatMap((p) => p.results)
}

async function startWrangler(limits: 'off' | 'on', log: string): Promise<ChildProcess> {
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(port + 100),
    '--persist-to',
    persist,
    '--show-interactive-dev-session=false',
    '--var',
    'SITE_ORIGIN:http://localhost:8787',
    '--var',
    'RESEND_API_KEY:re_bench',
    '--var',
    `RESEND_BASE_URL:http://127.0.0.1:${resendPort}`,
    '--var',
    `OWNER_EMAIL:${ownerEmail}`,
    ...(limits === 'off' ? ['--var', 'RATE_LIMITS:off'] : []),
  ]
  const out = openSync(log, 'a')
  // Its own process group, so stopping it stops workerd too (and nothing else).
  const child = spawn(wranglerBin, args, {
    cwd: root,
    env: wranglerEnv,
    stdio: ['ignore', out, out],
    detached: true,
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited; see ${log}`)
    try {
      const res = await fetch(`${base}/v1/api/health`)
      if (res.ok) return child
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`wrangler dev did not start; see ${log}`)
}

async function stopWrangler(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------
// The bursts

const forms = [
  {
    templateId: templateIds.families,
    params: {
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@bench.test',
      date: '2027-03-05',
      location: 'En mi estudio',
      zone: 'Canning',
      message: '',
      know: 'Por referido/a',
    },
  },
  {
    templateId: templateIds.brands,
    params: {
      name: 'Bruno',
      lastName: 'Gómez',
      email: 'bruno@bench.test',
      brandName: 'Café Canning',
      socialMedia: '@cafecanning',
      project: '',
      location: 'A distancia',
      why: 'Renovamos la marca.',
      know: 'A través de las redes',
    },
  },
  {
    templateId: templateIds.product,
    params: {
      name: 'Carla',
      phone: '11 5555 5555',
      email: 'carla@bench.test',
      message: '',
      productId: 'libro',
    },
  },
] as const

interface BurstOutcome {
  result: AutocannonResult
  statuses: Map<number, number>
  references: string[]
}

async function enquiryBurst(label: string, ipFor: (n: number) => string): Promise<BurstOutcome> {
  let n = 0
  const statuses = new Map<number, number>()
  const references: string[] = []
  const result = await autocannon({
    url: base,
    ...burst,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const i = n++
          const form = forms[i % forms.length]!
          const text = `${label}: consulta ${i} — ñandú 📷`
          const params = {
            ...form.params,
            email: `visita${i % visitors}@bench.test`,
            ...('message' in form.params ? { message: text } : { project: text }),
          }
          return {
            ...request,
            method: 'POST',
            path: apiPaths.mailer,
            headers: { 'content-type': 'application/json', 'cf-connecting-ip': ipFor(i) },
            body: JSON.stringify({
              templateId: form.templateId,
              params,
              submissionId: randomUUID(),
            }),
          }
        },
        onResponse: (status, body) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          if (status === 200) {
            const reference = (JSON.parse(body) as { reference?: string }).reference
            if (reference) references.push(reference)
          }
        },
      },
    ],
  })
  return { result, statuses, references }
}

async function pageBurst(): Promise<BurstOutcome> {
  const routes = prerenderPaths()
  let n = 0
  const statuses = new Map<number, number>()
  const result = await autocannon({
    url: base,
    ...pages,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'GET',
          path: routes[n++ % routes.length]!,
        }),
        onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  })
  return { result, statuses, references: [] }
}

/** The local limiter counts in minutes of the wall clock: start a burst early in one. */
async function startOfAMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000
  if (intoMinute > 5_000) await sleep(60_000 - intoMinute + 200)
}

/** Waits (at most two minutes) until the fake holds `expected` distinct mails. */
async function untilDelivered(fake: FakeResend, expected: number): Promise<void> {
  const deadline = Date.now() + 120_000
  while ((await fake.stats()).delivered.length < expected && Date.now() < deadline) {
    await sleep(1_000)
  }
}

/** Messages D1 still holds as queued, from the health check (counts only). */
async function queuedInD1(): Promise<number> {
  const health = (await (await fetch(`${base}/v1/api/health`)).json()) as {
    mail: { queued: number } | null
  }
  return health.mail?.queued ?? Number.NaN
}

/** Waits (at most two minutes) until D1 has recorded every delivery attempt. */
async function untilRecorded(): Promise<void> {
  const deadline = Date.now() + 120_000
  while ((await queuedInD1()) > 0 && Date.now() < deadline) await sleep(1_000)
}

/**
 * Lets the after-response deliveries finish, then runs the cron until every mail is
 * delivered and recorded. The cron claims with the real time, so a mail whose first
 * attempt failed under load waits out its backoff or lease (a minute or two): the
 * loop waits too, for at most ten minutes. One run takes at most 50 messages, paced
 * under Resend's 5/s.
 */
async function drainMail(fake: FakeResend, expected: number): Promise<number> {
  await untilDelivered(fake, expected)
  const deadline = Date.now() + 600_000
  let runs = 0
  while (Date.now() < deadline) {
    if ((await fake.stats()).delivered.length >= expected && (await queuedInD1()) === 0) break
    // The local trigger answers once the scheduled handler has finished.
    await fetch(`${base}/cdn-cgi/local/scheduled`)
    runs++
    await sleep(5_000)
  }
  return runs
}

// ---------------------------------------------------------------------------
// Report

const fmt = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const statusList = (m: Map<number, number>) =>
  [...m.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${c} × ${s}`)
    .join(', ')

function row(label: string, o: BurstOutcome): string {
  const r = o.result
  const total = [...o.statuses.values()].reduce((a, b) => a + b, 0)
  return `| ${label} | ${fmt(total)} | ${statusList(o.statuses)} | ${fmt(r.errors + r.timeouts)} | ${fmt(total / r.duration, 0)} | ${fmt(r.latency.p50)} | ${fmt(r.latency.p99)} | ${fmt(r.latency.max)} |`
}

function versions(): string {
  const pkg = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string
      }
    ).version
  return [
    `Node ${process.version}`,
    `wrangler ${pkg('wrangler')}`,
    `miniflare ${pkg('miniflare')}`,
    `workerd ${pkg('workerd')}`,
    `autocannon ${pkg('autocannon')}`,
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`,
    // Shared machines skew every figure: say how busy this one was.
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min) at the end`,
  ].join(', ')
}

interface Check {
  what: string
  ok: boolean
  detail: string
}

function writeDoc(section: string) {
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  const doc = existsSync(docPath)
    ? readFileSync(docPath, 'utf8')
    : `# Reliability\n\n${start}\n${end}\n`
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${docPath} lacks the ${start} … ${end} markers`)
  writeFileSync(docPath, `${doc.slice(0, from + start.length)}\n\n${section}\n\n${doc.slice(to)}`)
  // The project's one formatter, so `npm run check` stays green after a run.
  execFileSync(path.join(root, 'node_modules', '.bin', 'prettier'), ['--write', docPath], {
    cwd: root,
    stdio: 'ignore',
  })
}

// ---------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
    console.log('building the site…')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  }
  rmSync(persist, { recursive: true, force: true })
  mkdirSync(persist, { recursive: true })
  const log = path.join(persist, 'wrangler.log')
  console.log(
    `fresh local D1 in ${path.relative(root, persist)}; wrangler output in ${path.relative(root, log)}`,
  )
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist])

  // Burst 1 alone reaches every visitor address: acknowledgements stop at the lower of the two.
  const expectedAcks = Math.min(visitors, ackCeiling)
  const fake = startFakeResend()
  await fake.listening
  let child: ChildProcess | undefined
  try {
    console.log('1/3 1,000 enquiries, limits off')
    child = await startWrangler('off', log)
    const open = await enquiryBurst('sin límite', () => '203.0.113.10')
    console.log(`   ${statusList(open.statuses)}`)
    // Let the after-response deliveries finish before this wrangler dev stops.
    await untilDelivered(fake, open.references.length + expectedAcks)
    await untilRecorded()
    await stopWrangler(child)

    console.log('2/3 1,000 enquiries, production limits, 20 client IPs')
    child = await startWrangler('on', log)
    await startOfAMinute()
    const limited = await enquiryBurst('con límite', (i) => `198.51.100.${(i % limitedIps) + 1}`)
    console.log(`   ${statusList(limited.statuses)}`)

    console.log('3/3 5,000 page requests')
    const site = await pageBurst()
    console.log(`   ${statusList(site.statuses)}`)

    const accepted = open.references.length + limited.references.length
    const cronRuns = await drainMail(fake, accepted + expectedAcks)
    const resend = await fake.stats()
    await stopWrangler(child)
    child = undefined

    // What D1 holds, read after wrangler dev stopped.
    const enquiries = query<{ reference: string; status: string }>(
      'SELECT reference, status FROM enquiries',
    )
    const messages = query<{ key: string; template: string; status: string; recipient: string }>(
      'SELECT idempotency_key AS key, template, status, recipient FROM outgoing_messages',
    )
    const skippedByCeiling =
      query<{ n: number | null }>(
        `SELECT SUM(count) AS n FROM daily_counters WHERE name = 'courtesy-skipped'`,
      )[0]?.n ?? 0
    const ownerPerEnquiry = query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM enquiries e WHERE (SELECT COUNT(*) FROM outgoing_messages m
         WHERE m.enquiry_id = e.id AND m.template = 'enquiry-owner') != 1`,
    )[0]?.n
    const stored = new Set(enquiries.map((e) => e.reference))
    const answered = [...open.references, ...limited.references]
    const delivered = new Map(resend.delivered)
    const ownerMessages = messages.filter((m) => m.template === 'enquiry-owner')
    const ownerDelivered = ownerMessages.filter((m) => delivered.get(m.key)?.to === ownerEmail)
    const toOwner = [...delivered.values()].filter((d) => d.to === ownerEmail).length
    const retried = [...delivered.values()].filter((d) => d.calls > 1).length
    const notSent = messages.filter((m) => m.status !== 'sent').length
    const acks = messages.filter((m) => m.template === 'enquiry-ack')
    const ackAddresses = new Set(acks.map((m) => m.recipient.toLowerCase()))
    const expectedLimited = limitedIps * 10

    const checks: Check[] = [
      {
        what: 'Limits off: every enquiry accepted',
        ok: open.statuses.get(200) === burst.amount,
        detail: statusList(open.statuses),
      },
      {
        what: `Limits on: ${limitedIps} IPs × 10 accepted, the rest 429`,
        ok:
          limited.statuses.get(200) === expectedLimited &&
          limited.statuses.get(429) === burst.amount - expectedLimited,
        detail: statusList(limited.statuses),
      },
      {
        what: 'Every page request answered 200',
        ok: site.statuses.get(200) === pages.amount,
        detail: statusList(site.statuses),
      },
      {
        what: 'D1 holds exactly one enquiry per accepted request',
        ok:
          enquiries.length === answered.length &&
          stored.size === enquiries.length &&
          answered.every((r) => stored.has(r)),
        detail: `${fmt(answered.length)} accepted, ${fmt(enquiries.length)} stored, ${fmt(stored.size)} distinct references`,
      },
      {
        what: 'Fake Resend got exactly one owner mail per enquiry',
        ok:
          ownerPerEnquiry === 0 &&
          ownerMessages.length === enquiries.length &&
          ownerDelivered.length === enquiries.length &&
          toOwner === enquiries.length,
        detail: `${fmt(enquiries.length)} enquiries, ${fmt(ownerMessages.length)} owner messages in D1, ${fmt(toOwner)} owner mails delivered`,
      },
      {
        what: 'Every mail delivered once, none left queued or failed',
        ok:
          messages.length === enquiries.length + acks.length &&
          delivered.size === messages.length &&
          messages.every((m) => delivered.has(m.key)) &&
          notSent === 0 &&
          resend.malformed === 0,
        detail: `${fmt(messages.length)} messages, ${fmt(delivered.size)} delivered; ${fmt(resend.calls)} calls (${fmt(retried)} keys called again after a lost answer, each delivered once); ${notSent} not sent`,
      },
      {
        what: `Courtesy limits: one acknowledgement per address, at most ${ackCeiling} a day`,
        ok:
          acks.length === expectedAcks &&
          ackAddresses.size === acks.length &&
          acks.every((m) => delivered.has(m.key)),
        detail: `${fmt(answered.length)} enquiries from ${visitors} addresses: ${fmt(acks.length)} acknowledgements to ${fmt(ackAddresses.size)} distinct addresses; ${fmt(skippedByCeiling)} skipped by the ceiling (counted for the owner's digest)`,
      },
    ]

    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
    const section = [
      `Run of \`npm run bench:load\` on ${date}. ${versions()}.`,
      '',
      `\`wrangler dev\` on 127.0.0.1 with a fresh local D1, mail to a fake Resend on 127.0.0.1 (like the real one, it delivers an Idempotency-Key once). The enquiries come from ${visitors} visitor addresses; each address gets one acknowledgement a day and the site at most ${ackCeiling} (the production limits), so the owner gets every enquiry and visitors ${fmt(expectedAcks)} acknowledgements. The cron ran ${cronRuns} time(s) at the end (\`/cdn-cgi/local/scheduled\`, every 5 s until every mail was delivered and recorded).`,
      '',
      '| Burst | Requests | Answers | Errors | Req/s | p50 ms | p99 ms | max ms |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
      row(`Enquiries, limits off (${burst.connections} connections)`, open),
      row(
        `Enquiries, production limits, ${limitedIps} IPs (${burst.connections} connections)`,
        limited,
      ),
      row(`Pages, ${prerenderPaths().length} routes (${pages.connections} connections)`, site),
      '',
      '| Check | Result | Observed |',
      '| --- | --- | --- |',
      ...checks.map((c) => `| ${c.what} | ${c.ok ? 'pass' : '**FAIL**'} | ${c.detail} |`),
    ].join('\n')
    writeDoc(section)
    console.log(section)
    if (!checks.every((c) => c.ok)) process.exitCode = 1
  } finally {
    if (child) await stopWrangler(child)
    fake.close()
  }
}

await main()
