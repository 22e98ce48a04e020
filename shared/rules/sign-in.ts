/** The rules of signing in to the editor (worker/editor/), written once: the pages and the mail say them. */
import { retention } from './retention'
import { dayMs } from '../format/time'

const minuteMs = 60_000
const hourMs = 60 * minuteMs

export const signInRules = {
  codeDigits: 6,
  codeMs: retention.editorCodeMinutes * minuteMs,
  /** Wrong tries a code takes before it stops working, even with the right digits. */
  triesPerCode: 5,
  /**
   * Codes asked for one address in an hour, at most, from browsers not known for it
   * (anonymous), and apart from those, from her known browsers: counted for any
   * address, so the page that says so reveals nothing about who may edit.
   */
  codesPerHour: 3,
  /** The window of `codesPerHour` and of `failuresBeforeAlert`. */
  windowMs: hourMs,
  /**
   * Anonymous requests for one address in `dayWindowMs`, at most; between them they get
   * one code (one mail to her), so strangers cannot fill her inbox. A code she signed in
   * with no longer counts: it was hers, and another new browser of hers may get one.
   */
  anonymousRequestsPerDay: 10,
  anonymousCodesPerDay: 1,
  /**
   * Wrong codes for one address from anonymous browsers in `dayWindowMs`: past them, no
   * code for it works from an anonymous browser until the day is over. Her known browsers
   * are not counted, nor stopped.
   */
  anonymousFailuresPerDay: 20,
  /** The window of the daily counts above; their rows are deleted after it. */
  dayWindowMs: dayMs,
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
  /** A browser she signed in from is known for her address this long after her last sign-in there. */
  knownBrowserMs: retention.editorKnownBrowserDays * dayMs,
} as const
