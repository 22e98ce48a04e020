/**
 * `npm run editor:sessions` (scripts/ops/editor-sessions.ts): plain SQL, because `wrangler d1
 * execute` takes no bound parameters; the address is checked as an e-mail before.
 */
import { signInRules } from '../../shared/sign-in-rules'

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
  revoke: (email: string) =>
    `DELETE FROM editor_sessions WHERE email = '${email.replaceAll("'", "''")}' RETURNING email`,
}
