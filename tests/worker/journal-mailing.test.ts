/**
 * A journal entry mailed to her subscribers: her preview first, nothing before she
 * confirms, each confirmed subscriber once, whatever Resend does.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { apiPaths } from '../../shared/forms/api'
import type { JournalMailEntry } from '../../shared/content/journal-mail'
import { manifestSource } from '../../worker/journal/manifest'
import { journalMail } from '../../worker/journal/limits'
import { journalMailText } from '../../worker/text'
import { call, envWith } from './http'
import { at, runCron, withoutPacing } from './clock'
import { clearTables, rows } from './db'
import { fakeResend, ok, type ResendCall, status } from './resend'

const owner = 'duena@example.com'
/** Noon in Buenos Aires, a weekday: inside a day's allowance. */
const noon = Date.parse('2026-12-02T15:00:00Z')
const day = 24 * 60 * 60 * 1000

const entry = (over: Partial<JournalMailEntry> = {}): JournalMailEntry => ({
  id: '0b7c4a5e-6f7a-4c1b-9d2e-3f4a5b6c7d8e',
  slug: 'la-primera-semana-de-olivia',
  url: 'http://localhost:8787/diario/la-primera-semana-de-olivia',
  title: 'La primera semana de Olivia',
  summary: 'Una sesión de recién nacida en casa.',
  date: '2026-10-14',
  cover: {
    src: 'http://localhost:8787/images/diario-muestra-olivia-portada-1280.abc.jpg',
    width: 1280,
    height: 853,
    alt: 'Olivia duerme envuelta en una manta',
  },
  lead: [
    'Cuando Carla me escribió, Olivia todavía no había nacido.',
    'Una sesión lleva su tiempo.',
  ],
  ...over,
})

let listed: JournalMailEntry[] = []
const read = manifestSource.read
beforeEach(async () => {
  await clearTables()
  listed = []
  manifestSource.read = async () => ({ version: 1, entries: listed })
})
afterEach(() => {
  manifestSource.read = read
})

async function subscribers(n: number, statusOf = (_i: number) => 'confirmed') {
  const statements = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      `INSERT INTO subscribers (name, email, status, created_at, updated_at, confirmed_at)
       VALUES (?1, ?2, ?3, ?4, ?4, ?4)`,
    ).bind(`Persona ${i}`, `persona${i}@example.com`, statusOf(i), noon - day),
  )
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50))
}

const previews = (calls: ResendCall[]) => calls.filter((c) => c.body.to[0] === owner)
const copies = (calls: ResendCall[]) =>
  calls.filter((c) => c.idempotencyKey?.startsWith('journal:'))
/** The confirm link in her latest preview. */
const linkIn = (call: ResendCall | undefined) => {
  const match = call?.body.text.match(/https?:\/\/\S+\/v1\/api\/diario\/envio\?token=\S+/)
  if (!match) throw new Error('no confirm link in the preview')
  return new URL(match[0])
}
const open = (link: URL, bindings?: Env) => call(`${link.pathname}${link.search}`, {}, bindings)
const confirm = (link: URL) => call(`${link.pathname}${link.search}`, { method: 'POST' })
const delivered = (calls: ResendCall[]) => new Set(copies(calls).map((c) => c.idempotencyKey))

/**
 * `n` subscribers (confirmed unless `statusOf` says otherwise) and the entry published at
 * noon; returns the confirm link of the preview she got.
 */
async function previewAtNoon(calls: ResendCall[], n: number, statusOf?: (i: number) => string) {
  await subscribers(n, statusOf)
  listed = [entry()]
  await runCron(noon)
  return linkIn(previews(calls)[0])
}

/** As previewAtNoon, and her preview confirmed a minute later: returns the answer she got. */
async function confirmedMailing(calls: ResendCall[], n: number, statusOf?: (i: number) => string) {
  const link = await previewAtNoon(calls, n, statusOf)
  return at(noon + 60_000, () => confirm(link))
}

describe('journal entry by mail', () => {
  it('should mail only her a preview with the count and the button, and nothing to subscribers', async () => {
    const { calls } = fakeResend()
    await subscribers(3)
    listed = [entry()]
    await runCron(noon)
    expect(calls.map((c) => c.body.to[0])).toEqual([owner])
    const [preview] = calls
    expect(preview?.body.html).toContain(journalMailText.sendLabel(3))
    expect(preview?.body.html).toContain('La primera semana de Olivia')
    expect(preview?.body.html).toContain('utm_source=newsletter')
    // Another run, another deploy of the same entry: no second preview.
    await runCron(noon + 5 * 60_000)
    expect(calls).toHaveLength(1)
    // Her GET (or a scanner's) sends nothing.
    const page = await at(noon + 10 * 60_000, () => open(linkIn(preview)))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(journalMailText.sendLabel(3))
    await runCron(noon + 15 * 60_000)
    expect(copies(calls)).toHaveLength(0)
  })

  it('should send each confirmed subscriber one copy after she confirms, never pending or unsubscribed ones', async () => {
    onTestFinished(withoutPacing())
    const { calls } = fakeResend()
    const res = await confirmedMailing(calls, 6, (i) =>
      i === 4 ? 'pending' : i === 5 ? 'unsubscribed' : 'confirmed',
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(journalMailText.sendingTitle)
    await runCron(noon + 5 * 60_000)
    await runCron(noon + 10 * 60_000)
    const sent = copies(calls)
    expect(sent.map((c) => c.body.to[0]).sort()).toEqual(
      [0, 1, 2, 3].map((i) => `persona${i}@example.com`),
    )
    for (const copy of sent) {
      expect(copy.body.subject).toBe('La primera semana de Olivia')
      expect(copy.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(copy.body.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:8787\/v1\/api\/subscribers\/unsubscribe\?token=/,
      )
      expect(copy.body.text).toContain(
        'Seguir leyendo: http://localhost:8787/diario/la-primera-semana-de-olivia?utm_source=newsletter',
      )
      expect(copy.body.html).toContain('width="600"')
      expect(copy.body.html).toContain('alt="Olivia duerme envuelta en una manta"')
    }
    // Republished, edited: never sent again.
    listed = [entry({ title: 'La primera semana de Olivia (editada)' })]
    await runCron(noon + day)
    expect(copies(calls)).toHaveLength(4)
    expect(previews(calls)).toHaveLength(1)
    const [mailing] = await rows<{ status: string }>('SELECT status FROM journal_mailings')
    expect(mailing?.status).toBe('done')
  })

  it('should refuse the link used twice, expired or forged', async () => {
    const { calls } = fakeResend()
    const link = await previewAtNoon(calls, 2)
    // Forged: another signature, or a made-up token.
    const forged = new URL(link)
    const token = forged.searchParams.get('token') ?? ''
    forged.searchParams.set('token', `${token.slice(0, -4)}0000`)
    expect((await at(noon, () => confirm(forged))).status).toBe(400)
    expect(
      (await at(noon, () => call(`${apiPaths.journalMailing}?token=abc`, { method: 'POST' })))
        .status,
    ).toBe(400)
    // Expired: eight days later.
    expect((await at(noon + 8 * day, () => confirm(link))).status).toBe(400)
    expect((await at(noon + 8 * day, () => open(link))).status).toBe(400)
    // Used once, then again: the second sends nothing more.
    expect((await at(noon + 60_000, () => confirm(link))).status).toBe(200)
    const again = await at(noon + 2 * 60_000, () => confirm(link))
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(journalMailText.alreadyUsed)
    const keys = await rows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM outgoing_messages WHERE template = 'journal-entry'`,
    )
    expect(keys[0]?.n).toBe(2)
  })

  it('should cancel when the switch goes off before she confirms, and her old link then sends nothing', async () => {
    const { calls } = fakeResend()
    const link = await previewAtNoon(calls, 2)
    listed = []
    await runCron(noon + 5 * 60_000)
    const [mailing] = await rows<{ status: string }>('SELECT status FROM journal_mailings')
    expect(mailing?.status).toBe('cancelled')
    expect((await at(noon + 6 * 60_000, () => confirm(link))).status).toBe(400)
    await runCron(noon + 10 * 60_000)
    expect(copies(calls)).toHaveLength(0)
    // Switched on again: a new preview, with a link of its own.
    listed = [entry()]
    await runCron(noon + 15 * 60_000)
    expect(previews(calls)).toHaveLength(2)
  })

  it('should treat a renamed file with the same id as the same entry, and a later entry as a new one', async () => {
    onTestFinished(withoutPacing())
    const { calls } = fakeResend()
    await confirmedMailing(calls, 2)
    await runCron(noon + 5 * 60_000)
    listed = [entry({ slug: 'olivia', url: 'http://localhost:8787/diario/olivia' })]
    await runCron(noon + 10 * 60_000)
    expect(previews(calls)).toHaveLength(1)
    listed.push(entry({ id: '1b7c4a5e-6f7a-4c1b-9d2e-3f4a5b6c7d8e', slug: 'otra', title: 'Otra' }))
    await runCron(noon + 15 * 60_000)
    expect(previews(calls)).toHaveLength(2)
    expect(previews(calls)[1]?.body.subject).toContain('Otra')
  })

  it('should send each copy exactly once through 5xx, lost answers and 429s', async () => {
    onTestFinished(withoutPacing())
    const seen = new Map<string, number>()
    let n = 0
    const lost: Parameters<typeof fakeResend>[0] = (c) => {
      n++
      const key = c.idempotencyKey ?? ''
      const first = !seen.has(key)
      seen.set(key, (seen.get(key) ?? 0) + 1)
      if (!key.startsWith('journal:')) return ok(c, null)
      // Each kind of fault once per copy, in turn, then Resend answers (the same id for a key it has).
      if (first && n % 3 === 0) return status(500)(c, null)
      if (first && n % 3 === 1)
        return status(429, 'rate_limit_exceeded', { 'Retry-After': '1' })(c, null)
      if (first) throw new TypeError('Network connection lost')
      return ok(c, null)
    }
    const { calls } = fakeResend(lost)
    await confirmedMailing(calls, 12)
    for (let i = 1; i <= 12; i++) await runCron(noon + i * 6 * 60_000)
    const accepted = new Set(copies(calls).map((c) => c.idempotencyKey))
    expect(accepted.size).toBe(12)
    const sent = await rows<{ status: string; n: number }>(
      `SELECT status, COUNT(*) AS n FROM outgoing_messages WHERE template = 'journal-entry' GROUP BY status`,
    )
    expect(sent).toEqual([{ status: 'sent', n: 12 }])
    // Every key reached Resend more than once, but each recipient has one key.
    const recipients = copies(calls).map((c) => `${c.idempotencyKey}>${c.body.to[0]}`)
    expect(new Set(recipients).size).toBe(12)
  })

  it('should skip a subscriber who left with the one-click POST before their copy went', async () => {
    const { calls } = fakeResend()
    await confirmedMailing(calls, 2)
    const [row] = await rows<{ html: string }>(
      `SELECT html FROM outgoing_messages WHERE recipient = 'persona1@example.com'`,
    )
    const unsubscribe = row?.html.match(
      /\/v1\/api\/subscribers\/unsubscribe\?token=[A-Za-z0-9_-]+/,
    )?.[0]
    expect(unsubscribe).toBeDefined()
    const res = await call(unsubscribe ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    await runCron(noon + 5 * 60_000)
    expect(copies(calls).map((c) => c.body.to[0])).toEqual(['persona0@example.com'])
  })

  it('should keep enquiries first and spread copies over days within the daily allowance', async () => {
    onTestFinished(withoutPacing())
    const { calls } = fakeResend()
    const limited = envWith({ JOURNAL_MAIL_DAILY_LIMIT: '5' })
    await subscribers(12)
    listed = [entry()]
    await runCron(noon, undefined, limited)
    const preview = previews(calls)[0]
    expect(preview?.body.text).toContain(journalMailText.pace(5, 3))
    await at(noon + 60_000, () => confirm(linkIn(preview)))
    // An enquiry's mail queued after the copies, due with them: it goes first.
    await env.DB.prepare(
      `INSERT INTO outgoing_messages (template, recipient, subject, html, body_text, status,
         idempotency_key, next_attempt_at, created_at, updated_at)
       VALUES ('enquiry-owner', ?1, 'Consulta', '<p>x</p>', 'x', 'queued', 'enquiry-test', ?2, ?2, ?2)`,
    )
      .bind(owner, noon + 2 * 60_000)
      .run()
    await runCron(noon + 5 * 60_000, undefined, limited)
    const order = calls.slice(1).map((c) => c.idempotencyKey)
    expect(order[0]).toBe('enquiry-test')
    await runCron(noon + 10 * 60_000, undefined, limited)
    expect(delivered(calls).size).toBe(5)
    const page = await at(noon + 11 * 60_000, () => open(linkIn(preview), limited))
    expect(await page.text()).toContain(journalMailText.tomorrow)
    // Before 09:00 the next day, still today's allowance; from 09:00 five more.
    await runCron(noon + day - 4 * 60 * 60_000, undefined, limited)
    expect(delivered(calls).size).toBe(5)
    await runCron(noon + day, undefined, limited)
    expect(delivered(calls).size).toBe(10)
    await runCron(noon + 2 * day, undefined, limited)
    expect(delivered(calls).size).toBe(12)
    expect(journalMail.dailyLimit).toBeLessThan(100)
  })

  it('should hold the copies while another mail waits out a 429, and send that mail first', async () => {
    onTestFinished(withoutPacing())
    const { calls } = fakeResend()
    await confirmedMailing(calls, 3)
    // An acknowledgement Resend refused with a 429 (the rate limit the copies share).
    await env.DB.prepare(
      `INSERT INTO outgoing_messages (template, recipient, subject, html, body_text, status,
         idempotency_key, attempts, last_error, next_attempt_at, created_at, updated_at)
       VALUES ('enquiry-ack', 'visita@example.com', 'Gracias', '<p>x</p>', 'x', 'queued',
         'enquiry-429', 1, '429 rate_limit_exceeded: fake', ?1, ?2, ?2)`,
    )
      .bind(noon + 4 * 60_000, noon + 2 * 60_000)
      .run()
    await runCron(noon + 3 * 60_000)
    expect(delivered(calls).size).toBe(0)
    await runCron(noon + 5 * 60_000)
    expect(calls.slice(1).map((c) => c.idempotencyKey)[0]).toBe('enquiry-429')
    expect(delivered(calls).size).toBe(3)
  })
})
