/**
 * The confirmed-subscriber list's SQL, shared by the Worker's weekly report and
 * `npm run subscribers:export` (Node, which reads it through `wrangler d1 execute`;
 * this file has no Worker types so the script can import it).
 */

/** Every confirmed subscriber; pending people never leave D1 in a list. */
export const confirmedSubscribersSql = `SELECT name, email, confirmed_at FROM subscribers
  WHERE status = 'confirmed' ORDER BY confirmed_at, id`

/** The same list as of ?1 (epoch ms): the report's attachment, built at delivery. */
export const confirmedUntilSql = `SELECT name, email, confirmed_at FROM subscribers
  WHERE status = 'confirmed' AND confirmed_at <= ?1 ORDER BY confirmed_at, id`
