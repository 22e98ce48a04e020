/**
 * The Worker's Cron Triggers (wrangler.toml [triggers] crons; keep both lists in
 * step, which tests/worker/config.test.ts checks). Here, without Worker types, so
 * scripts can run one locally (`/cdn-cgi/local/scheduled?cron=…`).
 */
export const cronSchedules = {
  outbox: '*/5 * * * *',
  subscriberReport: '0 12 * * 1',
  enquiryDigest: '0 11 * * *',
} as const
