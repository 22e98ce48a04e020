import { Hono } from 'hono'

export const health = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  // try/await, not .catch(): a binding that throws before returning a promise counts too.
  let db = false
  try {
    const row = await c.env.DB.prepare('SELECT 1 AS ok').first<{ ok: number }>()
    db = row?.ok === 1
  } catch {
    db = false
  }
  return c.json({ status: db ? 'ok' : 'degraded', db }, db ? 200 : 503)
})
