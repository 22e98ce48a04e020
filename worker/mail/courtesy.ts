/**
 * Mails to visitors — the enquiry acknowledgement and the subscription
 * confirmation — are a courtesy, never a channel: a script must not be able to
 * make the site mail third parties, or her domain's reputation ends burned.
 * So: one courtesy mail per mailbox (mailbox.ts) a Buenos Aires day, acknowledgement
 * or confirmation, at most three confirmation mails per sign-up, a site-wide daily
 * ceiling for both (dailyLimits.ts), and no visitor text that could carry a link. Enquiries and sign-ups
 * past these limits are still stored, and enquiries reach the owner.
 */
import { dayMs } from '../../shared/format/time'

export const courtesy = {
  /** One confirmation mail per sign-up in this time. */
  confirmationIntervalMs: dayMs,
  /** Confirmation mails a pending sign-up can get in all. */
  confirmationsPerSignup: 3,
} as const

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
