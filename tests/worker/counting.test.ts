/**
 * How visits are written (worker/insight/tally.ts): many views as one row, added up right
 * across the Buenos Aires day and under the sources cap; and counting that fails, or waits
 * on a throttled D1, leaves pages and enquiries as they are.
 */
import { applyD1Migrations, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { templateIds } from '../../shared/forms/api'
import { otherRoute, otherSource, pagesPerDay, sourcesPerDay } from '../../shared/rules/insight'
import { buenosAiresDay, buenosAiresDayStart, dayMs } from '../../shared/format/time'
import worker from '../../worker/index'
import { addUpCounts, isStatementError, writeCountBatch } from '../../worker/db/insight'
import { batchPolicy, tally, writeBatch } from '../../worker/insight/tally'
import type { CountEntry } from '../../worker/db/insightSql'
import { log } from '../../worker/log'
import { call, envWith } from './http'
import { dailyCounts, eachTestFromEmpty, rows } from './db'
import { fakeResend } from './resend'
import { families } from './fixtures'

const browser = {
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 14; moto g84) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

/** Three Buenos Aires days in a row, this week. */
const [mon, tue, wed] = [3, 2, 1].map((ago) => buenosAiresDay(Date.now() - ago * dayMs)) as [
  string,
  string,
  string,
]
const sumOf = async (sql: string) => (await rows<{ n: number | null }>(sql))[0]?.n ?? 0
const batchRows = () => sumOf('SELECT COUNT(*) AS n FROM site_count_batches')

/** A D1 whose statements on the counts tables run `counting`; every other statement is D1's own. */
function countingD1(counting: () => Promise<never>): D1Database {
  const db = env.DB
  const touchesCounts = (sql: string) => /site_count/.test(sql)
  return new Proxy(db, {
    get(target, name) {
      if (name === 'prepare')
        return (sql: string) => {
          if (!touchesCounts(sql)) return target.prepare(sql)
          const failing = {
            bind: () => failing,
            run: counting,
            all: counting,
            first: counting,
          }
          return failing
        }
      const value = Reflect.get(target, name, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const enquiry = (bindings: Env) =>
  call(
    '/v1/api/mailer',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ templateId: templateIds.families, params: families }),
    },
    bindings,
  )

eachTestFromEmpty()

describe('counting that fails or is throttled', () => {
  it('should serve pages and store and mail an enquiry while every count write fails', async () => {
    const errors = vi.spyOn(log, 'error')
    const broken = envWith({ DB: countingD1(() => Promise.reject(new Error('D1 is down'))) })
    const resend = fakeResend()
    for (const page of ['/', '/about', '/contact']) {
      const res = await call(page, { headers: browser }, broken)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<html')
    }
    const res = await enquiry(broken)
    expect(res.status).toBe(200)
    expect(await rows('SELECT reference FROM enquiries')).toHaveLength(1)
    expect(resend.calls.map((c) => c.body.to)).toContainEqual([env.OWNER_EMAIL])
    // Each lost batch is said in the log, with how many views it held.
    expect(errors).toHaveBeenCalledWith('counts lost', expect.objectContaining({ views: 1 }))
  })

  it('should answer a page before a throttled D1 has written its count', async () => {
    let release = () => {}
    const throttled = new Promise<never>((_, reject) => {
      release = () => reject(new Error('D1_ERROR: too many requests'))
    })
    const slow = envWith({ DB: countingD1(() => throttled) })
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request('http://localhost/about', { headers: browser }),
      slow,
      ctx,
    )
    // The page is whole while its count still waits on D1.
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<html')
    fakeResend()
    expect((await enquiry(slow)).status).toBe(200)
    release()
    await waitOnExecutionContext(ctx)
    expect(await rows('SELECT reference FROM enquiries')).toHaveLength(1)
  })
})

describe('writing counts in batches', () => {
  it('should write 1,200 page views as at most 3 rows, and add them up right', async () => {
    const before = { ...batchPolicy }
    Object.assign(batchPolicy, { views: 500, afterMs: 2_000 })
    try {
      const ctx = createExecutionContext()
      const pages = ['/', '/about', '/faqs']
      const answers = await Promise.all(
        Array.from({ length: 1200 }, (_, i) =>
          worker.fetch(
            new Request(`http://localhost${pages[i % 3]}`, {
              headers: { ...browser, Referer: 'https://www.google.com/' },
            }),
            env,
            ctx,
          ),
        ),
      )
      expect(answers.every((a) => a.status === 200)).toBe(true)
      await waitOnExecutionContext(ctx)
    } finally {
      Object.assign(batchPolicy, before)
    }
    expect(await batchRows()).toBeLessThanOrEqual(3)
    await addUpCounts(env.DB)
    expect(await batchRows()).toBe(0)
    expect(await rows(`SELECT route, source, n FROM ${dailyCounts} ORDER BY route`)).toEqual([
      { route: '/', source: 'buscadores', n: 400 },
      { route: '/about', source: 'buscadores', n: 400 },
      { route: '/faqs', source: 'buscadores', n: 400 },
    ])
  }, 60_000)

  it('should count a view on the Buenos Aires day it happened, either side of midnight', async () => {
    const midnight = buenosAiresDayStart(Date.UTC(2026, 10, 24, 12))
    tally(midnight - 1000, 'visit', '/', 'directo')
    tally(midnight + 1000, 'visit', '/', 'directo')
    tally(midnight + 2000, 'whatsapp', '/contact')
    await writeBatch(env.DB)
    await addUpCounts(env.DB)
    expect(
      await rows(`SELECT day, kind, route, source, n FROM ${dailyCounts} ORDER BY day, kind`),
    ).toEqual([
      { day: '2026-11-23', kind: 'visit', route: '/', source: 'directo', n: 1 },
      { day: '2026-11-24', kind: 'visit', route: '/', source: 'directo', n: 1 },
      { day: '2026-11-24', kind: 'whatsapp', route: '/contact', source: '', n: 1 },
    ])
  })

  it(`should keep at most ${sourcesPerDay} sources a day across batches, the day's own first`, async () => {
    const now = Date.UTC(2026, 10, 24, 15)
    tally(now, 'visit', '/', 'instagram')
    await writeBatch(env.DB)
    await addUpCounts(env.DB)
    // Three isolates' batches of made-up sources, each fewer than the cap on its own.
    for (let b = 0; b < 3; b++) {
      for (let i = 0; i < 15; i++)
        for (let k = 0; k <= i; k++) tally(now, 'visit', '/about', `utm:b${b}s${i}`)
      await writeBatch(env.DB)
    }
    tally(now, 'visit', '/about', 'instagram')
    await writeBatch(env.DB)
    await addUpCounts(env.DB)
    const sources = await rows<{ source: string; n: number }>(
      `SELECT source, SUM(n) AS n FROM ${dailyCounts} GROUP BY source ORDER BY n DESC`,
    )
    expect(sources).toHaveLength(sourcesPerDay)
    expect(sources.reduce((sum, s) => sum + s.n, 0)).toBe(2 + 3 * 120)
    // A source the day already had keeps its name; the new ones with most visits come next.
    expect(sources.find((s) => s.source === 'instagram')?.n).toBe(2)
    expect(sources.map((s) => s.source)).toContain('utm:b0s14')
    expect(sources.map((s) => s.source)).toContain(otherSource)
  })
})

describe('adding the batches up', () => {
  const dayRows = () =>
    rows(`SELECT day, kind, route, source, n FROM ${dailyCounts} ORDER BY day, kind, route, source`)

  it('should add batches of several days into one row a day, each view once however often it runs', async () => {
    await writeCountBatch(env.DB, [
      [mon, 'visit', '/', 'directo', 3],
      [mon, 'visit', '/about', 'buscadores', 2],
      [tue, 'visit', '/', 'directo', 1],
    ])
    await writeCountBatch(env.DB, [
      [mon, 'visit', '/', 'directo', 4],
      [tue, 'whatsapp', '/contact', '', 2],
    ])
    expect(await addUpCounts(env.DB)).toMatchObject({ batches: 2, days: 2 })
    // A later batch adds to the days already counted and starts a new one.
    await writeCountBatch(env.DB, [
      [tue, 'visit', '/', 'directo', 5],
      [tue, 'visit', '/', 'instagram', 1],
      [wed, 'visit', '/faqs', 'mail', 7],
    ])
    expect(await addUpCounts(env.DB)).toMatchObject({ batches: 1, days: 2 })
    // Nothing left to add: nothing written.
    expect(await addUpCounts(env.DB)).toEqual({ batches: 0, days: 0, rows: 0, dropped: 0 })
    expect(await rows('SELECT day FROM site_counts ORDER BY day')).toEqual([
      { day: mon },
      { day: tue },
      { day: wed },
    ])
    expect(await dayRows()).toEqual([
      { day: mon, kind: 'visit', route: '/', source: 'directo', n: 7 },
      { day: mon, kind: 'visit', route: '/about', source: 'buscadores', n: 2 },
      { day: tue, kind: 'visit', route: '/', source: 'directo', n: 6 },
      { day: tue, kind: 'visit', route: '/', source: 'instagram', n: 1 },
      { day: tue, kind: 'whatsapp', route: '/contact', source: '', n: 2 },
      { day: wed, kind: 'visit', route: '/faqs', source: 'mail', n: 7 },
    ])
  })

  it('should write a row per day and per batch when adding up, whatever the pages and sources', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => `/p${i}`)
    const sources = Array.from({ length: sourcesPerDay - 1 }, (_, i) => `utm:s${i}`)
    const batch = (day: string) =>
      pages.flatMap((route) =>
        sources.map((source): CountEntry => [day, 'visit', route, source, 1]),
      )
    for (let i = 0; i < 3; i++) await writeCountBatch(env.DB, batch(tue))
    expect(await addUpCounts(env.DB)).toEqual({ batches: 3, days: 1, rows: 1 + 3, dropped: 0 })
    // The next day's add-up rewrites that day and writes the new one: still a row each.
    await writeCountBatch(env.DB, [...batch(tue), ...batch(wed)])
    expect(await addUpCounts(env.DB)).toEqual({ batches: 1, days: 2, rows: 2 + 1, dropped: 0 })
    const counted = await rows<{ day: string; n: number; lines: number }>(
      `SELECT day, SUM(n) AS n, COUNT(*) AS lines FROM ${dailyCounts} GROUP BY day ORDER BY day`,
    )
    expect(counted).toEqual([
      { day: tue, n: 4 * pages.length * sources.length, lines: pages.length * sources.length },
      { day: wed, n: pages.length * sources.length, lines: pages.length * sources.length },
    ])
  })

  it(`should keep each day to ${sourcesPerDay} sources on its own, across batches and add-ups`, async () => {
    const made = (day: string, from: number, to: number) =>
      Array.from({ length: to - from }, (_, i): CountEntry => [
        day,
        'visit',
        '/',
        `utm:t${from + i}`,
        1,
      ])
    await writeCountBatch(env.DB, [...made(mon, 0, 15), ...made(tue, 0, 3)])
    await addUpCounts(env.DB)
    await writeCountBatch(env.DB, [...made(mon, 15, 30), ...made(tue, 3, 30)])
    await addUpCounts(env.DB)
    const perDay = await rows<{ day: string; sources: number; otros: number; n: number }>(
      `SELECT day, COUNT(DISTINCT source) AS sources, SUM(n) AS n,
         SUM(CASE WHEN source = '${otherSource}' THEN n ELSE 0 END) AS otros
       FROM ${dailyCounts} GROUP BY day ORDER BY day`,
    )
    expect(perDay).toEqual([
      { day: mon, sources: sourcesPerDay, n: 30, otros: 30 - (sourcesPerDay - 1) },
      { day: tue, sources: sourcesPerDay, n: 30, otros: 30 - (sourcesPerDay - 1) },
    ])
    // Sources a day already had keep their names there, whatever the other day holds.
    const names = await rows<{ day: string; source: string }>(
      `SELECT day, source FROM ${dailyCounts} WHERE source IN ('utm:t0', 'utm:t2') ORDER BY day, source`,
    )
    expect(names.map((r) => `${r.day} ${r.source}`)).toEqual([
      `${mon} utm:t0`,
      `${mon} utm:t2`,
      `${tue} utm:t0`,
      `${tue} utm:t2`,
    ])
  })
})

describe('an add-up no stored value can stop', () => {
  const insertBatch = (counts: string) =>
    env.DB.prepare('INSERT INTO site_count_batches (counts) VALUES (?)').bind(counts).run()
  const perDay = () =>
    rows<{ day: string; n: number; pages: number; bytes: number }>(
      `SELECT c.day, SUM(d.n) AS n, COUNT(DISTINCT d.route) AS pages, MAX(length(c.counts)) AS bytes
       FROM site_counts c JOIN ${dailyCounts} d ON d.day = c.day GROUP BY c.day ORDER BY c.day`,
    )

  it('should add the good lines and skip the rest of batches that are not what the Worker writes', async () => {
    await writeCountBatch(env.DB, [[mon, 'visit', '/', 'directo', 2]])
    for (const garbage of [
      'no es JSON',
      '{"day":"x"}',
      '[1, "x", null, {"b": 2}, [], [[]]]',
      JSON.stringify([
        [mon, 'visit', 42, 'directo', 1],
        [mon, 'visit', '/', 'directo', 'mucho'],
        [mon, 'visit', '/', 'directo', 2.5],
        [mon, 'visit', '/', 'directo', -4],
        [mon, 'visit', '/', 'directo', 1e30],
        [mon, 'fax', '/', 'directo', 1],
        ['ayer', 'visit', '/', 'directo', 1],
        [mon, 'visit', `/${'x'.repeat(500)}`, 'directo', 1],
        [mon, 'visit', '/', 's'.repeat(500), 1],
        [mon, 'visit', '/about', 'buscadores', 3],
      ]),
    ])
      await insertBatch(garbage)
    expect(await addUpCounts(env.DB)).toMatchObject({ batches: 5, days: 1, dropped: 0 })
    expect(await batchRows()).toBe(0)
    expect(
      await rows(`SELECT day, kind, route, source, n FROM ${dailyCounts} ORDER BY route`),
    ).toEqual([
      { day: mon, kind: 'visit', route: '/', source: 'directo', n: 2 },
      { day: mon, kind: 'visit', route: '/about', source: 'buscadores', n: 3 },
    ])
  })

  it(`should keep a day to ${pagesPerDay} pages however many made-up ones a stored batch names`, async () => {
    // Written before pages were checked: 8,000 long made-up names in one batch (about 1.3 MB).
    const madeUp = Array.from({ length: 8000 }, (_, i): CountEntry => [
      tue,
      'visit',
      `/diario/llamame-${String(i).padStart(4, '0')}-${'x'.repeat(130)}`,
      'directo',
      1,
    ])
    await writeCountBatch(env.DB, [[tue, 'visit', '/', 'directo', 50], ...madeUp])
    await addUpCounts(env.DB)
    const [day] = await perDay()
    expect(day).toMatchObject({ day: tue, n: 8050, pages: pagesPerDay })
    // The day's row stays small: far under D1's 2 MB row, every later add-up of it works too.
    expect(day!.bytes).toBeLessThan(40_000)
    expect(await rows(`SELECT n FROM ${dailyCounts} WHERE route = ?`, otherRoute)).toEqual([
      { n: 8000 - (pagesPerDay - 2) },
    ])
    await writeCountBatch(env.DB, [[tue, 'visit', '/', 'directo', 1]])
    expect(await addUpCounts(env.DB)).toMatchObject({ batches: 1, days: 1, dropped: 0 })
  })

  it('should read a day row with lines it does not know as its good lines alone', async () => {
    await env.DB.prepare('INSERT INTO site_counts (day, counts) VALUES (?, ?)')
      .bind(
        mon,
        '[["visit", "/about", "directo", 2], ["visit", null, "x", 1], "abc", 7, ["visit", "/", "directo", "dos"]]',
      )
      .run()
    await writeCountBatch(env.DB, [[mon, 'visit', '/about', 'directo', 1]])
    expect(await addUpCounts(env.DB)).toMatchObject({ batches: 1, days: 1, dropped: 0 })
    expect(await rows(`SELECT route, n FROM ${dailyCounts}`)).toEqual([{ route: '/about', n: 3 }])
  })

  /** A D1 that refuses, as SQLite does, any add-up whose batches include one that holds `poison`. */
  function refusingD1(poison: string, message: string): D1Database {
    const db = env.DB
    return new Proxy(db, {
      get(target, name) {
        if (name === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            // The add-up's first parameter: how many batches it takes.
            const first = statements[0] as unknown as { params?: unknown[] }
            const limit = Number(first.params?.[0] ?? 0)
            const { results } = await db
              .prepare('SELECT counts FROM site_count_batches ORDER BY id LIMIT ?')
              .bind(limit)
              .all<{ counts: string }>()
            if (results.some((r) => r.counts.includes(poison))) throw new Error(message)
            return db.batch(statements)
          }
        const value = Reflect.get(target, name, target) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }

  it('should drop a batch SQLite refuses and add up every other one', async () => {
    await writeCountBatch(env.DB, [[mon, 'visit', '/', 'directo', 1]])
    await writeCountBatch(env.DB, [[mon, 'visit', '/veneno', 'directo', 1]])
    await writeCountBatch(env.DB, [[tue, 'visit', '/', 'directo', 4]])
    const refusing = refusingD1('/veneno', 'D1_ERROR: string or blob too big: SQLITE_TOOBIG')
    expect(await addUpCounts(refusing)).toMatchObject({ batches: 2, days: 2, dropped: 1 })
    expect(await batchRows()).toBe(0)
    expect(await rows(`SELECT day, n FROM ${dailyCounts} ORDER BY day`)).toEqual([
      { day: mon, n: 1 },
      { day: tue, n: 4 },
    ])
  })

  it('should keep every batch for the next run when D1 cannot be reached', async () => {
    await writeCountBatch(env.DB, [[mon, 'visit', '/', 'directo', 1]])
    await writeCountBatch(env.DB, [[tue, 'visit', '/', 'directo', 4]])
    const down = refusingD1('directo', 'D1_ERROR: Network connection lost.')
    await expect(addUpCounts(down)).rejects.toThrow('Network connection lost')
    expect(await batchRows()).toBe(2)
    expect(await addUpCounts(env.DB)).toMatchObject({ batches: 2, dropped: 0 })
  })

  it("should take SQLite's own refusal of a statement for what it read as one", async () => {
    const refusal = await env.DB.prepare("SELECT json_extract('no es JSON', '$.a')")
      .run()
      .catch((error: unknown) => error)
    expect(isStatementError(refusal)).toBe(true)
    expect(isStatementError(new Error('D1_ERROR: Network connection lost.'))).toBe(false)
  })
})

describe('the daily counts kept before one row a day', () => {
  it('should move every count of the old rows into its day when the migration runs', async () => {
    const db = env.TEST_STEPS_DB
    const grouping = env.TEST_MIGRATIONS.findIndex((m) => m.name.startsWith('0011_'))
    await applyD1Migrations(db, env.TEST_MIGRATIONS.slice(0, grouping))
    const old: CountEntry[] = [
      [mon, 'visit', '/', 'directo', 40],
      [mon, 'visit', '/about', 'utm:feria', 3],
      [mon, 'whatsapp', '/contact', '', 2],
      [tue, 'visit', '/', 'otros', 9],
    ]
    await db.batch(
      old.map((r) =>
        db
          .prepare('INSERT INTO site_counts (day, kind, route, source, n) VALUES (?, ?, ?, ?, ?)')
          .bind(...r),
      ),
    )
    await applyD1Migrations(db, env.TEST_MIGRATIONS)
    const { results: days } = await db.prepare('SELECT day FROM site_counts ORDER BY day').all()
    expect(days).toEqual([{ day: mon }, { day: tue }])
    const { results } = await db
      .prepare(`SELECT day, kind, route, source, n FROM ${dailyCounts} ORDER BY day, kind, route`)
      .all()
    expect(results).toEqual(
      old.map(([day, kind, route, source, n]) => ({ day, kind, route, source, n })),
    )
  })
})

describe('what an enquiry costs D1', () => {
  /** Sums D1's own `meta` of every statement run through this binding. */
  function meteredD1() {
    const spent = { written: 0, read: 0 }
    const add = (result: D1Result) => {
      spent.written += result.meta.rows_written
      spent.read += result.meta.rows_read
      return result
    }
    const db = env.DB
    const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>()
    const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
      const proxy = new Proxy(statement, {
        get(target, name) {
          if (name === 'bind') return (...values: unknown[]) => wrap(target.bind(...values))
          if (name === 'run' || name === 'all')
            return async () => add(await (target[name] as () => Promise<D1Result>)())
          const value = Reflect.get(target, name, target) as unknown
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      originals.set(proxy, statement)
      return proxy
    }
    const metered = new Proxy(db, {
      get(target, name) {
        if (name === 'prepare') return (sql: string) => wrap(target.prepare(sql))
        if (name === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements.map((s) => originals.get(s) ?? s))
            for (const r of results) add(r)
            return results
          }
        const value = Reflect.get(target, name, target) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return { metered, spent }
  }

  // 33 rows written and 57 read (25 written before the mail budget's index on sent mail, which
  // each mail updates as it goes out): docs/DEPLOY.md's cost table.
  it('should write at most 36 rows of D1 for an enquiry and its two mails', async () => {
    const { metered, spent } = meteredD1()
    fakeResend()
    expect((await enquiry(envWith({ DB: metered }))).status).toBe(200)
    expect(spent.written).toBeLessThanOrEqual(36)
    expect(spent.read).toBeLessThanOrEqual(100)
  })
})
