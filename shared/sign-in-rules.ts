/** The rules of signing in to the editor (worker/editor/), written once: the pages and the mail say them. */
import { retention } from './retention'
import { dayMs } from './time'

const minuteMs = 60_000
const hourMs = 60 * minuteMs

export const signInRules = {
  codeDigits: 6,
  codeMs: retention.editorCodeMinutes * minuteMs,
  /** Wrong tries a code takes before it stops working, even with the right digits. */
  triesPerCode: 5,
  /**
   * Codes asked for one address in an hour, at most: counted for any address, so the
   * page that says so reveals nothing about who may edit.
   */
  codesPerHour: 3,
  /** The window of `codesPerHour` and of `failuresBeforeAlert`. */
  windowMs: hourMs,
  /** Wrong codes for an editor's address in `windowMs` (from any browser) that mail her a warning. */
  failuresBeforeAlert: 5,
  /** At most one such warning to an address in this long. */
  alertEveryMs: dayMs,
  /** A session ends this long after sign-in... */
  sessionMs: retention.editorSessionDays * dayMs,
  /** ...or this long after its last use, whichever comes first. */
  sessionIdleMs: retention.editorSessionIdleDays * dayMs,
  /** A session's last use is written at most this often (not on every call of the editor). */
  touchEveryMs: 5 * minuteMs,
} as const
