/**
 * The Worker. Routes:
 *   GET  /v1/api/health      liveness and D1 reachability
 *   *    /v1/api/*           JSON 404 with a message
 *   GET  any other path      the static asset if there is one, else a redirect or a
 *                            "not found" page per shared/routes.ts
 * Static assets (the prerendered site) are served before this code runs.
 */
import { Hono } from 'hono'
import { health } from './routes/health'
import { sitePath } from './site'

const api = new Hono<{ Bindings: Env }>()
  .route('/health', health)
  .all('*', (c) => c.json({ message: 'No encontrado' }, 404))

const app = new Hono<{ Bindings: Env }>().route('/v1/api', api).get('*', sitePath)

app.notFound((c) => c.text('No encontrado', 404))
app.onError((err, c) => {
  console.error('unhandled', err instanceof Error ? err.name : 'unknown')
  return c.json({ message: 'Ocurrió un error inesperado. Probá de nuevo en unos minutos.' }, 500)
})

export default app
