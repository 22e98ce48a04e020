/**
 * The Worker. Routes:
 *   GET  /v1/api/health                      liveness and D1 reachability
 *   GET  /v1/api/config                      public settings for the client (Turnstile site key)
 *   POST /v1/api/mailer                      enquiry (templates 1–3) or subscribe confirmation (4)
 *   POST /v1/api/mailer/createContact        subscriber, pending until confirmed
 *        (both mail endpoints: rate limited per IP, optional Turnstile; see routes/mailer.ts)
 *   POST /v1/api/forms                       a form posted without JavaScript: its fields go to
 *                                            the same services, the outcome becomes a page
 *   GET  /v1/api/forms/enviado               the page such a form lands on once sent
 *   GET|POST /v1/api/subscribers/confirm     confirm page / confirm
 *   GET|POST /v1/api/subscribers/unsubscribe unsubscribe page / unsubscribe (also RFC 8058 one-click)
 *   GET|POST /v1/api/diario/envio            her link to mail a journal entry: page / confirm and send
 *   GET|POST /v1/api/cms/auth, POST /cms/code, /cms/signout   signing in to the editor at /admin
 *        by e-mail and a mailed code (editor/signIn.tsx)
 *   GET|POST /v1/api/cms/github/api/*        the editor's gateway to GitHub (editor/gateway.ts)
 *   *    /v1/api/*                           JSON 404 with a message
 *   GET  /ir/whatsapp?desde&texto           counts a WhatsApp tap with its page, 302 to wa.me
 *   GET  any other path                      the static asset if there is one, else a redirect or a
 *                                            "not found" page per shared/site/routes.ts; each page a
 *                                            person is served is counted (insight/visits.ts)
 * Files under /assets/, /images/ and /admin/, and the root files every page names (icons,
 * speculation rules), are served before this code runs; pages come through it
 * (wrangler.toml `run_worker_first`) so they can be counted, in batches (insight/tally.ts).
 * Cron (scheduled): retries queued mail every 5 minutes (first reading the journal entries to
 * mail: journal/mailings.ts), mails the owner the weekly
 * subscriber report and "Tu semana en la web", and the daily digest of undelivered
 * enquiries; see cron.ts.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiError } from '../shared/forms/api'
import { scheduled } from './cron'
import { StorageUnavailable } from './errors'
import { apiText } from './text'
import { errorName } from './redact'
import { editor } from './editor'
import { config } from './routes/config'
import { forms } from './routes/forms'
import { health } from './routes/health'
import { mailer } from './routes/mailer'
import { subscribers } from './routes/subscribers'
import { journalMailing } from './routes/journalMailing'
import { siteCors, siteSecureHeaders, workerSecureHeaders } from './headerMiddleware'
import { sitePath } from './site'
import { countVisit, whatsappTap } from './insight/visits'
import { whatsappPath } from '../shared/site/whatsapp'
import { log } from './log'

const api = new Hono<{ Bindings: Env }>()
  .use(workerSecureHeaders, siteCors)
  .route('/health', health)
  .route('/config', config)
  .route('/mailer', mailer)
  .route('/subscribers', subscribers)
  .route('/diario/envio', journalMailing)
  .route('/forms', forms)
  .route('/cms', editor)
  .all('*', (c) => c.json<ApiError>({ message: apiText.notFound }, 404))

const app = new Hono<{ Bindings: Env }>()
  .route('/v1/api', api)
  .get(whatsappPath, siteSecureHeaders, whatsappTap)
  .get('*', siteSecureHeaders, countVisit, sitePath)

app.notFound((c) => c.text('No encontrado', 404))
app.onError((err, c) => {
  if (err instanceof StorageUnavailable) {
    log.error('storage unavailable', { error: err.message })
    return c.json<ApiError>({ message: apiText.storageDown }, 503)
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json<ApiError>({ message: apiText.invalidJson }, err.status)
  }
  // Only the error's class: its message may quote visitor input.
  log.error('unhandled', { error: errorName(err) })
  return c.json<ApiError>({ message: apiText.unexpected }, 500)
})

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>
