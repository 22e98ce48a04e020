/**
 * The Worker's bindings, declared once. Keep in step with wrangler.toml
 * ([vars], [[d1_databases]], [assets]) and .dev.vars.example (secrets).
 */
interface Env {
  DB: D1Database
  ASSETS: Fetcher
  /** Public origin of the site, for canonical URLs, CORS and links in mails. */
  SITE_ORIGIN: string
  /** Sender of every mail, on a domain verified in Resend. */
  MAIL_FROM: string
  /** Secret. Without it mails are recorded (status not_sent) and printed, not sent. */
  RESEND_API_KEY?: string
  /** Overrides Resend's API base, e.g. a local fake server in end-to-end tests. */
  RESEND_BASE_URL?: string
  /** Var or secret. Where enquiries are delivered. */
  OWNER_EMAIL?: string
}

declare namespace Cloudflare {
  interface Env extends globalThis.Env {}
  interface GlobalProps {
    /** Types `exports.default` from `cloudflare:workers` (used by the Worker tests). */
    mainModule: typeof import('./index')
  }
}
