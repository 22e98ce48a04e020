/**
 * `npm run editor:sessions` (scripts/ops/editor-sessions.ts): the statements it runs, whole
 * with their parameters (the script writes them in through `inlined`, as `wrangler d1
 * execute` binds none; the address is checked as an e-mail before).
 */
import { signInRules } from '../../shared/rules/sign-in'
import type { Statement } from './statement'

export const sessionsSql = {
  /**
   * Live sessions: before their end and used within `sessionIdleMs`. `ends_at` is when
   * each ends if not used again (the end of its idle time, or its 30 days if sooner).
   */
  live: (now: number): Statement => ({
    sql: `SELECT email, created_at, last_used_at, expires_at,
       MIN(expires_at, last_used_at + ?2) AS ends_at FROM editor_sessions
     WHERE expires_at > ?1 AND last_used_at > ?1 - ?2 ORDER BY last_used_at DESC`,
    params: [Math.floor(now), signInRules.sessionIdleMs],
  }),
  /** Browsers she signed in from, still known (her code requests from them skip strangers' limits). */
  knownBrowsers: (now: number): Statement => ({
    sql: `SELECT email, created_at, last_used_at, expires_at FROM editor_known_browsers
     WHERE expires_at > ?1 ORDER BY last_used_at DESC`,
    params: [Math.floor(now)],
  }),
  revoke: (email: string): Statement => ({
    sql: 'DELETE FROM editor_sessions WHERE email = ?1 RETURNING email',
    params: [email],
  }),
  /** Forgets someone's known browsers: their code requests count as anyone's again. */
  forgetBrowsers: (email: string): Statement => ({
    sql: 'DELETE FROM editor_known_browsers WHERE email = ?1 RETURNING email',
    params: [email],
  }),
  /** Saved passkeys, by editor: each one's name and dates, never its key. */
  passkeys: {
    sql: `SELECT email, name, created_at, last_used_at FROM editor_passkeys
     ORDER BY email, COALESCE(last_used_at, created_at) DESC`,
    params: [],
  } satisfies Statement as Statement,
  /** Deletes someone's passkeys: none of them signs anyone in again. */
  forgetPasskeys: (email: string): Statement => ({
    sql: 'DELETE FROM editor_passkeys WHERE email = ?1 RETURNING name',
    params: [email],
  }),
}

/**
 * `--revoke`: ends someone's sessions, forgets their known browsers and deletes their
 * passkeys, so only a new code (while their address is in CMS_EDITORS) lets them in again.
 */
export const revokeSql = (email: string) =>
  [
    sessionsSql.revoke(email),
    sessionsSql.forgetBrowsers(email),
    sessionsSql.forgetPasskeys(email),
  ] as const
