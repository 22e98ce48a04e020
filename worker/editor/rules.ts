/** The rules of signing in to the editor, written once (the pages and the mail say them). */
import { retention } from '../../shared/retention'
import { dayMs } from '../../shared/time'

const minuteMs = 60_000

export const signInRules = {
  codeDigits: 6,
  codeMs: retention.editorCodeMinutes * minuteMs,
  /** Wrong tries a code takes before it stops working, even with the right digits. */
  triesPerCode: 5,
  /** Codes mailed to one address in an hour, at most. */
  codesPerHour: 3,
  sessionMs: retention.editorSessionDays * dayMs,
  /** A session's last use is written at most this often (not on every call of the editor). */
  touchEveryMs: 5 * minuteMs,
} as const
