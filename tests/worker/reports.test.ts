/**
 * The owner's reports, run as Cloudflare runs the Cron Triggers: the weekly
 * subscriber report with its CSV and the daily digest of enquiries whose mail
 * to her failed. Real D1, fake Resend.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { templateIds } from '../../shared/forms/api'
import { buenosAiresDay } from '../../shared/format/time'
import { cronSchedules } from '../../shared/rules/schedules'
import { digestLimit } from '../../worker/reports/enquiryDigest'
import { postJson } from './http'
import { runCron } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { attachmentsOf, decodeCsv, fakeResend, ok, type ResendCall, status } from './resend'
import { brands, families, product } from './fixtures'

const owner = 'duena@example.com'
const day = 24 * 60 * 60 * 1000
/** Monday 23 November 2026, 12:00 UTC = 09:00 in Buenos Aires. */
const monday = Date.UTC(2026, 10, 23, 12, 0)

const weekly = (time: number) => runCron(time, cronSchedules.subscriberReport)
const daily = (time: number) => runCron(time, cronSchedules.enquiryDigest)

async function addSubscriber(
  name: string,
  email: string,
  state: 'pending' | 'confirmed' | 'unsubscribed',
  confirmedAt: number | null,
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO subscribers (name, email, status, created_at, updated_at, confirmed_at)
     VALUES (?1, ?2, ?3, ?4, ?4, ?5)`,
  )
    .bind(name, email, state, confirmedAt ?? monday - 30 * day, confirmedAt)
    .run()
}

const reportCalls = (calls: ResendCall[]) =>
  calls.filter((c) => c.idempotencyKey?.startsWith('subscriber-report:'))
const digestCalls = (calls: ResendCall[]) =>
  calls.filter((c) => c.idempotencyKey?.startsWith('enquiry-digest:'))

eachTestFromEmpty({ alsoClear: () => env.DB.prepare('DELETE FROM report_marks').run() })

describe('the weekly subscriber report', () => {
  it('should mail the owner once with every confirmed subscriber in an Excel-ready CSV', async () => {
    const resend = fakeResend()
    await addSubscriber('José Martínez', 'jose@example.com', 'confirmed', monday - 3 * day)
    await addSubscriber('Pérez, Ana "Anita"', 'ana@example.com', 'confirmed', monday - 2 * day)
    await addSubscriber('=HYPERLINK("http://x")', 'formula@example.com', 'confirmed', monday - day)
    await addSubscriber('Pendiente Pérez', 'pending@example.com', 'pending', null)
    await addSubscriber('Baja Gómez', 'baja@example.com', 'unsubscribed', monday - 5 * day)

    await weekly(monday)

    expect(reportCalls(resend.calls)).toHaveLength(1)
    const call = reportCalls(resend.calls)[0]!
    expect(call.body.to).toEqual([owner])
    expect(call.body.subject).toBe('Newsletter: 3 suscripciones nuevas')
    const [attachment] = attachmentsOf(call)
    expect(attachment?.filename).toBe('suscriptores-2026-11-23.csv')
    expect(attachment?.content_type).toBe('text/csv; charset=utf-8')
    const csv = decodeCsv(attachment!)
    // Excel in Argentina: BOM, `;` between fields, every field quoted.
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Nombre";"Email";"Confirmado el (hora de Buenos Aires)"',
      // 20 Nov 12:00 UTC is 09:00 in Buenos Aires.
      '"José Martínez";"jose@example.com";"2026-11-20 09:00"',
      '"Pérez, Ana ""Anita""";"ana@example.com";"2026-11-21 09:00"',
      `"'=HYPERLINK(""http://x"")";"formula@example.com";"2026-11-22 09:00"`,
      '',
    ])
    expect(csv.startsWith('\uFEFF"Nombre";')).toBe(true)
    for (const absent of ['pending@example.com', 'baja@example.com']) {
      expect(csv).not.toContain(absent)
      expect(call.body.text).not.toContain(absent)
      expect(call.body.html).not.toContain(absent)
    }
    // The mail lists the new ones, escaped in the HTML.
    expect(call.body.text).toContain('José Martínez <jose@example.com>')
    expect(call.body.html).toContain('=HYPERLINK(&quot;http://x&quot;)')
    expect(call.body.html).not.toContain('"http://x"')
  })

  it('should list as new only who confirmed since the last report, and send nothing twice', async () => {
    const resend = fakeResend()
    await addSubscriber('Lucía', 'lucia@example.com', 'confirmed', monday - 3 * day)
    await weekly(monday)
    expect(reportCalls(resend.calls)).toHaveLength(1)

    // A second run in the same week (a retried trigger): nobody new, no mail.
    await weekly(monday + 60 * 1000)
    expect(reportCalls(resend.calls)).toHaveLength(1)

    // A missed week: the next report covers both weeks since the last one.
    await addSubscriber('Sofía', 'sofia@example.com', 'confirmed', monday + 2 * day)
    await addSubscriber('Martina', 'martina@example.com', 'confirmed', monday + 9 * day)
    await weekly(monday + 14 * day)
    const calls = reportCalls(resend.calls)
    expect(calls).toHaveLength(2)
    const second = calls[1]!
    expect(second.body.subject).toBe('Newsletter: 2 suscripciones nuevas')
    expect(second.body.text).toContain('Desde el resumen del 23/11/2026')
    expect(second.body.text).toContain('sofia@example.com')
    expect(second.body.text).toContain('martina@example.com')
    expect(second.body.text).not.toContain('lucia@example.com')
    // …while the attached list is still everyone confirmed.
    const csv = decodeCsv(attachmentsOf(second)[0]!)
    expect(csv).toContain('lucia@example.com')
    expect(csv).toContain('sofia@example.com')
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(2)
  })

  it('should retry a failed report from the outbox with its attachment and the same key', async () => {
    const resend = fakeResend(status(500), ok)
    await addSubscriber('Ñandú Núñez', 'nandu@example.com', 'confirmed', monday - day)
    await weekly(monday)
    const [queued] = await rows<{ status: string; attachments: string | null }>(
      `SELECT status, attachments FROM outgoing_messages WHERE template = 'subscriber-report'`,
    )
    expect(queued?.status).toBe('queued')

    await runCron(monday + day)
    const calls = reportCalls(resend.calls)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey)
    expect(decodeCsv(attachmentsOf(calls[1]!)[0]!)).toContain('Ñandú Núñez')
    // Delivered: the copy of the list is not kept in the outbox.
    const [sent] = await rows<{ status: string; attachments: string | null }>(
      `SELECT status, attachments FROM outgoing_messages WHERE template = 'subscriber-report'`,
    )
    expect(sent).toEqual({ status: 'sent', attachments: null })
  })

  it('should send nothing when nobody joined or left, even with pending and unsubscribed people', async () => {
    const resend = fakeResend()
    await addSubscriber('Pendiente', 'pending@example.com', 'pending', null)
    await addSubscriber('Baja', 'baja@example.com', 'unsubscribed', monday - day)
    await addSubscriber('Lucía', 'lucia@example.com', 'confirmed', monday - 30 * day)
    await env.DB.prepare('INSERT INTO suppressions (email_hash, unsubscribed_at) VALUES (?, ?)')
      .bind('0'.repeat(64), monday - 30 * day)
      .run()
    await env.DB.prepare('INSERT INTO report_marks (report, until) VALUES (?, ?)')
      .bind('subscribers', monday - 7 * day)
      .run()
    await weekly(monday)
    expect(reportCalls(resend.calls)).toHaveLength(0)
  })

  it('should tell the owner how many left when nobody joined, without naming them', async () => {
    const resend = fakeResend()
    await addSubscriber('Lucía', 'lucia@example.com', 'confirmed', monday - 30 * day)
    await env.DB.prepare('INSERT INTO report_marks (report, until) VALUES (?, ?)')
      .bind('subscribers', monday - 7 * day)
      .run()
    for (const hash of ['a', 'b']) {
      await env.DB.prepare('INSERT INTO suppressions (email_hash, unsubscribed_at) VALUES (?, ?)')
        .bind(hash.repeat(64), monday - 2 * day)
        .run()
    }
    await weekly(monday)
    expect(reportCalls(resend.calls)).toHaveLength(1)
    const mail = reportCalls(resend.calls)[0]!
    expect(mail.body.subject).toBe('Newsletter: 2 bajas')
    expect(mail.body.text).toContain('nadie nuevo confirmó')
    expect(mail.body.text).toContain('2 personas se dieron de baja')
    expect(decodeCsv(attachmentsOf(mail)[0]!)).toContain('lucia@example.com')
  })

  it('should send the whole list of 50,000 subscribers, built when the mail goes out', async () => {
    const total = 50_000
    // Multi-row inserts in one batch: the rows as D1 would hold them after years of sign-ups.
    const perInsert = 500
    const inserts = Array.from({ length: total / perInsert }, (_, chunk) => {
      const values = Array.from({ length: perInsert }, (_, i) => {
        const n = chunk * perInsert + i
        return `('Suscriptora ${n}', 'persona${n}@example.com', 'confirmed', ${monday - 40 * day + n}, ${monday - 40 * day + n}, ${monday - 10 * day + n})`
      }).join(',')
      return env.DB.prepare(
        `INSERT INTO subscribers (name, email, status, created_at, updated_at, confirmed_at) VALUES ${values}`,
      )
    })
    await env.DB.batch(inserts)
    const resend = fakeResend()
    await weekly(monday)
    expect(reportCalls(resend.calls)).toHaveLength(1)
    const mail = reportCalls(resend.calls)[0]!
    expect(mail.body.subject).toBe('Newsletter: 50000 suscripciones nuevas')
    // The mail names the first hundred and points at the attachment for the rest.
    expect(mail.body.text).toContain('…y 49900 personas más: están todas en el adjunto.')
    expect(mail.body.html.length).toBeLessThan(100_000)
    const lines = decodeCsv(attachmentsOf(mail)[0]!).split('\r\n')
    expect(lines).toHaveLength(total + 2)
    expect(lines[1]).toContain('"persona0@example.com"')
    expect(lines[total]).toContain(`"persona${total - 1}@example.com"`)
    // Sent: no copy of the list, or of the mail, stays in the outbox.
    const [stored] = await rows<{ attachments: string | null; html: string | null }>(
      `SELECT attachments, html FROM outgoing_messages WHERE template = 'subscriber-report'`,
    )
    expect(stored).toEqual({ attachments: null, html: null })
  }, 60_000)
})

/** Resend refuses (422, not retried) every mail to `failing`. */
const refusing = (failing: string) =>
  fakeResend((call) =>
    call.body.to.includes(failing)
      ? Response.json(
          { statusCode: 422, name: 'validation_error', message: 'fake refusal' },
          { status: 422 },
        )
      : Response.json({ id: `email-${call.idempotencyKey}` }),
  )

describe('the daily enquiry digest', () => {
  it('should list each enquiry whose owner mail failed, once, with everything to answer it', async () => {
    refusing(owner)
    await postJson('/v1/api/mailer', {
      templateId: templateIds.families,
      params: { ...families, name: 'Ana <b>', message: 'Hola, "sesión" & <script>x</script>' },
    })
    await postJson('/v1/api/mailer', { templateId: templateIds.product, params: product })
    const failed = await rows<{ reference: string }>(
      `SELECT e.reference FROM outgoing_messages m JOIN enquiries e ON e.id = m.enquiry_id
       WHERE m.template = 'enquiry-owner' AND m.status = 'failed' ORDER BY m.id`,
    )
    expect(failed).toHaveLength(2)
    vi.restoreAllMocks()
    const later = fakeResend()

    await daily(Date.now() + day)
    expect(later.calls).toHaveLength(1)
    const digest = later.calls[0]!
    expect(digest.body.to).toEqual([owner])
    expect(digest.body.subject).toBe('2 consultas que no te llegaron por mail')
    for (const { reference } of failed) {
      expect(digest.body.text).toContain(`Referencia: ${reference}`)
      expect(digest.body.html).toContain(reference)
    }
    expect(digest.body.text).toContain('Tipo: Familias')
    expect(digest.body.text).toContain('Tipo: Producto: Había una vez tu propia historia')
    expect(digest.body.text).toContain('De: Carla <carla@example.com>')
    expect(digest.body.text).toContain('Teléfono: 11 5555 5555')
    expect(digest.body.text).toContain('Último error: 422 validation_error: fake refusal')
    expect(digest.body.text).toContain('Mensaje: Hola, "sesión" & <script>x</script>')
    // Visitor values are escaped in the HTML part.
    expect(digest.body.html).not.toContain('<script>')
    expect(digest.body.html).not.toContain('Ana <b>')
    expect(digest.body.html).toContain('&lt;script&gt;x&lt;/script&gt;')

    // The next day: already listed, so no mail.
    await daily(Date.now() + 2 * day)
    expect(later.calls).toHaveLength(1)
  })

  it('should list a failed acknowledgement apart, with no enquiry of its own, and no delivered mail', async () => {
    refusing(families.email)
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    const statuses = await rows<{ template: string; status: string }>(
      'SELECT template, status FROM outgoing_messages ORDER BY id',
    )
    expect(statuses).toEqual([
      { template: 'enquiry-owner', status: 'sent' },
      { template: 'enquiry-ack', status: 'failed' },
    ])
    const [{ reference }] = (await rows<{ reference: string }>(
      'SELECT reference FROM enquiries',
    )) as [{ reference: string }]
    vi.restoreAllMocks()
    const resend = fakeResend()
    await daily(Date.now() + day)
    expect(resend.calls).toHaveLength(1)
    const digest = resend.calls[0]!
    expect(digest.body.subject).toBe('1 mail sin entregar')
    expect(digest.body.text).toContain('Mail: Acuse de recibo a quien consultó')
    expect(digest.body.text).toContain(`Para: ${families.email}`)
    expect(digest.body.text).toContain(`Referencia: ${reference}`)
    // The enquiry reached her: not listed as one to answer by hand.
    expect(digest.body.text).not.toContain('Consultas que no te llegaron')
  })

  it('should list only the failures that are new since the last digest', async () => {
    refusing(owner)
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    vi.restoreAllMocks()
    const first = fakeResend()
    await daily(Date.now() + day)
    expect(digestCalls(first.calls)).toHaveLength(1)

    vi.restoreAllMocks()
    refusing(owner)
    await postJson('/v1/api/mailer', { templateId: templateIds.brands, params: brands })
    vi.restoreAllMocks()
    const second = fakeResend()
    await daily(Date.now() + 2 * day)
    const [digest] = digestCalls(second.calls)
    expect(digest?.body.subject).toBe('1 consulta que no te llegó por mail')
    expect(digest?.body.text).toContain('Tipo: Marcas')
    expect(digest?.body.text).not.toContain('Tipo: Familias')
  })

  it(`should write out the first ${digestLimit} enquiries and attach every one, in one digest`, async () => {
    const now = Date.now()
    const total = digestLimit + 52
    const statements = Array.from({ length: total }, (_, i) => [
      env.DB.prepare(
        `INSERT INTO enquiries (kind, fields, visitor_email, reference, created_at)
         VALUES ('families', ?1, 'ana@example.com', ?2, ?3)`,
      ).bind(JSON.stringify(families), `FAM-2611-${String(i + 1).padStart(4, '0')}`, now + i),
      env.DB.prepare(
        `INSERT INTO outgoing_messages (enquiry_id, template, recipient, subject, status, last_error,
           idempotency_key, next_attempt_at, created_at, updated_at)
         VALUES (last_insert_rowid(), 'enquiry-owner', ?1, 's', 'failed', 'x', ?2, ?3, ?3, ?3)`,
      ).bind(owner, `k${i}`, now),
    ])
    await env.DB.batch(statements.flat())
    const resend = fakeResend()
    await daily(now + day)
    await daily(now + 2 * day)
    const [digest, ...more] = digestCalls(resend.calls)
    expect(more).toHaveLength(0)
    expect(digest?.body.subject).toBe(`${total} consultas que no te llegaron por mail`)
    expect(digest?.body.text.match(/Referencia: FAM-/g)).toHaveLength(digestLimit)
    const file = `consultas-${buenosAiresDay(now + day)}.csv`
    expect(digest?.body.text).toContain(
      `Acá van las primeras ${digestLimit}; las ${total} están en el archivo adjunto, ${file}`,
    )
    const [attachment] = attachmentsOf(digest!)
    expect(attachment?.filename).toBe(file)
    const lines = decodeCsv(attachment!).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFF"Referencia";"Tipo";"Recibida (hora de Buenos Aires)";"Nombre";"Email";"Consulta"',
    )
    expect(lines).toHaveLength(total + 1)
    expect(lines.at(-1)).toContain(`"FAM-2611-0${total}";"Familias"`)
    expect(lines.at(-1)).toContain('"ana@example.com"')
  })
})

describe('the cron schedules', () => {
  it('should keep delivering queued mail every 5 minutes, and not from the report crons', async () => {
    const resend = fakeResend(status(500), status(500), ok)
    await postJson('/v1/api/mailer', { templateId: templateIds.families, params: families })
    expect(resend.calls).toHaveLength(2)
    const later = Date.now() + 24 * 60 * 60 * 1000

    // The report crons leave the queue to the outbox job (they send only their own mails).
    const queued = () => resend.calls.filter((c) => c.idempotencyKey?.startsWith('enquiry-'))
    await daily(later)
    await weekly(later)
    expect(queued()).toHaveLength(2)

    await runCron(later)
    expect(queued()).toHaveLength(4)
    const after = await rows<{ status: string }>(
      "SELECT status FROM outgoing_messages WHERE template LIKE 'enquiry-%'",
    )
    expect(after.map((m) => m.status)).toEqual(['sent', 'sent'])
  })
})
