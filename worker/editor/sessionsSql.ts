/**
 * `npm run editor:sessions` (scripts/ops/editor-sessions.ts): plain SQL, because `wrangler d1
 * execute` takes no bound parameters; the address is checked as an e-mail before.
 */
export const sessionsSql = {
  live: (now: number) =>
    `SELECT email, created_at, last_used_at, expires_at FROM editor_sessions
     WHERE expires_at > ${Math.floor(now)} ORDER BY last_used_at DESC`,
  revoke: (email: string) =>
    `DELETE FROM editor_sessions WHERE email = '${email.replaceAll("'", "''")}' RETURNING email`,
}
