/**
 * The Worker's bindings are generated from wrangler.toml into
 * worker-configuration.d.ts (`npm run types`; `npm test` fails when it is stale):
 * DB, ASSETS, the rate limiters, SITE_ORIGIN, MAIL_FROM and the `mainModule` typing
 * of `cloudflare:workers` exports. Only what wrangler cannot know is declared here:
 * secrets and vars that may be unset (commented out in wrangler.toml, set with
 * `wrangler secret put`, or locally in .dev.vars). wrangler would type a secret as a
 * required string, and only if it found it in .dev.vars, so the generator reads no
 * secrets file (`--env-file /dev/null`) and the output is the same on every machine.
 */
interface Env {
  /** Secret. Without it mails are recorded (status not_sent) and printed, not sent. */
  RESEND_API_KEY?: string
  /** Overrides Resend's API base, e.g. a local fake server in end-to-end tests. */
  RESEND_BASE_URL?: string
  /** Resend requests a second one delivery run makes (default 5, Resend's team limit). */
  RESEND_RATE?: string
  /**
   * Var or secret. Where enquiries are delivered. Unset on a local origin, the
   * public address in content/owner.json stands in.
   */
  OWNER_EMAIL?: string
  /** Acknowledgements and confirmation mails a day, site-wide (default 20% of RESEND_DAILY_QUOTA; worker/mail/dailyLimits.ts). */
  VISITOR_MAIL_DAILY_LIMIT?: string
  /** Journal copies to subscribers a day (default half of RESEND_DAILY_QUOTA; worker/mail/dailyLimits.ts). */
  JOURNAL_MAIL_DAILY_LIMIT?: string
  /** Enquiries stored a day; past it 503 offering WhatsApp and e-mail (default 500). */
  ENQUIRY_DAILY_LIMIT?: string
  /** Enquiry mails to the owner a day; past it they go in the daily digest (default 20% of RESEND_DAILY_QUOTA). */
  OWNER_MAIL_DAILY_LIMIT?: string
  /**
   * Secret. The key of the ids that make a form posted twice without JavaScript one
   * enquiry (worker/routes/forms.tsx); unset, each isolate uses a random one.
   */
  FORM_ID_SECRET?: string
  /** "off" turns rate limiting off (local tests and the load bench only; never in production). */
  RATE_LIMITS?: string
  /** Secret. When set, the mail endpoints require a Turnstile token that siteverify accepts. */
  TURNSTILE_SECRET?: string
  /** Public Turnstile site key, handed to the client by GET /v1/api/config. */
  TURNSTILE_SITE_KEY?: string
  /** Overrides the siteverify URL (tests point it at a mock). */
  TURNSTILE_VERIFY_URL?: string
  /** Var. Who may sign in to the editor, comma-separated: "Ana Pérez <ana@example.com>, …". */
  CMS_EDITORS?: string
  /** Var. The content repository, "owner/name": the only one the editor's gateway reaches. */
  CMS_REPO?: string
  /** Var. The branch the editor commits to (default "main"). */
  CMS_BRANCH?: string
  /** Secret. The editor's GitHub App: its id (docs/DEPLOY.md). */
  GITHUB_APP_ID?: string
  /** Secret. The App's private key, PKCS#8 PEM (GitHub hands out PKCS#1: convert it). */
  GITHUB_APP_PRIVATE_KEY?: string
  /** Secret. The id of the App's installation on the content repository. */
  GITHUB_APP_INSTALLATION_ID?: string
  /**
   * Secret, at least 32 random characters. The key of the sign-in's stored hashes of codes
   * (worker/editor/secret.ts); unset on a deployed origin, the sign-in answers 503.
   */
  EDITOR_CODE_SECRET?: string
  /** Overrides https://api.github.com (tests point it at a fake). */
  GITHUB_API_URL?: string
}

declare namespace Cloudflare {
  /** `env` from `cloudflare:workers` sees these too (and the tests' TEST_* bindings). */
  interface Env extends globalThis.Env {}
}
