/**
 * `npm run mail:log` (scripts/ops/mail-log.ts): the latest outgoing mails, newest first.
 * No Worker types, so the script can import it.
 */
import type { Statement } from './statement'

export interface MailLogRow {
  id: number
  created_at: number
  template: string
  recipient: string
  subject: string
  status: string
  attempts: number
  last_error: string | null
  body_text: string | null
}

export const latestMailSql = (count: number): Statement => ({
  sql: `SELECT id, created_at, template, recipient, subject, status, attempts, last_error, body_text
  FROM outgoing_messages ORDER BY id DESC LIMIT ?1`,
  params: [count],
})
