/**
 * The day's mail budget and the caps inside it (docs/DEPLOY.md): Resend's quota
 * (RESEND_DAILY_QUOTA, the free plan's 100 unless set) is split so that nothing a stranger
 * can set off reaches the part kept for her. Her own mails (sign-in codes, alerts, the
 * digest, reports, previews) are never capped and always have room; her enquiry mails have
 * their cap inside the reserve; visitors' courtesy mails and her journal copies share what
 * is left, the line. Each cap's setting overrides its share and is clamped to fit.
 */
import { buenosAiresDayStart } from '../../shared/format/time'

/** A daily limit's setting when it is a whole number, else `fallback`. */
export function limitSetting(setting: string | undefined, fallback: number): number {
  const configured = setting?.trim() ? Number(setting) : Number.NaN
  return Number.isInteger(configured) && configured >= 0 ? configured : fallback
}

/** Resend's free plan: 100 mails a day (and 3,000 a month). */
export const resendFreeQuota = 100

/** Each part's share of the day's quota. */
export const budgetShares = {
  /** Her own mails' room: sign-in codes, alerts, digest, reports, previews (at least `ownAtLeast`). */
  own: 0.1,
  /** Enquiry mails to her (OWNER_MAIL_DAILY_LIMIT overrides). */
  ownerMail: 0.2,
  /** Acknowledgements and confirmations to visitors (VISITOR_MAIL_DAILY_LIMIT overrides). */
  visitorMail: 0.2,
  /** Her journal's copies to subscribers (JOURNAL_MAIL_DAILY_LIMIT overrides). */
  journalMail: 0.5,
} as const

/** Her own mails' room whatever the quota: a few codes, a digest, Monday's two reports. */
export const ownAtLeast = 10

/**
 * The settings the budget reads, as the Worker's Env holds them (unset: the free plan's
 * shares). Written out rather than picked from Env, so scripts without it import this too.
 */
export interface BudgetSettings {
  RESEND_DAILY_QUOTA?: string
  OWNER_MAIL_DAILY_LIMIT?: string
  VISITOR_MAIL_DAILY_LIMIT?: string
  JOURNAL_MAIL_DAILY_LIMIT?: string
}

export interface MailBudget {
  /** Mails Resend sends a day on her plan. */
  quota: number
  /** Room kept for her own mails; never a cap on them. */
  own: number
  /** Enquiry mails to her a Buenos Aires day; past it they come in the next digest. */
  ownerMail: number
  /** Kept for her: `own` + `ownerMail`. */
  reserve: number
  /** What courtesy mails and journal copies share: the quota less the reserve, at least 0. */
  line: number
  /** Acknowledgements and confirmations a Buenos Aires day, site-wide. */
  visitorMail: number
  /** Journal copies a day (from 09:00 Buenos Aires: `journalDayStart`). */
  journalMail: number
}

/**
 * The budget as configured. A setting above its room is clamped: her enquiry mails to the
 * quota less her own room (never below their share), then courtesy mails to the line, then
 * journal copies to what courtesy leaves of it. A quota below the reserve leaves no line:
 * no courtesy mail and no journal copy, while her mails still go.
 */
export function mailBudget(settings: BudgetSettings): MailBudget {
  const set = limitSetting(settings.RESEND_DAILY_QUOTA, resendFreeQuota)
  const quota = set > 0 ? set : resendFreeQuota
  const share = (part: keyof typeof budgetShares) => Math.floor(quota * budgetShares[part])
  const own = Math.max(ownAtLeast, share('own'))
  const ownerMail = Math.min(
    limitSetting(settings.OWNER_MAIL_DAILY_LIMIT, share('ownerMail')),
    Math.max(share('ownerMail'), quota - own),
  )
  const reserve = own + ownerMail
  const line = Math.max(0, quota - reserve)
  const visitorMail = Math.min(
    limitSetting(settings.VISITOR_MAIL_DAILY_LIMIT, share('visitorMail')),
    line,
  )
  const journalMail = Math.min(
    limitSetting(settings.JOURNAL_MAIL_DAILY_LIMIT, share('journalMail')),
    line - visitorMail,
  )
  return { quota, own, ownerMail, reserve, line, visitorMail, journalMail }
}

/** The free plan's budget with no cap set: the defaults the docs and benches state. */
export const freePlanBudget: MailBudget = mailBudget({})

/** Mails to visitors a day by default (acknowledgements and confirmations, courtesy.ts). */
export const visitorMailDailyLimit = freePlanBudget.visitorMail

/**
 * Her inbox: enquiry mails a day by default; past it every enquiry is still stored and
 * answered, and reaches her in the next daily digest, which says how many came that way.
 */
export const ownerMailDailyLimit = freePlanBudget.ownerMail

/**
 * Templates that stop at the line: courtesy mails and journal copies. What went out of
 * them in the last 24 hours is checked again as each is sent (worker/mail/outbox.ts), so a
 * Resend day that straddles two of ours cannot take more.
 */
export const lineTemplates = ['enquiry-ack', 'subscribe-confirmation', 'journal-entry'] as const

/** Her enquiry mails: held for the digest when all mail of the last 24 hours leaves only her own room. */
export const ownerTemplate = 'enquiry-owner'

/**
 * Her database: at most this many enquiries are stored a Buenos Aires day
 * (ENQUIRY_DAILY_LIMIT overrides); past it the API answers 503 offering WhatsApp and
 * e-mail instead, and the next digest says the ceiling was hit.
 */
export const enquiryDailyLimit = 500

/**
 * New pending sign-ups stored a Buenos Aires day: past it a sign-up is answered 503 (try
 * again tomorrow, the form keeps its values), with no row and no mail. Far above a real day
 * of hers (past the courtesy line a sign-up gets no confirmation that day anyway), low
 * enough that a script cannot park thousands of strangers' addresses.
 */
export const signupDailyLimit = 100

/** What an enquiry held for the digest records as its mail's last error. */
export const heldForDigest = 'Tope diario de mails de consultas alcanzado: va en el resumen diario'

/** What a courtesy mail stopped at the line when it was to be sent records as its error. */
export const pastTheLine =
  'Cupo diario de mails alcanzado: el resto queda para tus mails y los de tus consultas'

/** A day's allowance of journal copies opens at this hour in Buenos Aires, so nobody is mailed at midnight. */
const journalDayStartsAtHour = 9
const hourMs = 60 * 60 * 1000

/** When the current allowance of journal copies began: the last 09:00 in Buenos Aires. */
export function journalDayStart(now: number): number {
  const shift = journalDayStartsAtHour * hourMs
  return buenosAiresDayStart(now - shift) + shift
}
