/**
 * The confirmed-subscriber list, shared by the Worker's weekly report and
 * `npm run subscribers:export` (Node, which runs it through `wrangler d1 execute`;
 * this file has no Worker types so the script can import it).
 */
import type { Statement } from './statement'

/** Every confirmed subscriber; pending people never leave D1 in a list. */
export const confirmedSubscribersSql: Statement = {
  sql: `SELECT name, email, confirmed_at FROM subscribers
  WHERE status = 'confirmed' ORDER BY confirmed_at, id`,
  params: [],
}

/** The same list as of `until` (epoch ms): the report's attachment, built at delivery. */
export const confirmedUntilSql = (until: number): Statement => ({
  sql: `SELECT name, email, confirmed_at FROM subscribers
  WHERE status = 'confirmed' AND confirmed_at <= ?1 ORDER BY confirmed_at, id`,
  params: [until],
})
