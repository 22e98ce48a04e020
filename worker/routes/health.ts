import { Hono } from 'hono'

export const health = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const db = await c.env.DB.prepare('SELECT 1 AS ok')
    .first<{ ok: number }>()
    .then((row) => row?.ok === 1)
    .catch(() => false)
  return c.json({ status: db ? 'ok' : 'degraded', db }, db ? 200 : 503)
})
