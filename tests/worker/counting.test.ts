/**
 * How visits are written (worker/insight/tally.ts): many views as one row, added up right
 * across the Buenos Aires day and under the sources cap; and counting that fails, or waits
 * on a throttled D1, leaves pages and enquiries as they are.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { templateIds } from '../../shared/api'
import { otherSource, sourcesPerDay } from '../../shared/insight'
import { buenosAiresDayStart } from '../../shared/time'
import worker from '../../worker/index'
import { addUpCounts } from '../../worker/db/insight'
import { batchPolicy, tally, writeBatch } from '../../worker/insight/tally'
import { log } from '../../worker/log'
import { call, clearTables, env, envWith, fakeResend, families, rows } from './helpers'

const browser = {
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 14; moto g84) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

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

beforeEach(clearTables)
afterEach(() => {
  vi.restoreAllMocks()
})

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
    expect(await rows('SELECT route, source, n FROM site_counts ORDER BY route')).toEqual([
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
    expect(await rows('SELECT day, kind, route, source, n FROM site_counts ORDER BY day')).toEqual([
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
      `SELECT source, SUM(n) AS n FROM site_counts GROUP BY source ORDER BY n DESC`,
    )
    expect(sources).toHaveLength(sourcesPerDay)
    expect(sources.reduce((sum, s) => sum + s.n, 0)).toBe(2 + 3 * 120)
    // A source the day already had keeps its name; the new ones with most visits come next.
    expect(sources.find((s) => s.source === 'instagram')?.n).toBe(2)
    expect(sources.map((s) => s.source)).toContain('utm:b0s14')
    expect(sources.map((s) => s.source)).toContain(otherSource)
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

  // Measured on 2026-11-28: 25 rows written and 59 read (docs/DEPLOY.md's cost table).
  it('should write at most 30 rows of D1 for an enquiry and its two mails', async () => {
    const { metered, spent } = meteredD1()
    fakeResend()
    expect((await enquiry(envWith({ DB: metered }))).status).toBe(200)
    expect(spent.written).toBeLessThanOrEqual(30)
    expect(spent.read).toBeLessThanOrEqual(100)
  })
})
