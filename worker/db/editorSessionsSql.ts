/**
 * `npm run editor:sessions` (scripts/ops/editor-sessions.ts): plain SQL, because `wrangler d1
 * execute` takes no bound parameters; the address is checked as an e-mail before.
 */
import { signInRules } from '../../shared/sign-in-rules'

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

export const sessionsSql = {
  /**
   * Live sessions: before their end and used within `sessionIdleMs`. `ends_at` is when
   * each ends if not used again (the end of its idle time, or its 30 days if sooner).
   */
  live: (now: number) => {
    const ms = Math.floor(now)
    return `SELECT email, created_at, last_used_at, expires_at,
       MIN(expires_at, last_used_at + ${signInRules.sessionIdleMs}) AS ends_at FROM editor_sessions
     WHERE expires_at > ${ms} AND last_used_at > ${ms - signInRules.sessionIdleMs} ORDER BY last_used_at DESC`
  },
  /** Browsers she signed in from, still known (her code requests from them skip strangers' limits). */
  knownBrowsers: (now: number) =>
    `SELECT email, created_at, last_used_at, expires_at FROM editor_known_browsers
     WHERE expires_at > ${Math.floor(now)} ORDER BY last_used_at DESC`,
  revoke: (email: string) =>
    `DELETE FROM editor_sessions WHERE email = ${literal(email)} RETURNING email`,
  /** Forgets someone's known browsers: their code requests count as anyone's again. */
  forgetBrowsers: (email: string) =>
    `DELETE FROM editor_known_browsers WHERE email = ${literal(email)} RETURNING email`,
  /** Saved passkeys, by editor: each one's name and dates, never its key. */
  passkeys: `SELECT email, name, created_at, last_used_at FROM editor_passkeys
     ORDER BY email, COALESCE(last_used_at, created_at) DESC`,
  /** Deletes someone's passkeys: none of them signs anyone in again. */
  forgetPasskeys: (email: string) =>
    `DELETE FROM editor_passkeys WHERE email = ${literal(email)} RETURNING name`,
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
