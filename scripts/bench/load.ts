/**
 * `npm run bench:load` — the load bench (a script, not a test).
 *
 * Against `wrangler dev` on 127.0.0.1 with a fresh local D1, the production limits
 * and a fake Resend HTTP server (nothing leaves the machine):
 *   1. 1,000 enquiries at 50 connections with rate limits off (RATE_LIMITS=off)
 *      while the fake fails as a bad day would (down at first, then 500s, lost
 *      answers, 429 past 5 calls a second); the outbox cron runs until every mail
 *      is delivered (the last within 5 minutes of the outage's end), then the daily digest;
 *   2. the same burst with the rate limits on, from 20 client IPs
 *      (CF-Connecting-IP, which Cloudflare's edge sets) — the excess must be 429s;
 *   3. 5,000 page requests over every prerendered route.
 * It checks, from D1 and from what the fake delivered, that D1 holds exactly one
 * enquiry per accepted request and no more than the day's ceiling, that each
 * enquiry reached the owner exactly once (by mail up to her daily cap, past it in
 * the digest's file), that every mail was delivered once and nothing is left
 * queued, and that no mailbox got a second acknowledgement nor the site more than
 * the ceiling. The figures go into docs/RELIABILITY.md between the bench:load markers;
 * the exit code is 1 if any check failed.
 *
 * Ports: BENCH_PORT (wrangler dev, default 8789) and BENCH_RESEND_PORT (default 8799).
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { prerenderPaths } from '../../shared/site/catalog'
import { apiPaths, templateIds } from '../../shared/forms/api'
import { cronSchedules } from '../../shared/rules/schedules'
import {
  enquiryDailyLimit,
  heldForDigest,
  ownerMailDailyLimit as ownerMailLimit,
  visitorMailDailyLimit,
} from '../../worker/mail/dailyLimits'
import { stopWranglerDev } from '../dev/wrangler'
import { mailBench, ownerEmail, runOf, sleep, type Check } from './mail-bench'
import { wrapParagraph } from './server'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 8789)
const resendPort = Number(process.env.BENCH_RESEND_PORT ?? 8799)
const persist = path.join(root, '.wrangler', 'bench')
const bench = mailBench({ persist, port, resendPort, block: 'load' })
const query = bench.query
const base = `http://127.0.0.1:${port}`
const burst = { amount: 1000, connections: 50 }
/**
 * Before the faults: enquiries all at once, whose mails (two each, sent right after
 * each answer) reach the fake together, past its 5 calls a second.
 */
const together = { amount: 25, connections: 25 }
const pages = { amount: 5000, connections: 50 }
/** Client IPs of the limited burst: 50 requests each against a limit of 10 a minute. */
const limitedIps = 20
/** Visitor addresses the enquiries come from: more than the daily ceiling on acknowledgements. */
const visitors = 300
/** The production ceiling (worker/mail/dailyLimits.ts; VISITOR_MAIL_DAILY_LIMIT is not set here). */
const ackCeiling = visitorMailDailyLimit

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
// The fake Resend the e2e tests use, in a process of its own (autocannon keeps this
// one's event loop busy, and a fake answering late would look like a Resend outage),
// past 5 calls a second answering 429 as Resend would. From `fail()` on it also
// misbehaves as a bad day would: down for `downMs`, then 10% of calls a 500 and 5% of
// deliveries whose answer is lost (delivered, connection dropped).

const faults = { downMs: 45_000, errorRate: 0.1, lostRate: 0.05, perSecond: 5 }
/** Every mail delivered this soon after the outage ends: one cron period. */
const catchUpMs = 5 * 60_000

/** The fake Resend, healthy until `fail` turns on the bad day's faults. */
async function startFailingResend() {
  const fake = await bench.startFakeResend(faults.perSecond)
  return {
    ...fake,
    fail: () =>
      fetch(`${fake.url}/__faults`, {
        method: 'POST',
        body: JSON.stringify({
          downMs: faults.downMs,
          errorRate: faults.errorRate,
          lostRate: faults.lostRate,
        }),
      }),
  }
}
type FakeResend = Awaited<ReturnType<typeof startFailingResend>>

// ---------------------------------------------------------------------------
// wrangler

const startWrangler = (fake: FakeResend, limits: 'off' | 'on', log: string) =>
  bench.serve(fake.url, log, limits === 'off' ? { RATE_LIMITS: 'off' } : {})

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

async function enquiryBurst(
  label: string,
  ipFor: (n: number) => string,
  size: { amount: number; connections: number } = burst,
): Promise<BurstOutcome> {
  let n = 0
  const statuses = new Map<number, number>()
  const references: string[] = []
  const result = await autocannon({
    url: base,
    ...size,
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

/** Messages D1 still holds as queued, from the health check (counts only; cached ≤ 30 s). */
async function queuedInD1(): Promise<number> {
  const health = (await (await fetch(`${base}/v1/api/health`)).json()) as {
    mail: { queued: number } | null
  }
  return health.mail?.queued ?? Number.NaN
}

/** Runs a Cron Trigger the way Cloudflare would; the local trigger answers once it finished. */
const runCron = (cron = '*/5 * * * *') =>
  fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`)

/** How long the health check reuses one reading (worker/routes/health.ts), and a bit. */
const healthCacheMs = 31_000

/**
 * Runs the outbox cron every 5 s until the fake holds `expected` distinct mails
 * and D1 holds nothing queued, for at most twenty minutes: a mail whose attempt
 * failed waits out its backoff (30 s to 5 minutes, less once another is accepted) or
 * its lease. D1's count is trusted only from a reading taken after the last mail
 * arrived. Returns the runs.
 */
async function drainMail(fake: FakeResend, expected: number): Promise<number> {
  const deadline = Date.now() + 20 * 60_000
  let runs = 0
  while (Date.now() < deadline) {
    if ((await fake.stats()).delivered.length >= expected) {
      await sleep(healthCacheMs)
      if ((await queuedInD1()) === 0) break
    }
    await runCron()
    runs++
    await sleep(5_000)
  }
  return runs
}

/** The references in the digest's CSV (its first column, after the header). */
function digestReferences(file: string | undefined): string[] {
  if (!file) return []
  return file
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter((line) => line.startsWith('"'))
    .map((line) => line.slice(1, line.indexOf('"', 1)))
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

// ---------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
    console.log('building the site…')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  }
  const log = bench.freshD1()
  console.log(
    `fresh local D1 in ${path.relative(root, persist)}; wrangler output in ${path.relative(root, log)}`,
  )

  // The burst reaches every visitor address: acknowledgements stop at the lower of the two.
  const expectedAcks = Math.min(visitors, ackCeiling)
  const fake = await startFailingResend()
  let child: ChildProcess | undefined
  try {
    console.log(`1/3 ${together.amount} enquiries at once, then 1,000 with Resend failing`)
    child = await startWrangler(fake, 'off', log)
    const first = await enquiryBurst('a la vez', () => '203.0.113.9', together)
    console.log(`   ${statusList(first.statuses)}`)
    // Their mails went out right after each answer: give the last a moment to land.
    await sleep(2_000)
    const limitedAtOnce = (await fake.stats()).limited
    // Taken before the fake hears of it, so the drain is measured from no later than its end.
    const outageEnd = Date.now() + faults.downMs
    await fake.fail()
    const open = await enquiryBurst('sin límite', () => '203.0.113.10')
    const burstEnd = Date.now()
    console.log(`   ${statusList(open.statuses)}`)
    const accepted = first.references.length + open.references.length
    const individually = Math.min(accepted, ownerMailLimit)
    const cronRuns = await drainMail(fake, individually + expectedAcks)
    const drained = await fake.stats()
    const lastDelivery = Math.max(...drained.delivered.map(([, d]) => d.at))
    // The next morning's digest brings her the enquiries past the cap.
    await runCron(cronSchedules.enquiryDigest)
    const digestRuns = await drainMail(fake, individually + expectedAcks + 1)
    await stopWranglerDev(child)

    console.log('2/3 1,000 enquiries, production limits, 20 client IPs')
    child = await startWrangler(fake, 'on', log)
    await startOfAMinute()
    const limited = await enquiryBurst('con límite', (i) => `198.51.100.${(i % limitedIps) + 1}`)
    console.log(`   ${statusList(limited.statuses)}`)

    console.log('3/3 5,000 page requests')
    const site = await pageBurst()
    console.log(`   ${statusList(site.statuses)}`)
    const resend = await fake.stats()
    await stopWranglerDev(child)
    child = undefined

    // What D1 holds, read after wrangler dev stopped.
    const enquiries = query<{ reference: string }>('SELECT reference FROM enquiries')
    const messages = query<{
      key: string
      template: string
      status: string
      recipient: string
      mailbox: string | null
      reference: string | null
      last_error: string | null
    }>(
      `SELECT m.idempotency_key AS key, m.template, m.status, m.recipient, m.mailbox, e.reference, m.last_error
       FROM outgoing_messages m LEFT JOIN enquiries e ON e.id = m.enquiry_id`,
    )
    const counter = (name: string) =>
      query<{ n: number | null }>(
        `SELECT SUM(count) AS n FROM daily_counters WHERE name = '${name}'`,
      )[0]?.n ?? 0
    const ownerPerEnquiry = query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM enquiries e WHERE (SELECT COUNT(*) FROM outgoing_messages m
         WHERE m.enquiry_id = e.id AND m.template = 'enquiry-owner') != 1`,
    )[0]?.n
    const stored = new Set(enquiries.map((e) => e.reference))
    const answered = [...first.references, ...open.references, ...limited.references]
    const delivered = new Map(resend.delivered)
    const ownerMessages = messages.filter((m) => m.template === 'enquiry-owner')
    const mailedRefs = ownerMessages
      .filter((m) => m.status === 'sent' && delivered.get(m.key)?.to === ownerEmail)
      .map((m) => m.reference)
    const held = ownerMessages.filter(
      (m) => m.status === 'failed' && m.last_error === heldForDigest,
    )
    const digest = messages.find((m) => m.template === 'enquiry-digest')
    const inDigest = digestReferences(digest && delivered.get(digest.key)?.file)
    const reached = [...mailedRefs, ...inDigest]
    const retried = [...delivered.values()].filter((d) => d.calls > 1).length
    const sent = messages.filter((m) => m.status === 'sent')
    const unsent = messages.filter((m) => m.status !== 'sent' && m.last_error !== heldForDigest)
    const acks = messages.filter((m) => m.template === 'enquiry-ack')
    const ackMailboxes = new Set(acks.map((m) => m.mailbox))
    const ceiling = enquiryDailyLimit
    const expectedLimited = limitedIps * 10

    const checks: Check[] = [
      {
        what: `Rate limits off: the day's first ${ceiling} enquiries accepted, the rest 503`,
        ok:
          first.statuses.get(200) === together.amount &&
          accepted === ceiling &&
          open.statuses.get(503) === burst.amount - (ceiling - together.amount),
        detail: `${statusList(first.statuses)}, then ${statusList(open.statuses)}; ${fmt(counter('enquiry-ceiling'))} counted for the digest`,
      },
      {
        what: `Production limits: ${limitedIps} IPs × 10 past the limiter (503: the day is full), the rest 429`,
        ok:
          limited.statuses.get(503) === expectedLimited &&
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
        what: `Her inbox: every enquiry reached her once — ${ownerMailLimit} by mail, the rest in the digest's file`,
        ok:
          ownerPerEnquiry === 0 &&
          mailedRefs.length === individually &&
          held.length === enquiries.length - individually &&
          reached.length === enquiries.length &&
          new Set(reached).size === reached.length &&
          reached.every((r) => r !== null && stored.has(r)),
        detail: `${fmt(enquiries.length)} enquiries: ${fmt(mailedRefs.length)} owner mails delivered, ${fmt(held.length)} held, ${fmt(inDigest.length)} in the digest's CSV (${digest?.status ?? 'no digest'})`,
      },
      {
        what: 'Every mail delivered once, none left queued or failed',
        ok:
          unsent.length === 0 &&
          sent.length === delivered.size &&
          sent.every((m) => delivered.has(m.key)) &&
          resend.malformed === 0,
        detail: `${fmt(sent.length)} sent, ${fmt(delivered.size)} delivered by the fake; ${fmt(resend.calls)} calls (${fmt(retried)} keys called again after a lost answer or a retry, each delivered once); ${unsent.length} neither sent nor held`,
      },
      {
        what: `Caught up: every mail delivered within ${catchUpMs / 60_000} minutes of the outage's end`,
        ok: lastDelivery - outageEnd <= catchUpMs,
        detail: `the last ${fmt((lastDelivery - outageEnd) / 1000)} s after it (${fmt((lastDelivery - burstEnd) / 1000)} s after the burst)`,
      },
      {
        what: 'The faults happened, and every 429 was retried',
        ok: resend.down > 0 && resend.errors > 0 && resend.lost > 0 && resend.limited > 0,
        detail: `${fmt(resend.limited)} × 429 past ${faults.perSecond}/s (${fmt(limitedAtOnce)} of them while the first ${together.amount} enquiries mailed at once, unpaced; the rest from the paced cron); ${fmt(resend.down)} calls dropped while down, ${fmt(resend.errors)} × 500, ${fmt(resend.lost)} answers lost after delivering`,
      },
      {
        what: `Courtesy limits: one acknowledgement per mailbox, at most ${ackCeiling} a day`,
        ok:
          acks.length === expectedAcks &&
          ackMailboxes.size === acks.length &&
          acks.every((m) => delivered.has(m.key)),
        detail: `${fmt(accepted)} enquiries from ${visitors} addresses: ${fmt(acks.length)} acknowledgements to ${fmt(ackMailboxes.size)} mailboxes; ${fmt(counter('courtesy-skipped'))} skipped by the ceiling (counted for the owner's digest)`,
      },
    ]

    const secs = (ms: number) => fmt(ms / 1000)
    bench.report(
      [
        runOf('`npm run bench:load`', ['wrangler', 'miniflare', 'workerd', 'autocannon']),
        '',
        wrapParagraph(
          `\`wrangler dev\` on 127.0.0.1 with a fresh local D1 and the production limits (${ceiling} enquiries a day, ${ownerMailLimit} enquiry mails a day to her, one acknowledgement per mailbox and ${ackCeiling} a day), mail to a fake Resend on 127.0.0.1 that delivers an Idempotency-Key once and answers 429 past ${faults.perSecond} calls a second. First ${together.amount} enquiries arrived at once with the fake healthy: their mails, sent right after each answer, reached it together. Then, for the burst of 1,000, it failed as a bad day would: down (connections dropped) for the first ${secs(faults.downMs)} s, then ${faults.errorRate * 100}% of calls a 500 and ${faults.lostRate * 100}% of answers lost after delivering. The enquiries come from ${visitors} visitor addresses. After the burst the outbox cron ran every 5 s until every mail was delivered and recorded (${cronRuns} runs): **the last mail was delivered ${secs(lastDelivery - outageEnd)} s after the outage ended**, ${secs(lastDelivery - burstEnd)} s after the burst (deliveries right after each request go unpaced; the cron paces itself at \`RESEND_RATE\`, default ${faults.perSecond} a second, a 429 for the rate limit waits its Retry-After, up to twice it, and a failure a backoff of at most 5 minutes; once Resend accepts a mail, those waiting on a failure go on the next run). Then the daily digest cron, and the outbox until it was delivered (${digestRuns} runs).`,
        ),
        '',
        '| Burst | Requests | Answers | Errors | Req/s | p50 ms | p99 ms | max ms |',
        '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
        row(`Enquiries at once, rate limits off (${together.connections} connections)`, first),
        row(`Enquiries, rate limits off, Resend failing (${burst.connections} connections)`, open),
        row(
          `Enquiries, production limits, ${limitedIps} IPs (${burst.connections} connections)`,
          limited,
        ),
        row(`Pages, ${prerenderPaths().length} routes (${pages.connections} connections)`, site),
      ],
      checks,
    )
  } finally {
    if (child) await stopWranglerDev(child)
    fake.close()
  }
}

await main()
