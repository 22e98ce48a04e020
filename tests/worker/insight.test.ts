/**
 * Counting visits and WhatsApp taps (worker/insight/visits.ts) against real D1 and the
 * built pages: what counts as a person's visit, under which page and source; what
 * counts zero; that a failed count still serves the page; the WhatsApp redirect; and
 * that counts older than 25 months go.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  countsMonths,
  otherRoute,
  pagesPerDay,
  sitePagesPath,
  sourcesNamed,
  sourcesPerDay,
  utmPrefix,
} from '../../shared/rules/insight'
import { owner } from '../../shared/content/owner'
import { buenosAiresDay, dayMs } from '../../shared/format/time'
import { whatsappGreeting, whatsappLink, whatsappServiceGreeting } from '../../shared/site/whatsapp'
import { addUpCounts, writeCountBatch } from '../../worker/db/insight'
import type { CountEntry } from '../../worker/db/insightSql'
import { tally, writeBatch } from '../../worker/insight/tally'
import { monthsBefore } from '../../worker/db/retention'
import { call, envWith } from './http'
import { at, runCron } from './clock'
import { dailyCounts, eachTestFromEmpty, rows } from './db'
import { attachmentsOf, decodeCsv, fakeResend, type ResendCall } from './resend'
import { families } from './fixtures'
import { templateIds } from '../../shared/forms/api'
import { cronSchedules } from '../../shared/rules/schedules'

const chrome =
  'Mozilla/5.0 (Linux; Android 14; moto g84) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const browser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'User-Agent': chrome }

interface Count {
  day: string
  kind: string
  route: string
  source: string
  n: number
}
/** The daily counts, once every written batch is added up (as the daily cron does). */
const counts = async () => {
  await addUpCounts(env.DB)
  return rows<Count>(`SELECT * FROM ${dailyCounts} ORDER BY kind, route, source`)
}
/** Visits counted by several isolates at once: each writes its own batch. */
const addToCount = async (now: number, kind: 'visit', route: string, source: string) => {
  tally(now, kind, route, source)
  await writeBatch(env.DB)
}
const visit = (
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  bindings: Env = env,
) => call(path, { method, headers: { ...browser, ...headers } }, bindings)
/** Every page served as a bare one: where a visit came from depends on its request alone. */
const anyPage = envWith({
  ASSETS: {
    // The build's list of pages stays the real one: only the pages themselves are bare.
    fetch: async (request: Request) =>
      new URL(request.url).pathname === sitePagesPath
        ? env.ASSETS.fetch(request)
        : new Response('<!doctype html><html></html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
  } as unknown as Fetcher,
})
const visitFrom = (path: string, headers: Record<string, string> = {}) =>
  visit(path, headers, 'GET', anyPage)

/** A families enquiry from `name`, sent from the page `referer` names. */
const enquiryFrom = (referer: string, name: string) =>
  call('/v1/api/mailer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: referer },
    body: JSON.stringify({ templateId: templateIds.families, params: { ...families, name } }),
  })

eachTestFromEmpty()

describe('counting visits', () => {
  it('should count a person opening a page once, with the page and where they came from', async () => {
    const res = await visit('/about', { Referer: 'https://www.google.com.ar/' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await counts()).toEqual([
      {
        day: buenosAiresDay(Date.now()),
        kind: 'visit',
        route: '/about',
        source: 'buscadores',
        n: 1,
      },
    ])
    await visit('/about', { Referer: 'https://www.bing.com/search?q=fotografa' })
    expect((await counts())[0]?.n).toBe(2)
  })

  it('should name the source from the Referer host alone, or the utm_source tag', async () => {
    await visitFrom('/', { Referer: 'https://l.instagram.com/?u=x' })
    await visitFrom('/', { Referer: 'https://m.facebook.com/' })
    await visitFrom('/', { Referer: 'https://web.whatsapp.com/' })
    await visitFrom('/faqs', { Referer: 'http://localhost/contact' })
    await visitFrom('/faqs', { Referer: 'https://blog.example.org/nota' })
    await visitFrom('/faqs')
    await visitFrom('/faqs', { Referer: 'https://mail.google.com/mail/u/0/' })
    await visitFrom('/?utm_source=IG', { Referer: 'https://blog.example.org/' })
    expect((await counts()).map((c) => `${c.route} ${c.source} ${c.n}`)).toEqual([
      '/ facebook 1',
      '/ instagram 2',
      '/ whatsapp 1',
      '/faqs directo 1',
      '/faqs mail 1',
      '/faqs otros 1',
      '/faqs sitio 1',
    ])
  })

  it('should count a utm_source it knows under its source, and any other as "otros"', async () => {
    const tags = {
      google: 'buscadores',
      DuckDuckGo: 'buscadores',
      ig: 'instagram',
      fb: 'facebook',
      wa: 'whatsapp',
      newsletter: 'mail',
      ' Email ': 'mail',
      'Instagram_Bio!': 'otros',
      constructor: 'otros',
      'spam-1234': 'otros',
    }
    for (const tag of Object.keys(tags))
      await visitFrom(`/?${new URLSearchParams({ utm_source: tag })}`)
    const bySource = Object.fromEntries((await counts()).map((c) => [c.source, c.n]))
    expect(bySource).toEqual({
      buscadores: 2,
      instagram: 1,
      facebook: 1,
      whatsapp: 1,
      mail: 2,
      otros: 3,
    })
  })

  it('should count her own tags from content/owner.json under their names, and only those', async () => {
    const before = owner.linkTags
    owner.linkTags = ['feria-2027']
    onTestFinished(() => {
      owner.linkTags = before
    })
    await visitFrom('/?utm_source=feria-2027')
    await visitFrom('/?utm_source=Feria-2027')
    await visitFrom('/?utm_source=feria-2028')
    expect((await counts()).map((c) => `${c.source} ${c.n}`)).toEqual([
      'otros 1',
      `${utmPrefix}feria-2027 2`,
    ])
  })

  it(`should grow by at most ${sourcesPerDay} rows whatever 300 visits with made-up sources say`, async () => {
    const pages = ['/', '/about', '/faqs']
    for (const page of pages) await visitFrom(page, { Referer: 'https://www.google.com/' })
    const before = (await counts()).length
    for (let i = 0; i < 300; i++)
      await visitFrom(`${pages[i % pages.length]}?utm_source=promo${i}`, {
        Referer: `https://sitio${i}.example/`,
      })
    const after = await counts()
    expect(after.length - before).toBeLessThanOrEqual(sourcesPerDay)
    // Each page gains one line, "otros", holding all of them.
    expect(after.filter((c) => c.source === 'otros').map((c) => c.n)).toEqual([100, 100, 100])
  }, 60_000)

  it(`should keep at most ${sourcesPerDay} sources a day, "otros" among them, even when written at once`, async () => {
    const now = Date.now()
    const day = buenosAiresDay(now)
    await Promise.all(
      Array.from({ length: 300 }, (_, i) => addToCount(now, 'visit', '/', `utm:s${i}`)),
    )
    await addUpCounts(env.DB)
    const sources = await rows<{ source: string; n: number }>(
      `SELECT source, SUM(n) AS n FROM ${dailyCounts} WHERE day = ? GROUP BY source`,
      day,
    )
    expect(sources).toHaveLength(sourcesPerDay)
    expect(sources.reduce((sum, s) => sum + s.n, 0)).toBe(300)
    expect(sources.find((s) => s.source === 'otros')?.n).toBe(300 - (sourcesPerDay - 1))
    // A source counted today keeps its name on another page; a new one does not get in.
    const kept = sources.find((s) => s.source !== 'otros')!.source
    await addToCount(now, 'visit', '/about', kept)
    await addToCount(now, 'visit', '/about', 'utm:nueva')
    await addUpCounts(env.DB)
    expect(
      await rows(`SELECT source, n FROM ${dailyCounts} WHERE route = '/about' ORDER BY source`),
    ).toEqual(
      [
        { source: 'otros', n: 1 },
        { source: kept, n: 1 },
      ].sort((a, b) => (a.source < b.source ? -1 : 1)),
    )
    // Tomorrow starts afresh.
    await addToCount(now + dayMs, 'visit', '/', 'utm:nueva')
    await addUpCounts(env.DB)
    expect(
      await rows(`SELECT source FROM ${dailyCounts} WHERE day = ?`, buenosAiresDay(now + dayMs)),
    ).toEqual([{ source: 'utm:nueva' }])
  })

  it('should count a page of a work or a service as itself, and an unknown path as "otra"', async () => {
    await visit('/services/families/embarazo')
    await visit('/work/2')
    const missing = await visit('/services/bodas/civil')
    expect(missing.status).toBe(404)
    expect((await counts()).map((c) => c.route)).toEqual(
      ['/services/families/embarazo', '/work/2', otherRoute].sort(),
    )
  })

  it('should not count bots, HEAD, prefetches, prerenders, files or the API', async () => {
    await visit('/about', {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    await visit('/about', { 'User-Agent': '' })
    await visit('/about', {}, 'HEAD')
    await visit('/about', { 'Sec-Purpose': 'prefetch;prerender' })
    await visit('/about', { 'Sec-Purpose': 'prefetch' })
    await visit('/about', { Accept: '*/*' })
    await visit('/favicon-32.png', { Accept: 'image/avif,image/webp,*/*' })
    await visit('/robots.txt')
    await visit('/v1/api/health')
    expect(await counts()).toEqual([])
  })

  it('should still serve the page when the count cannot be written', async () => {
    const broken = {
      prepare: () => {
        throw new Error('D1 is down')
      },
    } as unknown as D1Database
    const res = await call('/about', { headers: browser }, envWith({ DB: broken }))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<html')
  })
})

describe('the WhatsApp link', () => {
  it('should count the tap with its page and send it to the same wa.me link', async () => {
    const text = whatsappServiceGreeting('Fotografía de embarazo')
    const res = await visit(
      `/ir/whatsapp?${new URLSearchParams({ desde: '/services/families/embarazo', texto: text })}`,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(whatsappLink(text))
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await counts()).toMatchObject([
      { kind: 'whatsapp', route: '/services/families/embarazo', source: '', n: 1 },
    ])
  })

  it('should send a link without a message to the greeting, and count a page it cannot place as "otra"', async () => {
    const plain = await visit('/ir/whatsapp?desde=https://evil.example/x')
    expect(plain.headers.get('location')).toBe(whatsappLink(whatsappGreeting))
    await visit('/ir/whatsapp?desde=//evil.example/x')
    await visit('/ir/whatsapp')
    expect(await counts()).toMatchObject([{ kind: 'whatsapp', route: otherRoute, n: 3 }])
    // A bot following the link goes on, uncounted.
    await visit('/ir/whatsapp?desde=/', { 'User-Agent': 'facebookexternalhit/1.1' })
    expect((await counts()).map((c) => c.n)).toEqual([3])
  })
})

describe('pages no one can make up', () => {
  it('should count taps and visits naming no page of the site as "otra", and keep none of their names', async () => {
    for (let n = 0; n < 40; n++) await visit(`/ir/whatsapp?desde=/diario/llamame-${n}`)
    // A page's path with a letter %-encoded is that page, stored as its own path; encoded
    // twice, it names no page.
    await visit('/ir/whatsapp?desde=/portfolio/%2566amilies')
    await visit('/ir/whatsapp?desde=/portfolio/families')
    await visit(`/ir/whatsapp?${new URLSearchParams({ desde: '/portfolio/%2566amilies' })}`)
    await visit(`/ir/whatsapp?desde=/${'a'.repeat(5000)}`)
    await visit('/ir/whatsapp?desde=/diario/')
    // A page the Worker serves for any path (as an asset server could) still counts as no page.
    await visitFrom('/diario/llamame-ya')
    await visitFrom('/portfolio/%2566amilies')
    expect((await counts()).map((c) => `${c.kind} ${c.route} ${c.n}`)).toEqual([
      `visit ${otherRoute} 2`,
      'whatsapp /diario 1',
      'whatsapp /portfolio/families 2',
      `whatsapp ${otherRoute} 42`,
    ])
    const stored = await rows<{ counts: string }>('SELECT counts FROM site_counts')
    expect(stored.map((r) => r.counts).join()).not.toMatch(/llamame|%|aaaa/)
  })

  it("should keep the page of an enquiry only when it is one of the site's", async () => {
    fakeResend()
    expect((await enquiryFrom('http://localhost/diario/llamame-9', 'Una')).status).toBe(200)
    expect((await enquiryFrom(`http://localhost/${'x'.repeat(3000)}`, 'Dos')).status).toBe(200)
    expect((await enquiryFrom('http://localhost/shop/libro/contact', 'Tres')).status).toBe(200)
    expect(
      await rows('SELECT page FROM enquiries WHERE visitor_email = ? ORDER BY id', families.email),
    ).toEqual([{ page: otherRoute }, { page: otherRoute }, { page: '/shop/libro/contact' }])
  })
})

describe('enquiries', () => {
  it('should keep the page each enquiry was sent from, and nothing from another site', async () => {
    fakeResend()
    expect((await enquiryFrom('http://localhost/services/families/embarazo', 'Una')).status).toBe(
      200,
    )
    expect((await enquiryFrom('https://otro.example/contact', 'Dos')).status).toBe(200)
    expect(
      await rows('SELECT page FROM enquiries WHERE visitor_email = ? ORDER BY id', families.email),
    ).toEqual([{ page: '/services/families/embarazo' }, { page: null }])
  })
})

describe('her Monday summary', () => {
  // Monday 23 November 2026, 09:00 in Buenos Aires: the week is 16–22 November.
  const monday = Date.UTC(2026, 10, 23, 12)
  const day = dayMs
  /** Counts as an isolate writes them: the summary adds them up before it reads. */
  const seed = (rowsToAdd: CountEntry[]) => writeCountBatch(env.DB, rowsToAdd)
  const summary = (calls: ResendCall[]) =>
    calls.filter((c) => c.idempotencyKey?.startsWith('week-report:'))

  it("should tell her the week's visits, pages, sources, taps and enquiries as the counts say, with the CSV", async () => {
    await seed([
      ['2026-11-17', 'visit', '/', 'buscadores', 30],
      ['2026-11-18', 'visit', '/about', 'instagram', 10],
      ['2026-11-20', 'visit', '/services/families/embarazo', 'buscadores', 8],
      ['2026-11-22', 'visit', '/contact', 'sitio', 5],
      ['2026-11-21', 'whatsapp', '/services/families/embarazo', '', 3],
      // The week before, and a day of this one's Monday (next week's).
      ['2026-11-12', 'visit', '/', 'directo', 40],
      ['2026-11-23', 'visit', '/', 'directo', 99],
    ])
    const resend = fakeResend()
    await at(monday - 2 * day, () =>
      call('/v1/api/mailer', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Referer: 'http://localhost/services/families/embarazo',
        },
        body: JSON.stringify({ templateId: templateIds.families, params: families }),
      }),
    )
    await env.DB.prepare(
      `INSERT INTO subscribers (name, email, status, created_at, updated_at, confirmed_at)
       VALUES ('Lu', 'lu@example.com', 'confirmed', ?1, ?1, ?1)`,
    )
      .bind(monday - 3 * day)
      .run()

    await runCron(monday, cronSchedules.subscriberReport)
    const [mail, ...more] = summary(resend.calls)
    expect(more).toEqual([])
    expect(mail?.body.to).toEqual([env.OWNER_EMAIL])
    expect(mail?.body.subject).toBe('Tu semana en la web: 53 visitas, 1 consulta')
    const text = mail?.body.text ?? ''
    expect(text).toContain('Del 16/11/2026 al 22/11/2026.')
    expect(text).toContain('53 visitas: 13 más que la semana anterior (+33 %).')
    expect(text).toContain(
      [
        'Las páginas más visitadas:',
        '- Inicio: 30 visitas',
        '- Sobre mí: 10 visitas',
        '- Fotografía de familia: Embarazo: 8 visitas',
        '- Contacto: 5 visitas',
        '',
        'De dónde llegaron:',
        '- Buscadores (Google y otros): 38 visitas',
        '- Instagram: 10 visitas',
        '- Desde otra página del sitio: 5 visitas',
      ].join('\n'),
    )
    expect(text).toContain('3 toques en WhatsApp.\n- Fotografía de familia: Embarazo: 3 toques')
    expect(text).toContain(
      '- Familias desde «Fotografía de familia: Embarazo» (cómo te conoció: Por referido/a): 1',
    )
    expect(text).toContain('Consultas por cada 100 visitas: 1,9.')
    expect(text).toContain('1 suscripción nueva al newsletter.')
    // Every figure is a bar in the HTML too, with its number written.
    expect(mail?.body.html).toContain('30 visitas')
    const [csv] = attachmentsOf(mail!)
    expect(csv?.filename).toBe('visitas-2026-11-23.csv')
    const lines = decodeCsv(csv!).split('\r\n')
    expect(lines[0]).toBe('\uFEFF"Día";"Qué";"Página";"De dónde";"Cantidad"')
    expect(lines).toContain('"17/11/2026";"Visita";"Inicio";"Buscadores (Google y otros)";"30"')
    expect(lines).toContain(
      '"21/11/2026";"Toque en WhatsApp";"Fotografía de familia: Embarazo";"";"3"',
    )
    // Today's count is not in it yet.
    expect(lines.some((l) => l.startsWith('"23/11/2026"'))).toBe(false)
  })

  it(`should name at most ${sourcesNamed} sources in the mail and the CSV, and sum the rest as "Otros"`, async () => {
    // Thirteen named sources, one visit fewer each than the one before, and 'otros' with 2.
    const named = ['buscadores', 'instagram', 'facebook', 'whatsapp', 'mail', 'sitio', 'directo']
    const tags = Array.from({ length: 6 }, (_, i) => `${utmPrefix}tag${i}`)
    await seed([
      ...[...named, ...tags].map((source, i): CountEntry => [
        '2026-11-18',
        'visit',
        '/',
        source,
        100 - i,
      ]),
      ['2026-11-18', 'visit', '/', 'otros', 2],
      ['2026-11-19', 'visit', '/about', `${utmPrefix}tag5`, 1],
    ])
    const resend = fakeResend()
    await runCron(monday, cronSchedules.subscriberReport)
    const [mail] = summary(resend.calls)
    const text = mail?.body.text ?? ''
    const list = text.split('De dónde llegaron:\n')[1]?.split('\n\n')[0]?.split('\n')
    expect(list).toEqual([
      '- Buscadores (Google y otros): 100 visitas',
      '- Instagram: 99 visitas',
      '- Facebook: 98 visitas',
      '- WhatsApp: 97 visitas',
      '- Mail: 96 visitas',
      '- Desde otra página del sitio: 95 visitas',
      '- Directo o sin dato: 94 visitas',
      '- Enlace marcado "tag0": 93 visitas',
      '- Enlace marcado "tag1": 92 visitas',
      '- Enlace marcado "tag2": 91 visitas',
      // tag3, tag4 and tag5 (90 + 89 + 88 + 1) and 'otros' (2).
      '- Otros: 270 visitas',
    ])
    expect(mail?.body.html).toContain('270 visitas')
    const lines = decodeCsv(attachmentsOf(mail!)[0]!).split('\r\n')
    expect(lines).toContain('"18/11/2026";"Visita";"Inicio";"Otros";"269"')
    expect(lines).toContain('"19/11/2026";"Visita";"Sobre mí";"Otros";"1"')
    expect(lines).toContain('"18/11/2026";"Visita";"Inicio";"Enlace marcado ""tag2""";"91"')
    expect(lines.filter((l) => l.includes('tag3'))).toEqual([])
  })

  it('should send her mail and the CSV whatever the counts and enquiries stored before hold', async () => {
    await seed([
      ['2026-11-17', 'visit', '/', 'buscadores', 30],
      // Written before pages were checked: made-up pages, one a path only encoded differently.
      ['2026-11-18', 'visit', '/diario/llamame-1', 'directo', 1],
      ['2026-11-18', 'whatsapp', '/portfolio/%66amilies', '', 1],
      ...Array.from({ length: 400 }, (_, i): CountEntry => [
        '2026-11-19',
        'visit',
        `/diario/llamame-${i}-${'x'.repeat(120)}`,
        'directo',
        1,
      ]),
    ])
    await env.DB.batch(
      ['no es JSON', '[["2026-11-20", "visit", 5, null, "x"], "abc"]'].map((counts) =>
        env.DB.prepare('INSERT INTO site_count_batches (counts) VALUES (?)').bind(counts),
      ),
    )
    await env.DB.prepare('INSERT INTO site_counts (day, counts) VALUES (?, ?)')
      .bind('2026-11-21', '[["visit", "/about", "instagram", 2], ["visit", "/", 3], "abc", 7]')
      .run()
    const resend = fakeResend()
    for (const name of ['Una', 'Dos'])
      await at(monday - 2 * day, () =>
        call('/v1/api/mailer', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ templateId: templateIds.families, params: { ...families, name } }),
        }),
      )
    // An enquiry's page and fields as no fix of ours would write them.
    await env.DB.prepare(
      "UPDATE enquiries SET page = '/portfolio/%66amilies', fields = 'no es JSON' WHERE id = (SELECT MIN(id) FROM enquiries)",
    ).run()

    await runCron(monday, cronSchedules.subscriberReport)
    const [mail] = summary(resend.calls)
    expect(mail?.body.subject).toBe('Tu semana en la web: 433 visitas, 2 consultas')
    const text = mail?.body.text ?? ''
    expect(text).toContain('- Inicio: 30 visitas')
    expect(text).toContain('- Sobre mí: 2 visitas')
    expect(text).toContain('- /diario/llamame-1: 1 visita')
    expect(text).toContain('- /portfolio/%66amilies: 1 toque')
    expect(text).toContain('- Familias desde «/portfolio/%66amilies»: 1')
    const lines = decodeCsv(attachmentsOf(mail!)[0]!).split('\r\n')
    expect(lines).toContain('"21/11/2026";"Visita";"Sobre mí";"Instagram";"2"')
    // The 400 made-up pages of one day: its most visited by name, the rest as "otra".
    expect(lines.filter((l) => l.startsWith('"19/11/2026"'))).toHaveLength(pagesPerDay)
    expect(await rows('SELECT id FROM site_count_batches')).toEqual([])
  })

  it('should come on a quiet week too, and once however often the cron runs', async () => {
    const resend = fakeResend()
    await runCron(monday, cronSchedules.subscriberReport)
    await runCron(monday + 60_000, cronSchedules.subscriberReport)
    const mails = summary(resend.calls)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.body.text).toContain('0 visitas: igual que la semana anterior.')
    expect(mails[0]?.body.text).toContain('Consultas por cada 100 visitas: —.')
  })

  it('should read no figures again when the cron runs twice for the same week', async () => {
    fakeResend()
    await runCron(monday, cronSchedules.subscriberReport)
    const prepare = env.DB.prepare.bind(env.DB)
    const asked: string[] = []
    const spy = vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      asked.push(sql)
      return prepare(sql)
    })
    await runCron(monday + 60_000, cronSchedules.subscriberReport)
    spy.mockRestore()
    expect(asked.some((sql) => sql.includes('idempotency_key IN'))).toBe(true)
    expect(asked.filter((sql) => /site_counts|FROM enquiries/.test(sql))).toEqual([])
  })
})

describe('how long counts are kept', () => {
  it('should delete daily counts older than 25 months and keep the rest', async () => {
    const now = Date.now()
    const old = buenosAiresDay(monthsBefore(now, countsMonths) - dayMs)
    const kept = buenosAiresDay(monthsBefore(now, countsMonths) + dayMs)
    await writeCountBatch(
      env.DB,
      [old, kept].flatMap((day): CountEntry[] => [
        [day, 'visit', '/', 'directo', 5],
        [day, 'visit', '/about', 'instagram', 2],
        [day, 'whatsapp', '/contact', '', 1],
      ]),
    )
    // The daily cron adds the batch up, then deletes the day past 25 months, all of it.
    await runCron(now, cronSchedules.enquiryDigest)
    expect(await rows('SELECT day FROM site_counts')).toEqual([{ day: kept }])
    expect((await counts()).map((c) => `${c.day} ${c.kind} ${c.route} ${c.source} ${c.n}`)).toEqual(
      [
        `${kept} visit / directo 5`,
        `${kept} visit /about instagram 2`,
        `${kept} whatsapp /contact  1`,
      ],
    )
  })
})
