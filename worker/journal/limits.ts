/**
 * How a journal entry reaches her subscribers without spending the mail that enquiries
 * need. Resend's free plan sends 100 mails a day and 3,000 a month; her copies take at most
 * the budget's journal share a day (worker/mail/dailyLimits.ts: half the quota, 50 on the
 * free plan; JOURNAL_MAIL_DAILY_LIMIT overrides, clamped to what courtesy mails leave of
 * the line), after every other due mail of the run. 500 subscribers: 10 days at 50
 * (docs/DEPLOY.md, section on the journal by mail).
 */
import { freePlanBudget, mailBudget, type BudgetSettings } from '../mail/dailyLimits'
import { buenosAiresDayStart, dayMs } from '../../shared/time'

export const journalMail = {
  /** Subscriber copies a day (first attempts) on the free plan with no cap set. */
  dailyLimit: freePlanBudget.journalMail,
  /** A day's allowance opens at this hour in Buenos Aires, so nobody is mailed at midnight. */
  dayStartsAtHour: 9,
  /** Her confirm link works this long. */
  confirmLinkDays: 7,
  /** Copies written to the outbox per D1 batch. */
  enqueueChunk: 50,
} as const

/** Subscriber copies a day: the budget's journal share, as configured. */
export const journalDailyLimit = (settings: BudgetSettings): number =>
  mailBudget(settings).journalMail

const hourMs = 60 * 60 * 1000

/** When the current allowance's day began: the last 09:00 in Buenos Aires. */
export function allowanceDayStart(now: number): number {
  const shift = journalMail.dayStartsAtHour * hourMs
  return buenosAiresDayStart(now - shift) + shift
}

/** When the next allowance opens: the next 09:00 in Buenos Aires. */
export const nextAllowanceAt = (now: number): number => allowanceDayStart(now) + dayMs
