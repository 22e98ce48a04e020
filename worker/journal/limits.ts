/**
 * How a journal entry reaches her subscribers without spending the mail that enquiries
 * need. Resend's free plan sends 100 mails a day and 3,000 a month; her copies take at most
 * the budget's journal share a day (worker/mail/dailyLimits.ts: half the quota, 50 on the
 * free plan; JOURNAL_MAIL_DAILY_LIMIT overrides, clamped to what courtesy mails leave of
 * the line), after every other due mail of the run. 500 subscribers: 10 days at 50
 * (docs/DEPLOY.md, section on the journal by mail).
 */
import { freePlanBudget, mailBudget, type BudgetSettings } from '../mail/dailyLimits'

export const journalMail = {
  /** Subscriber copies a day (first attempts) on the free plan with no cap set. */
  dailyLimit: freePlanBudget.journalMail,
  /** Her confirm link works this long. */
  confirmLinkDays: 7,
  /** Copies written to the outbox per D1 batch. */
  enqueueChunk: 50,
} as const

/** Subscriber copies a day: the budget's journal share, as configured. */
export const journalDailyLimit = (settings: BudgetSettings): number =>
  mailBudget(settings).journalMail
