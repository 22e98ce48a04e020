/**
 * `npm run bench:newsletter` — a journal entry mailed to 500 subscribers while 50
 * enquiries arrive (a script, not a test).
 *
 * The site is built in a copy of this checkout with "Enviar por mail a mis suscriptores" on
 * for one entry (as a save from the editor and the deploy would), and served by
 * `wrangler dev` on 127.0.0.1 with a fresh local D1 holding 500 confirmed subscribers, mail
 * going to the fake Resend of the e2e tests, 429 past 5 calls a second as Resend answers.
 * The outbox cron mails her the preview; she confirms (the POST of her link); the cron
 * then runs every 5 s while 50 enquiries arrive, one a second, from 50 addresses. It
 * checks, from D1 and from what the fake delivered, that every enquiry's mails (hers and
 * the acknowledgement) went out ahead of the copies waiting with them, that every
 * subscriber got one copy and nobody two, and that nothing is left queued. The figures go
 * into docs/RELIABILITY.md between the bench:newsletter markers; exit code 1 if a check failed.
 *
 * JOURNAL_MAIL_DAILY_LIMIT is raised to 1,000 for the run, so the 500 copies go in one
 * allowance day instead of 9 at the default 60 (the local clock cannot be moved ahead;
 * the daily allowance has its own Worker tests).
 *
 * Ports: BENCH_PORT (wrangler dev, default 8789) and BENCH_RESEND_PORT (default 8799); on a
 * shared machine pick free ones, or another run's requests reach this Worker.
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { apiPaths } from '../../shared/forms/api'
import {
  journalMailManifestPath,
  type JournalMailManifest,
} from '../../shared/content/journal-mail'
import { cronSchedules } from '../../shared/rules/schedules'
import { buildCopyWith } from '../../tests/build/build-copy'
import { stopWranglerDev } from '../dev/wrangler'
import { familiesEnquiry, mailBench, runOf, sleep, type Check } from './mail-bench'
import { wrapParagraph } from './server'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 8789)
const resendPort = Number(process.env.BENCH_RESEND_PORT ?? 8799)
const persist = path.join(root, '.wrangler', 'bench-newsletter')
const base = `http://127.0.0.1:${port}`
const subscribers = 500
const enquiries = 50
/** Resend's default rate, which the fake enforces with 429s. */
const perSecond = 5
const dailyLimit = 1000
/** Messages one cron batch claims (worker/mail/outbox.ts `delivery.batchSize`, not importable here). */
const batchSize = 50
const entryFile = 'content/diario/la-primera-semana-de-olivia.json'

const bench = mailBench({ persist, port, resendPort, block: 'newsletter' })
const query = bench.query

/** Runs the outbox Cron Trigger as Cloudflare would; the local trigger answers once done. */
const runCron = () =>
  fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cronSchedules.outbox)}`)

/** Messages D1 still holds as queued, from the health check (counts only). */
async function queuedInD1(): Promise<number> {
  const health = (await (await fetch(`${base}/v1/api/health`)).json()) as {
    mail: { queued: number } | null
  }
  return health.mail?.queued ?? Number.NaN
}

/** An enquiry from the families form, from visitor `i`; resolves when the Worker answered. */
async function enquiry(i: number): Promise<{ at: number; status: number; reference?: string }> {
  const res = await fetch(`${base}${apiPaths.mailer}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7' },
    body: JSON.stringify(familiesEnquiry(i, `Consulta ${i} mientras sale el diario`)),
  })
  const body = (await res.json()) as { reference?: string }
  return {
    at: Date.now(),
    status: res.status,
    ...(body.reference && { reference: body.reference }),
  }
}

const fmt = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const secs = (ms: number) => fmt(ms / 1000, 1)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

async function main() {
  // The entry with its switch on, built as the deploy would build her save.
  const source = JSON.parse(readFileSync(path.join(root, entryFile), 'utf8')) as object
  console.log('building the site with one entry to mail…')
  const built = await buildCopyWith({
    [entryFile]: `${JSON.stringify({ ...source, newsletter: true }, null, 2)}\n`,
  })
  if (built.status !== 0) throw new Error(`build failed:\n${built.output}`)
  const manifest = JSON.parse(
    readFileSync(path.join(built.dist, journalMailManifestPath.slice(1)), 'utf8'),
  ) as JournalMailManifest
  const entry = manifest.entries[0]
  if (!entry) throw new Error('the build listed no entry to mail')

  const log = bench.freshD1()
  const now = Date.now()
  query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${subscribers})
     INSERT INTO subscribers (name, email, status, created_at, updated_at, confirmed_at)
     SELECT 'Lector ' || i, 'lector' || i || '@bench.test', 'confirmed', ${now - 86_400_000},
       ${now - 86_400_000}, ${now - 86_400_000} FROM n`,
  )

  const fake = await bench.startFakeResend(perSecond)
  let child: ChildProcess | undefined
  try {
    child = await bench.serve(
      fake.url,
      log,
      { RATE_LIMITS: 'off', JOURNAL_MAIL_DAILY_LIMIT: String(dailyLimit) },
      built.dir,
    )
    console.log(`1/3 her preview, and her confirmation (${subscribers} subscribers)`)
    await runCron()
    const preview = (await fake.received()).find((m) =>
      m.idempotencyKey?.startsWith(`journal-preview:${entry.id}:`),
    )
    const link = String(preview?.body.text ?? '').match(/\/v1\/api\/diario\/envio\?token=\S+/)?.[0]
    if (!link) throw new Error('no preview with a confirm link reached the fake')
    const confirmStart = Date.now()
    const confirmed = await fetch(`${base}${link}`, { method: 'POST' })
    const confirmMs = Date.now() - confirmStart
    if (!confirmed.ok) throw new Error(`her confirmation answered ${confirmed.status}`)

    console.log(`2/3 the cron every 5 s; ${enquiries} enquiries, one a second, from 10 s on`)
    const started = Date.now()
    let cronRuns = 0
    const expected = 1 + subscribers + 2 * enquiries
    const cron = (async () => {
      while (Date.now() - started < 20 * 60_000) {
        await runCron()
        cronRuns++
        // Done once the fake holds every mail and D1 holds nothing queued (a reading taken
        // after the last delivery: the health check reuses one for 30 s).
        if ((await fake.stats()).delivered.length >= expected) {
          await sleep(31_000)
          if ((await queuedInD1()) === 0) break
        }
        await sleep(5_000)
      }
    })()
    await sleep(10_000)
    const answers: Awaited<ReturnType<typeof enquiry>>[] = []
    const arrivals: Promise<void>[] = []
    for (let i = 0; i < enquiries; i++) {
      arrivals.push(enquiry(i).then((a) => void answers.push(a)))
      await sleep(1_000)
    }
    await Promise.all(arrivals)
    await cron
    // A last run marks the mailing done once nothing of it is queued.
    await runCron()
    const resend = await fake.stats()
    await stopWranglerDev(child)
    child = undefined

    console.log('3/3 what D1 holds and what the fake delivered')
    const messages = query<{
      key: string
      template: string
      status: string
      recipient: string
      subscriber_id: number | null
      created_at: number
      attempts: number
    }>(
      `SELECT idempotency_key AS key, template, status, recipient, subscriber_id, created_at, attempts
       FROM outgoing_messages`,
    )
    const mailing = query<{ status: string }>('SELECT status FROM journal_mailings')[0]
    const delivered = new Map(resend.delivered)
    const copies = messages.filter((m) => m.template === 'journal-entry')
    const enquiryMail = messages.filter((m) => m.template.startsWith('enquiry-'))
    const copyTimes = copies
      .map((m) => delivered.get(m.key)?.at ?? Number.NaN)
      .sort((a, b) => a - b)
    const firstCopy = copyTimes[0] ?? Number.NaN
    const lastCopy = copyTimes.at(-1) ?? Number.NaN
    // How long each enquiry mail took, and how many copies went out while it waited.
    const waits = enquiryMail.map((m) => {
      const at = delivered.get(m.key)?.at ?? Number.NaN
      return {
        ms: at - m.created_at,
        copiesAhead: copyTimes.filter((t) => t > m.created_at && t < at).length,
        retried: m.attempts > 1,
      }
    })
    const copyRecipients = copies.map((m) => delivered.get(m.key)?.to)
    const perAddress = new Map<string, number>()
    for (const to of copyRecipients) if (to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1)
    const retriedCopies = copies.filter((m) => (delivered.get(m.key)?.calls ?? 0) > 1).length
    const unsent = messages.filter((m) => m.status !== 'sent')
    const accepted = answers.filter((a) => a.status === 200 && a.reference)
    const batchAhead = 2 * batchSize

    const checks: Check[] = [
      {
        what: `Every enquiry accepted, each with her mail and the acknowledgement`,
        ok:
          accepted.length === enquiries &&
          enquiryMail.filter((m) => m.template === 'enquiry-owner').length === enquiries &&
          enquiryMail.filter((m) => m.template === 'enquiry-ack').length === enquiries,
        detail: `${accepted.length} × 200; ${enquiryMail.length} enquiry mails in D1`,
      },
      {
        what: `Enquiry mails first: none waited behind more than the batches in flight (${batchAhead} copies)`,
        ok:
          waits.every((w) => w.copiesAhead <= batchAhead) &&
          enquiryMail.every((m) => (delivered.get(m.key)?.at ?? Infinity) < lastCopy),
        detail: `${enquiryMail.length} delivered ${secs(median(waits.map((w) => w.ms)))} s after the enquiry (median), at most ${secs(Math.max(...waits.map((w) => w.ms)))} s; ${waits.filter((w) => w.retried).length} retried after a 429; copies sent while one waited: at most ${Math.max(...waits.map((w) => w.copiesAhead))}`,
      },
      {
        what: `Every subscriber got one copy, nobody two`,
        ok:
          copies.length === subscribers &&
          new Set(copies.map((m) => m.subscriber_id)).size === subscribers &&
          perAddress.size === subscribers &&
          [...perAddress.values()].every((n) => n === 1),
        detail: `${copies.length} copies for ${new Set(copies.map((m) => m.subscriber_id)).size} subscribers, delivered to ${perAddress.size} addresses; ${retriedCopies} keys called again after reaching the fake, each delivered once`,
      },
      {
        what: 'Every mail delivered once, none left queued or failed; the mailing done',
        ok:
          unsent.length === 0 &&
          messages.every((m) => delivered.has(m.key)) &&
          delivered.size === messages.length &&
          resend.malformed === 0 &&
          mailing?.status === 'done',
        detail: `${messages.length} in D1, ${delivered.size} delivered by the fake in ${fmt(resend.calls)} calls (${fmt(resend.limited)} × 429 past ${perSecond}/s); mailing ${mailing?.status ?? 'missing'}`,
      },
    ]

    bench.report(
      [
        runOf('`npm run bench:newsletter`', ['wrangler', 'workerd']),
        '',
        wrapParagraph(
          `A build with "Enviar por mail a mis suscriptores" on for one entry, served by \`wrangler dev\` on 127.0.0.1 with a fresh local D1 holding ${subscribers} confirmed subscribers and \`JOURNAL_MAIL_DAILY_LIMIT=${dailyLimit}\` (raised so the ${subscribers} copies go in one day, not ${Math.ceil(subscribers / 60)} at the default 60; the local clock cannot move to the next day, and the allowance has its own Worker tests). Mail goes to a fake Resend on 127.0.0.1 answering 429 past ${perSecond} calls a second. The cron mailed her the preview; her confirmation wrote the ${subscribers} copies in ${secs(confirmMs)} s. Then the cron ran every 5 s (${cronRuns} runs) and, from 10 s on, ${enquiries} enquiries arrived one a second from ${enquiries} addresses, each mailed to her and acknowledged right after its answer (429s go back to the outbox, ahead of the copies). The copies went out from ${secs(firstCopy - started)} s to ${secs(lastCopy - started)} s after the first run.`,
        ),
      ],
      checks,
    )
  } finally {
    if (child) await stopWranglerDev(child)
    fake.close()
    await built.remove()
  }
}

await main()
