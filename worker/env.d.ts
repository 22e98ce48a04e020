/**
 * The Worker's bindings, declared once. Keep in step with wrangler.toml
 * ([vars], [[d1_databases]], [assets], [[ratelimits]]) and .dev.vars.example (secrets).
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
  /**
   * Var or secret. Where enquiries are delivered. Unset on a local origin, the
   * public address in shared/owner.ts stands in.
   */
  OWNER_EMAIL?: string
  /** Acknowledgements and confirmation mails a day, site-wide (default 200; worker/mail/courtesy.ts). */
  VISITOR_MAIL_DAILY_LIMIT?: string
  /** Per client IP: enquiries (templates 1–3). */
  ENQUIRY_LIMITER: RateLimit
  /** Per client IP: subscriptions (createContact and template 4). */
  SUBSCRIPTION_LIMITER: RateLimit
  /** "off" turns rate limiting off (local tests and the load bench only; never in production). */
  RATE_LIMITS?: string
  /** Secret. When set, the mail endpoints require a Turnstile token that siteverify accepts. */
  TURNSTILE_SECRET?: string
  /** Public Turnstile site key, handed to the client by GET /v1/api/config. */
  TURNSTILE_SITE_KEY?: string
  /** Overrides the siteverify URL (tests point it at a mock). */
  TURNSTILE_VERIFY_URL?: string
}

declare namespace Cloudflare {
  interface Env extends globalThis.Env {}
  interface GlobalProps {
    /** Types `exports.default` from `cloudflare:workers` (used by the Worker tests). */
    mainModule: typeof import('./index')
  }
}
