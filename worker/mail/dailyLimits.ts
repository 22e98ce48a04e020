/**
 * The daily caps that keep one day's traffic inside the free plans (docs/DEPLOY.md):
 * mails to visitors, mails to her, enquiries stored. Each has a default here and a
 * setting that overrides it; the journal's own allowance is in worker/journal/limits.ts.
 */

/** A daily limit's setting when it is a whole number, else `fallback`. */
export function limitSetting(setting: string | undefined, fallback: number): number {
  const configured = setting?.trim() ? Number(setting) : Number.NaN
  return Number.isInteger(configured) && configured >= 0 ? configured : fallback
}

/**
 * Mails to visitors (acknowledgements and confirmations together, courtesy.ts): at most
 * this many a Buenos Aires day, site-wide (VISITOR_MAIL_DAILY_LIMIT overrides).
 */
export const visitorMailDailyLimit = 200

/** The site-wide daily ceiling on mails to visitors, as configured. */
export const dailyLimit = (setting: string | undefined): number =>
  limitSetting(setting, visitorMailDailyLimit)

/**
 * Her inbox: at most this many enquiry mails a Buenos Aires day (OWNER_MAIL_DAILY_LIMIT
 * overrides); past it every enquiry is still stored and answered, and reaches her in
 * the next daily digest, which says how many came that way.
 */
export const ownerMailDailyLimit = 50
/**
 * Her database: at most this many enquiries are stored a Buenos Aires day
 * (ENQUIRY_DAILY_LIMIT overrides); past it the API answers 503 offering WhatsApp and
 * e-mail instead, and the next digest says the ceiling was hit.
 */
export const enquiryDailyLimit = 500

/** What an enquiry held for the digest records as its mail's last error. */
export const heldForDigest = 'Tope diario de mails de consultas alcanzado: va en el resumen diario'
