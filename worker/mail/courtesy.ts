/**
 * Mails to visitors — the enquiry acknowledgement and the subscription
 * confirmation — are a courtesy, never a channel: a script must not be able to
 * make the site mail third parties, or her domain's reputation ends burned.
 * So: one courtesy mail per mailbox (mailbox.ts) a Buenos Aires day, acknowledgement
 * or confirmation, at most three confirmation mails per sign-up, a site-wide daily
 * ceiling for both, and no visitor text that could carry a link. Enquiries and sign-ups
 * past these limits are still stored, and enquiries reach the owner.
 */
import { dayMs } from '../../shared/time'

export const courtesy = {
  /** One confirmation mail per sign-up in this time. */
  confirmationIntervalMs: dayMs,
  /** Confirmation mails a pending sign-up can get in all. */
  confirmationsPerSignup: 3,
  /** Acknowledgements and confirmations together, per Buenos Aires day (VISITOR_MAIL_DAILY_LIMIT overrides). */
  dailyLimit: 200,
} as const

/** A daily limit's setting when it is a whole number, else `fallback`. */
export function limitSetting(setting: string | undefined, fallback: number): number {
  const configured = setting?.trim() ? Number(setting) : Number.NaN
  return Number.isInteger(configured) && configured >= 0 ? configured : fallback
}

/** The site-wide daily ceiling on courtesy mails (VISITOR_MAIL_DAILY_LIMIT). */
export const dailyLimit = (setting: string | undefined): number =>
  limitSetting(setting, courtesy.dailyLimit)

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

/** Letters (any script, with accents), spaces, apostrophes and hyphens: nothing a link needs. */
const plainName = /^[\p{L}\p{M}' ’-]+$/u

/**
 * 'Hola Ana:' for a name made of letters only, greeting by the first name; else
 * 'Hola:'. A name field may hold anything up to 100 characters ("Urgente: verificá
 * tu cuenta en https://…"), and the mail goes to whatever address was typed.
 */
export function greeting(name: string): string {
  const trimmed = name.trim()
  const first = trimmed.split(/\s+/)[0] ?? ''
  return plainName.test(trimmed) && first.length > 0 && first.length <= 40
    ? `Hola ${first}:`
    : 'Hola:'
}
