/**
 * How a journal entry reaches her subscribers without spending the mail that enquiries
 * need. Resend's free plan sends 100 mails a day and 3,000 a month; her copies take at most
 * `dailyLimit` a day (JOURNAL_MAIL_DAILY_LIMIT overrides), after every other due mail of the
 * run, leaving the rest of the day's 100 to enquiries, acknowledgements, reports and codes.
 * 500 subscribers: 9 days at 60 (docs/DEPLOY.md, section on the journal by mail).
 */
import { limitSetting } from '../mail/dailyLimits'
import { buenosAiresDayStart, dayMs } from '../../shared/time'

export const journalMail = {
  /** Subscriber copies a day (first attempts). */
  dailyLimit: 60,
  /** A day's allowance opens at this hour in Buenos Aires, so nobody is mailed at midnight. */
  dayStartsAtHour: 9,
  /** Her confirm link works this long. */
  confirmLinkDays: 7,
  /** Copies written to the outbox per D1 batch. */
  enqueueChunk: 50,
} as const

/** Subscriber copies a day: JOURNAL_MAIL_DAILY_LIMIT when a whole number, else the default. */
export const journalDailyLimit = (setting: string | undefined): number =>
  limitSetting(setting, journalMail.dailyLimit)

const hourMs = 60 * 60 * 1000

/** When the current allowance's day began: the last 09:00 in Buenos Aires. */
export function allowanceDayStart(now: number): number {
  const shift = journalMail.dayStartsAtHour * hourMs
  return buenosAiresDayStart(now - shift) + shift
}

/** When the next allowance opens: the next 09:00 in Buenos Aires. */
export const nextAllowanceAt = (now: number): number => allowanceDayStart(now) + dayMs
